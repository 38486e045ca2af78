import { accountCalls, type Json } from '../support/account-data.js';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../support/app.js';
import { ISO_DATE, sql } from '../support/auth-helpers.js';
import { newUser, teamSaved, type SavedTeam, type TestUser } from '../support/factories.js';

interface Played {
  ours: string;
  theirs: string;
  winner: 'us' | 'opponent';
  ourScore?: number;
  theirScore?: number;
}
interface Night {
  homeTeam: Json & { players: Json[] };
  awayTeam: Json & { players: Json[] };
  firstPutUp: 'us' | 'opponent';
  played?: Played[];
  theirPutUp?: string | null;
}
type Kept = Required<Night> & { updatedAt: string };

describe('Lineup Advisor: the match night kept for the captain', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
  });
  afterAll(() => t.close());

  const { call, deleteAccount, deleteData } = accountCalls(() => t);
  const nightOf = async (user: TestUser) => {
    const res = await call('GET', '/lineup/night', user);
    expect(res.statusCode).toBe(200);
    return res.json<{ night: Kept | null }>().night;
  };
  const rowsOf = async (user: TestUser) =>
    (
      await sql<{ n: number }>(t, 'select count(*)::int as n from lineup_nights where user_id = $1', [
        user.id,
      ])
    ).rows[0]!.n;

  /** A captain with a saved team and a saved opponent team of six players each. */
  const captainWithTeams = async () => {
    const captain = await newUser(t.app);
    const home = await teamSaved(t.app, captain, { name: 'Chalk Dust', players: 6 });
    const away = await teamSaved(t.app, captain, { name: 'Rack Pack', players: 6, isOpponent: true });
    return { captain, home, away };
  };
  const id = (team: SavedTeam, i: number) => team.players[i]!.id;

  /** Match 1 played (their put-up answered), and their put-up for match 2 waiting. */
  const nightOne = (home: SavedTeam, away: SavedTeam): Night => ({
    homeTeam: home as unknown as Night['homeTeam'],
    awayTeam: away as unknown as Night['awayTeam'],
    firstPutUp: 'opponent',
    played: [{ ours: id(home, 0), theirs: id(away, 1), winner: 'us', ourScore: 4, theirScore: 2 }],
    theirPutUp: id(away, 2),
  });

  it('needs a session', async () => {
    expect((await call('GET', '/lineup/night')).statusCode).toBe(401);
    expect((await call('PUT', '/lineup/night', undefined, {})).statusCode).toBe(401);
    expect((await call('DELETE', '/lineup/night')).statusCode).toBe(401);
  });

  it('keeps one night a player: saved, read back, replaced, cleared', async () => {
    const { captain, home, away } = await captainWithTeams();
    expect(await nightOf(captain)).toBeNull();

    const first = nightOne(home, away);
    const saved = await call('PUT', '/lineup/night', captain, first);
    expect(saved.statusCode).toBe(200);
    const kept = saved.json<Kept>();
    expect(kept).toEqual({ ...first, updatedAt: expect.stringMatching(ISO_DATE) });
    expect(await nightOf(captain)).toEqual(kept);
    expect(await rowsOf(captain)).toBe(1);

    // match 2 played too; nothing waiting: the new night replaces the first, in the same row
    const second: Night = {
      ...first,
      played: [...first.played!, { ours: id(home, 3), theirs: id(away, 2), winner: 'opponent' }],
      theirPutUp: undefined,
    };
    const replaced = await call('PUT', '/lineup/night', captain, second);
    expect(replaced.statusCode).toBe(200);
    const keptAgain = replaced.json<Kept>();
    expect(keptAgain).toEqual({ ...second, theirPutUp: null, updatedAt: expect.stringMatching(ISO_DATE) });
    expect(Date.parse(keptAgain.updatedAt)).toBeGreaterThanOrEqual(Date.parse(kept.updatedAt));
    expect(await nightOf(captain)).toEqual(keptAgain);
    expect(await rowsOf(captain)).toBe(1);

    // a night just begun: nothing played yet (played left out)
    const fresh = await call('PUT', '/lineup/night', captain, {
      ...first,
      played: undefined,
      theirPutUp: null,
    });
    expect(fresh.json<Kept>()).toMatchObject({ played: [], theirPutUp: null });

    const cleared = await call('DELETE', '/lineup/night', captain);
    expect(cleared.statusCode).toBe(204);
    expect(cleared.body).toBe('');
    expect(await nightOf(captain)).toBeNull();
    expect(await rowsOf(captain)).toBe(0);
    // clearing when none is kept is fine
    expect((await call('DELETE', '/lineup/night', captain)).statusCode).toBe(204);
  });

  it('takes teams not saved (players without ids go by player-<position>) and keeps no e-mail', async () => {
    const captain = await newUser(t.app);
    const team = (name: string) => ({
      id: name === 'Your Team' ? 'home' : 'away',
      name,
      gameType: '9-ball',
      maxHandicapSum: 23,
      players: [3, 4, 5, 6, 2].map((handicap, i) => ({
        name: `${name} ${i + 1}`,
        handicap,
        email: captain.email,
      })),
    });
    const res = await call('PUT', '/lineup/night', captain, {
      homeTeam: team('Your Team'),
      awayTeam: team('Opponent Team'),
      firstPutUp: 'us',
      played: [{ ours: 'player-1', theirs: 'player-5', winner: 'us' }],
      theirPutUp: 'player-2',
    });
    expect(res.statusCode).toBe(200);
    const kept = res.json<Kept>();
    expect(kept.homeTeam.players[0]).toEqual({ name: 'Your Team 1', handicap: 3 });
    expect(kept.played).toEqual([{ ours: 'player-1', theirs: 'player-5', winner: 'us' }]);
    expect(res.body).not.toContain(captain.email);
    const stored = await sql<{ record: string }>(
      t,
      'select record::text from lineup_nights where user_id = $1',
      [captain.id],
    );
    expect(stored.rows[0]!.record).not.toContain(captain.email);
  });

  it('refuses a night that does not hold together with a 400 naming the field, and keeps the one it had', async () => {
    const { captain, home, away } = await captainWithTeams();
    const good = nightOne(home, away);
    expect((await call('PUT', '/lineup/night', captain, good)).statusCode).toBe(200);
    const before = await nightOf(captain);
    const match = (played: Partial<Played>) => ({ ...good.played![0]!, ...played });

    const cases: [what: string, body: unknown, code: string, fields: string[]][] = [
      [
        'our player not on our team',
        { ...good, played: [match({ ours: 'nobody' })] },
        'LINEUP_NIGHT_UNKNOWN_PLAYER',
        ['played[0].ours'],
      ],
      [
        'their player is one of ours',
        { ...good, played: [match({ theirs: id(home, 1) })] },
        'LINEUP_NIGHT_UNKNOWN_PLAYER',
        ['played[0].theirs'],
      ],
      [
        'a player twice',
        { ...good, played: [match({}), match({ ours: id(home, 0), theirs: id(away, 3) })] },
        'LINEUP_NIGHT_PLAYER_TWICE',
        ['played[1].ours'],
      ],
      [
        'their put-up already played',
        { ...good, theirPutUp: id(away, 1) },
        'LINEUP_NIGHT_PUT_UP_PLAYED',
        ['theirPutUp'],
      ],
      [
        'their put-up not on their team',
        { ...good, theirPutUp: id(home, 2) },
        'LINEUP_NIGHT_UNKNOWN_PLAYER',
        ['theirPutUp'],
      ],
      [
        'game types differ',
        { ...good, awayTeam: { ...good.awayTeam, gameType: '9-ball' } },
        'GAME_TYPES_DIFFER',
        ['awayTeam.gameType'],
      ],
      [
        'a bad winner',
        { ...good, played: [match({ winner: 'draw' as 'us' })] },
        'VALIDATION_FAILED',
        ['played[0].winner'],
      ],
      [
        'six matches',
        {
          ...good,
          theirPutUp: null,
          played: [0, 1, 2, 3, 4, 5].map((i) => ({ ours: id(home, i), theirs: id(away, i), winner: 'us' })),
        },
        'VALIDATION_FAILED',
        ['played'],
      ],
      ['no first put-up', { ...good, firstPutUp: undefined }, 'VALIDATION_FAILED', ['firstPutUp']],
      ['an unknown field', { ...good, matchNight: true }, 'VALIDATION_FAILED', ['matchNight']],
    ];
    for (const [what, body, code, fields] of cases) {
      const res = await call('PUT', '/lineup/night', captain, body);
      const error = res.json<{ code: string; errors?: { field: string; message: string }[] }>();
      expect({
        what,
        status: res.statusCode,
        code: error.code,
        fields: error.errors?.map((e) => e.field),
      }).toEqual({ what, status: 400, code, fields });
      for (const { message } of error.errors ?? [])
        expect({ what, message }).toEqual({ what, message: expect.any(String) });
    }
    expect(await nightOf(captain)).toEqual(before);
  });

  describe('ownership', () => {
    it("never shows, replaces or clears another captain's night", async () => {
      const alice = await captainWithTeams();
      const bob = await captainWithTeams();
      const saved = await call('PUT', '/lineup/night', alice.captain, nightOne(alice.home, alice.away));
      const alicesNight = saved.json<Kept>();

      expect(await nightOf(bob.captain)).toBeNull();
      expect((await call('DELETE', '/lineup/night', bob.captain)).statusCode).toBe(204);
      expect(await nightOf(alice.captain)).toEqual(alicesNight);

      const bobsNight = nightOne(bob.home, bob.away);
      expect((await call('PUT', '/lineup/night', bob.captain, bobsNight)).statusCode).toBe(200);
      expect(await nightOf(alice.captain)).toEqual(alicesNight);
      expect(await nightOf(bob.captain)).toMatchObject(bobsNight);
      expect([await rowsOf(alice.captain), await rowsOf(bob.captain)]).toEqual([1, 1]);
    });
  });

  describe("the player's data", () => {
    it('is in the export, and goes with Delete All Data and with the account', async () => {
      const { captain, home, away } = await captainWithTeams();
      const kept = (await call('PUT', '/lineup/night', captain, nightOne(home, away))).json<Kept>();

      const exported = await call('GET', '/me/export', captain);
      expect(exported.statusCode).toBe(200);
      const { updatedAt, ...record } = kept;
      expect(exported.json<{ lineupNight: Json }>().lineupNight).toEqual({
        ...record,
        createdAt: expect.stringMatching(ISO_DATE),
        updatedAt,
      });

      expect((await deleteData(captain)).statusCode).toBe(204);
      expect(await nightOf(captain)).toBeNull();
      expect(
        (await call('GET', '/me/export', captain)).json<{ lineupNight: unknown }>().lineupNight,
      ).toBeNull();

      const other = await captainWithTeams();
      expect(
        (await call('PUT', '/lineup/night', other.captain, nightOne(other.home, other.away))).statusCode,
      ).toBe(200);
      expect((await deleteAccount(other.captain)).statusCode).toBe(204);
      expect(await rowsOf(other.captain)).toBe(0);
    });
  });
});
