import { createTestApp, type TestApp } from '../support/app.js';
import { ISO_DATE, UUID } from '../support/auth-helpers.js';
import { newUser, teamSaved, type SavedTeam, type TestUser } from '../support/factories.js';

type Json = Record<string, unknown>;

describe('teams and players', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await newUser(t.app);
    bob = await newUser(t.app);
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, user?: TestUser, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(user?.auth ?? {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  const teamsOf = async (user: TestUser, query = '') => {
    const res = await call('GET', `/me/teams${query}`, user);
    expect(res.statusCode).toBe(200);
    return res.json<SavedTeam[]>();
  };

  it('needs a session', async () => {
    expect((await call('GET', '/me/teams')).statusCode).toBe(401);
  });

  it('saves a team, adds, changes and removes players, and lists own and opponent teams apart', async () => {
    const captain = await newUser(t.app);
    const created = await call('POST', '/me/teams', captain, {
      name: ' Chalk Dust ',
      gameType: '8-ball',
      maxHandicapSum: 23,
    });
    expect(created.statusCode).toBe(201);
    const team = created.json<SavedTeam>();
    expect(team).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Chalk Dust',
      gameType: '8-ball',
      maxHandicapSum: 23,
      seniorRule: true,
      seniorSkillLevel: null,
      maxSeniors: 2,
      isOpponent: false,
      players: [],
      createdAt: expect.stringMatching(ISO_DATE),
      updatedAt: expect.stringMatching(ISO_DATE),
    });
    const added = await call('POST', `/me/teams/${team.id}/players`, captain, {
      name: 'Sam',
      handicap: 4,
      wins: 3,
      losses: 1,
      notes: 'Breaks well',
    });
    expect(added.statusCode).toBe(201);
    const sam = added.json<SavedTeam>().players[0]!;
    expect(sam).toEqual({
      id: expect.stringMatching(UUID),
      name: 'Sam',
      handicap: 4,
      wins: 3,
      losses: 1,
      notes: 'Breaks well',
    });
    const defaults = await call('POST', `/me/teams/${team.id}/players`, captain, {
      name: 'Kim',
      handicap: 3,
    });
    expect(defaults.json<SavedTeam>().players[1]).toMatchObject({
      name: 'Kim',
      handicap: 3,
      wins: 0,
      losses: 0,
      notes: '',
    });

    const changed = await call('PUT', `/me/teams/${team.id}/players/${sam.id}`, captain, {
      handicap: 5,
      wins: 4,
      losses: 1,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<SavedTeam>().players[0]).toMatchObject({
      name: 'Sam',
      handicap: 5,
      wins: 4,
      notes: '',
    });
    // the name cannot change
    const renamed = await call('PUT', `/me/teams/${team.id}/players/${sam.id}`, captain, {
      name: 'Samuel',
      handicap: 5,
    });
    expect(renamed.statusCode).toBe(400);

    const opponent = await teamSaved(t.app, captain, { name: 'Eight Ballers', isOpponent: true, players: 0 });
    expect((await teamsOf(captain, '?opponent=false')).map((x) => x.name)).toEqual(['Chalk Dust']);
    expect((await teamsOf(captain, '?opponent=true')).map((x) => x.id)).toEqual([opponent.id]);
    expect(await teamsOf(captain)).toHaveLength(2);

    const removed = await call('DELETE', `/me/teams/${team.id}/players/${sam.id}`, captain);
    expect(removed.statusCode).toBe(200);
    expect(removed.json<SavedTeam>().players.map((p) => p.name)).toEqual(['Kim']);
    expect((await call('DELETE', `/me/teams/${team.id}/players/${sam.id}`, captain)).statusCode).toBe(404);

    const renamedTeam = await call('PUT', `/me/teams/${team.id}`, captain, {
      name: 'Chalk Dust II',
      gameType: '8-ball',
      maxHandicapSum: 19,
    });
    expect(renamedTeam.json()).toMatchObject({ name: 'Chalk Dust II', maxHandicapSum: 19 });
    expect((await call('DELETE', `/me/teams/${team.id}`, captain)).statusCode).toBe(204);
    expect((await teamsOf(captain)).map((x) => x.id)).toEqual([opponent.id]);
  });

  it('duplicates a team with the same players in one go, named "(Copy)"', async () => {
    const captain = await newUser(t.app);
    const team = await teamSaved(t.app, captain, { name: 'Rack Attack', players: 5 });
    const res = await call('POST', `/me/teams/${team.id}/duplicate`, captain);
    expect(res.statusCode).toBe(201);
    const copy = res.json<SavedTeam>();
    expect(copy.name).toBe('Rack Attack (Copy)');
    expect(copy.id).not.toBe(team.id);
    expect(copy.players).toEqual(team.players);
    // the same players: deleting the original keeps them on the copy
    await call('DELETE', `/me/teams/${team.id}`, captain);
    expect((await teamsOf(captain))[0]!.players).toEqual(team.players);
  });

  it.each([
    ['8-ball', 1],
    ['8-ball', 8],
    ['9-ball', 0],
    ['9-ball', 10],
  ] as const)('refuses skill level %s SL %i with the game’s range', async (gameType, handicap) => {
    const team = await teamSaved(t.app, alice, { gameType, players: 0 });
    const res = await call('POST', `/me/teams/${team.id}/players`, alice, { name: 'X', handicap });
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().message).toBe(
      gameType === '8-ball'
        ? 'In 8-ball a skill level is from 2 to 7.'
        : 'In 9-ball a skill level is from 1 to 9.',
    );
  });

  it('refuses a game type that leaves players out of range, naming them', async () => {
    const team = await teamSaved(t.app, alice, { gameType: '9-ball', players: 0 });
    await call('POST', `/me/teams/${team.id}/players`, alice, { name: 'Ace', handicap: 9 });
    await call('POST', `/me/teams/${team.id}/players`, alice, { name: 'Rookie', handicap: 1 });
    await call('POST', `/me/teams/${team.id}/players`, alice, { name: 'Mid', handicap: 4 });
    const res = await call('PUT', `/me/teams/${team.id}`, alice, {
      name: 'X',
      gameType: '8-ball',
      maxHandicapSum: 23,
    });
    expect(res.statusCode).toBe(400);
    const error = res.json<{ code: string; message: string }>();
    expect(error.code).toBe('GAME_TYPE_CONFLICT');
    expect(error.message).toContain('Ace (SL 9)');
    expect(error.message).toContain('Rookie (SL 1)');
    expect(error.message).not.toContain('Mid');
    expect((await call('GET', `/me/teams/${team.id}`, alice)).json()).toMatchObject({ gameType: '9-ball' });
  });

  it.each([
    ['no name', { gameType: '8-ball', maxHandicapSum: 23 }, 'TEAM_NAME_REQUIRED'],
    ['a blank name', { name: '  ', gameType: '8-ball', maxHandicapSum: 23 }, 'TEAM_NAME_REQUIRED'],
    ['another game', { name: 'A', gameType: 'snooker', maxHandicapSum: 23 }, 'VALIDATION_FAILED'],
    ['a cap of 0', { name: 'A', gameType: '8-ball', maxHandicapSum: 0 }, 'VALIDATION_FAILED'],
    ['a cap that is not whole', { name: 'A', gameType: '8-ball', maxHandicapSum: 22.5 }, 'VALIDATION_FAILED'],
  ])('refuses a team with %s', async (_case, body, code) => {
    const res = await call('POST', '/me/teams', alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
  });

  it("keeps the team's senior rule: set on create, changed on update, kept when left out, copied", async () => {
    const created = await call('POST', '/me/teams', alice, {
      name: 'Seniors',
      gameType: '9-ball',
      maxHandicapSum: 25,
      seniorRule: true,
      seniorSkillLevel: 6,
      maxSeniors: 1,
    });
    expect(created.statusCode).toBe(201);
    const team = created.json<SavedTeam>();
    expect(team).toMatchObject({ seniorRule: true, seniorSkillLevel: 6, maxSeniors: 1 });
    const renamed = await call('PUT', `/me/teams/${team.id}`, alice, {
      name: 'Seniors 2',
      gameType: '9-ball',
      maxHandicapSum: 25,
    });
    expect(renamed.json()).toMatchObject({ seniorRule: true, seniorSkillLevel: 6, maxSeniors: 1 });
    const off = await call('PUT', `/me/teams/${team.id}`, alice, {
      name: 'Seniors 2',
      gameType: '9-ball',
      maxHandicapSum: 25,
      seniorRule: false,
      seniorSkillLevel: null,
    });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ seniorRule: false, seniorSkillLevel: null, maxSeniors: 1 });
    const copy = await call('POST', `/me/teams/${team.id}/duplicate`, alice);
    expect(copy.json()).toMatchObject({ seniorRule: false, seniorSkillLevel: null, maxSeniors: 1 });
    expect((await call('GET', `/me/teams/${team.id}`, alice)).json()).toMatchObject({ seniorRule: false });
  });

  it.each([
    [
      'a senior level that is not a number',
      { seniorSkillLevel: 'six' },
      'seniorSkillLevel',
      'VALIDATION_FAILED',
    ],
    ['a senior level outside 8-ball', { seniorSkillLevel: 8 }, 'seniorSkillLevel', 'SKILL_LEVEL_8_BALL'],
    ['five seniors', { maxSeniors: 5 }, 'maxSeniors', 'VALIDATION_FAILED'],
    ['a negative senior count', { maxSeniors: -1 }, 'maxSeniors', 'VALIDATION_FAILED'],
    ['a senior rule that is not on or off', { seniorRule: 'yes' }, 'seniorRule', 'VALIDATION_FAILED'],
  ])(
    'refuses a senior rule with %s, naming the field (create and update)',
    async (_case, fields, field, code) => {
      const body = { name: 'A', gameType: '8-ball', maxHandicapSum: 23, ...fields };
      const created = await call('POST', '/me/teams', alice, body);
      expect(created.statusCode).toBe(400);
      const refusal = created.json<{ code: string; errors: { field: string }[] }>();
      expect(refusal.code).toBe(code);
      expect(new Set(refusal.errors.map((e) => e.field))).toEqual(new Set([field]));
      const team = await teamSaved(t.app, alice, { players: 0 });
      const updated = await call('PUT', `/me/teams/${team.id}`, alice, body);
      expect(updated.statusCode).toBe(400);
      const changed = updated.json<{ code: string; errors: { field: string }[] }>();
      expect(changed.code).toBe(code);
      expect(new Set(changed.errors.map((e) => e.field))).toEqual(new Set([field]));
    },
  );

  it.each([
    ['no name', { handicap: 3 }, 'PLAYER_NAME_REQUIRED'],
    ['negative wins', { name: 'A', handicap: 3, wins: -1 }, 'VALIDATION_FAILED'],
    ['fractional losses', { name: 'A', handicap: 3, losses: 1.5 }, 'VALIDATION_FAILED'],
    ['a skill level that is not a number', { name: 'A', handicap: 'three' }, 'VALIDATION_FAILED'],
  ])('refuses a player with %s', async (_case, body, code) => {
    const team = await teamSaved(t.app, alice, { players: 0 });
    const res = await call('POST', `/me/teams/${team.id}/players`, alice, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code });
  });

  it('keeps at most 12 players a team', async () => {
    const team = await teamSaved(t.app, alice, { players: 12 });
    const res = await call('POST', `/me/teams/${team.id}/players`, alice, {
      name: 'Thirteenth',
      handicap: 3,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'TEAM_FULL', message: 'A team has at most 12 players.' });
  });

  it('keeps at most 100 teams a captain (duplicates count)', async () => {
    const captain = await newUser(t.app);
    const first = await teamSaved(t.app, captain, { players: 0 });
    for (let i = 1; i < 100; i++) await teamSaved(t.app, captain, { players: 0, name: `Team ${i}` });
    const more = await call('POST', '/me/teams', captain, {
      name: 'One more',
      gameType: '8-ball',
      maxHandicapSum: 23,
    });
    expect(more.json()).toMatchObject({ code: 'TEAM_LIMIT_REACHED' });
    expect((await call('POST', `/me/teams/${first.id}/duplicate`, captain)).json()).toMatchObject({
      code: 'TEAM_LIMIT_REACHED',
    });
  });

  describe('ownership', () => {
    it("answers 404 for another captain's team and players, on every route", async () => {
      const team = await teamSaved(t.app, alice, { players: 1 });
      const playerId = team.players[0]!.id;
      const never = '00000000-0000-4000-8000-000000000000';
      const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
        ['GET', `/me/teams/${team.id}`],
        ['PUT', `/me/teams/${team.id}`, { name: 'Mine now', gameType: '8-ball', maxHandicapSum: 23 }],
        ['DELETE', `/me/teams/${team.id}`],
        ['POST', `/me/teams/${team.id}/duplicate`],
        ['POST', `/me/teams/${team.id}/players`, { name: 'Spy', handicap: 3 }],
        ['PUT', `/me/teams/${team.id}/players/${playerId}`, { handicap: 7 }],
        ['DELETE', `/me/teams/${team.id}/players/${playerId}`],
      ];
      for (const [method, url, body] of routes) {
        const theirs = await call(method, url, bob, body);
        const missing = await call(method, url.replace(team.id, never), bob, body);
        expect({ method, url, status: theirs.statusCode, body: theirs.json() }).toEqual({
          method,
          url,
          status: 404,
          body: missing.json(),
        });
      }
      expect(await teamsOf(bob)).toEqual([]);
      expect((await call('GET', `/me/teams/${team.id}`, alice)).json()).toEqual(team);
    });
  });
});
