import { accountCalls, rowsOf, today, type ExportDocument, type Json } from '../support/account-data.js';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';

describe('download my data', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
  });
  afterAll(() => t.close());

  const { call, busyPlayer } = accountCalls(() => t);

  describe('GET /me/export', () => {
    it('streams one JSON document with every row the player owns, as an attachment', async () => {
      const alice = await busyPlayer();
      // more notes than one page of the export's reads
      await sql(
        t,
        `insert into notes (id, created_at, updated_at, user_id, title, content, tags)
         select gen_random_uuid(), now() + (i || ' ms')::interval, now(), $1, 'Note ' || i, repeat('x', 1000), ''
           from generate_series(1, 250) i`,
        [alice.id],
      );
      const res = await call('GET', '/me/export', alice);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="kickshots-data-${today()}.json"`,
      );
      const data = res.json<ExportDocument>();

      expect(data.profile).toMatchObject({ id: alice.id, email: alice.email, roles: ['user'] });
      expect(data.authenticators).toEqual([
        expect.objectContaining({ friendlyName: 'Phone', status: 'unverified' }),
      ]);
      expect(JSON.stringify(data.authenticators)).not.toContain('secret');
      expect(data.signedInSessions).toHaveLength(1);
      expect(data.subscription).toMatchObject({ status: 'trialing', subscriptionType: 'trial' });
      expect(data.favourites.map((f: Json) => f.cardId).sort()).toEqual(['black-2S', 'red-5H']);
      expect(data.practiceProgress).toEqual([
        expect.objectContaining({ cardId: 'black-2S', attempts: 3, successes: 2 }),
        expect.objectContaining({ cardId: 'red-5H', attempts: 2, successes: 1 }),
      ]);
      expect(data.practiceSessions).toEqual([
        expect.objectContaining({ date: today(), attempts: 5, successes: 3 }),
      ]);
      expect(data.achievements.length).toBeGreaterThan(0);
      expect(data.links).toHaveLength(1);
      expect(data.notes).toHaveLength(251);
      expect(data.teams).toEqual([
        expect.objectContaining({ name: 'The Bankers', players: expect.any(Array) }),
      ]);
      expect(data.teams[0]?.players).toHaveLength(5);
      expect(data.players).toHaveLength(5);
      expect(data.pushDevices).toEqual([expect.objectContaining({ channel: 'web' })]);
      expect(data.inbox).toEqual([expect.objectContaining({ title: 'League night' })]);

      // every data row of the player is in the document
      const counts = await rowsOf(t, alice.id);
      expect({
        favourites: data.favourites.length,
        progress: data.practiceProgress.length,
        sessions: data.practiceSessions.length,
        achievements: data.achievements.length,
        links: data.links.length,
        notes: data.notes.length,
        teams: data.teams.length,
        players: data.players.length,
        devices: data.pushDevices.length,
        inbox: data.inbox.length,
      }).toEqual({
        favourites: counts['favourites.user_id'],
        progress: counts['kickshot_progress.user_id'],
        sessions: counts['practice_sessions.user_id'],
        achievements: counts['achievements.user_id'],
        links: counts['links.user_id'],
        notes: counts['notes.user_id'],
        teams: counts['teams.user_id'],
        players: counts['players.user_id'],
        devices: counts['push_subscriptions.user_id'],
        inbox: counts['broadcast_recipients.user_id'],
      });
    });

    it('holds nothing of another player', async () => {
      const alice = await newUser(t.app);
      const bob = await busyPlayer();
      const res = await call('GET', '/me/export', alice);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain(bob.id);
      expect(res.body).not.toContain(bob.email);
      expect(res.json()).toMatchObject({ notes: [], links: [], teams: [], favourites: [] });
    });

    it('needs a session', async () => {
      expect((await call('GET', '/me/export')).statusCode).toBe(401);
    });
  });
});
