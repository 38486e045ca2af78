import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../support/app.js';
import { newUser, teamSaved, type TestUser } from '../support/factories.js';

type Json = Record<string, unknown>;
interface LineupAnswer {
  suggestion: string;
  error?: string;
  writtenBy: 'template' | 'ai';
  analysis: {
    line: {
      match: number;
      ours: { id: string; name: string };
      theirs: { id: string; name: string };
      race: { ours: number; theirs: number };
      winProbability: number;
      teamPoints: { ours: number; theirs: number };
      result: { winner: string; pointsExact: boolean } | null;
    }[];
    expectedMatchesWon: number;
    expectedTeamPoints: { ours: number; theirs: number };
    nightWinProbability: number;
    legalLineups: { ours: number; theirs: number };
    night: {
      teamPoints: { ours: number; theirs: number };
      matchesWon: { ours: number; theirs: number };
      nextMatch: number | null;
      capLeft: { ours: number; theirs: number };
    };
    decision: {
      kind: string;
      options: { ours: { id: string }; theirs: { id: string } }[];
      best: { ours: { id: string } } | null;
      runnerUp: unknown;
    } | null;
  };
}

/** A placeholder team as the page sends it before it is saved. */
const placeholder = (id: 'home' | 'away', levels: number[], gameType = '8-ball') => ({
  id,
  name: id === 'home' ? 'Your Team' : 'Opponent Team',
  gameType,
  maxHandicapSum: 23,
  players: levels.map((handicap, i) => ({ name: `${id} ${i + 1}`, handicap, wins: 0, losses: 0, notes: '' })),
});

const post = (t: TestApp, user: TestUser | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/lineup',
    headers: { ...(user?.auth ?? {}), 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

describe('Lineup Advisor: the optimiser through the API', () => {
  let t: TestApp;
  let captain: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    captain = await newUser(t.app);
  });
  afterAll(() => t.close());

  it('needs a session', async () => {
    expect((await post(t, undefined, {})).statusCode).toBe(401);
  });

  it('suggests five legal pairings with races and odds for saved teams, with the template text', async () => {
    const home = await teamSaved(t.app, captain, { name: 'Chalk Dust', players: 6 });
    const away = await teamSaved(t.app, captain, { name: 'Rack Pack', players: 6, isOpponent: true });
    const res = await post(t, captain, { homeTeam: home, awayTeam: away });
    expect(res.statusCode).toBe(200);
    const answer = res.json<LineupAnswer>();
    expect(answer.writtenBy).toBe('template');
    expect(answer.error).toBeUndefined();
    const { line: recommended, expectedMatchesWon, nightWinProbability } = answer.analysis;
    expect(recommended.map((p) => p.match)).toEqual([1, 2, 3, 4, 5]);
    const ours = recommended.map((p) => p.ours.name);
    expect(new Set(ours).size).toBe(5);
    const level = (name: string) => home.players.find((p) => p.name === name)!.handicap;
    expect(ours.reduce((sum, name) => sum + level(name), 0)).toBeLessThanOrEqual(23);
    for (const pairing of recommended) {
      expect(pairing.winProbability).toBeGreaterThanOrEqual(0);
      expect(pairing.winProbability).toBeLessThanOrEqual(1);
      expect(pairing.race.ours).toBeGreaterThanOrEqual(2);
    }
    expect(expectedMatchesWon).toBeCloseTo(
      recommended.reduce((sum, p) => sum + p.winProbability, 0),
      6,
    );
    expect(nightWinProbability).toBeGreaterThan(0);
    expect(answer.suggestion).toContain('Chalk Dust v Rack Pack');
    expect(answer.analysis.decision?.kind).toBe('their-put-up');
    expect(answer.analysis.decision?.options.length).toBeGreaterThan(0);
  });

  it('follows a match night: the results banked, the rest re-planned, their put-up answered', async () => {
    const homeTeam = placeholder('home', [2, 3, 4, 5, 6, 3]);
    const awayTeam = placeholder('away', [3, 3, 4, 4, 5, 2]);
    const start = (await post(t, captain, { homeTeam, awayTeam })).json<LineupAnswer>();
    const putUp = start.analysis.decision!.options[0]!.theirs.id;
    const reply = await post(t, captain, { homeTeam, awayTeam, theirPutUp: putUp });
    expect(reply.statusCode).toBe(200);
    const answer = reply.json<LineupAnswer>().analysis;
    expect(answer.decision?.kind).toBe('our-reply');
    const first = answer.line[0]!;
    expect(first.theirs.id).toBe(putUp);
    const played = [
      { ours: first.ours.id, theirs: putUp, winner: 'us', ourScore: first.race.ours, theirScore: 0 },
    ];
    const next = (await post(t, captain, { homeTeam, awayTeam, played })).json<LineupAnswer>().analysis;
    expect(next.night.teamPoints).toEqual({ ours: 3, theirs: 0 }); // a shutout
    expect(next.night.matchesWon).toEqual({ ours: 1, theirs: 0 });
    expect(next.night.nextMatch).toBe(2);
    expect(next.line[0]!.result).toMatchObject({ winner: 'us', pointsExact: true });
    expect(next.decision?.kind).toBe('our-put-up'); // they put up first in match 1, we in match 2
    expect(next.decision?.runnerUp).not.toBeNull();
    expect(next.expectedTeamPoints.ours).toBeGreaterThan(3);
  });

  it('refuses a night that cannot have been played, naming the field', async () => {
    const homeTeam = placeholder('home', [2, 3, 4, 5, 6]);
    const awayTeam = placeholder('away', [3, 3, 4, 4, 5]);
    const cases: [unknown, string, string][] = [
      [
        { played: [{ ours: 'nobody', theirs: 'player-1', winner: 'us' }] },
        'LINEUP_PLAYED_UNKNOWN_PLAYER',
        'played[0].ours',
      ],
      [
        {
          played: [{ ours: 'player-1', theirs: 'player-1', winner: 'opponent', ourScore: 2, theirScore: 0 }],
        },
        'LINEUP_PLAYED_SCORE',
        'played[0].winner',
      ],
      [{ firstPutUp: 'us', theirPutUp: 'player-2' }, 'LINEUP_PUT_UP_OUT_OF_TURN', 'theirPutUp'],
      [
        { played: [{ ours: 'player-1', theirs: 'player-1', winner: 'maybe' }] },
        'VALIDATION_FAILED',
        'played[0].winner',
      ],
    ];
    for (const [extra, code, field] of cases) {
      const res = await post(t, captain, { homeTeam, awayTeam, ...(extra as Json) });
      expect(res.statusCode).toBe(400);
      const error = res.json<{ code: string; errors: { field: string }[] }>();
      expect(error.code).toBe(code);
      expect(error.errors.map((e) => e.field)).toContain(field);
    }
  });

  it('takes placeholder teams that are not saved (ids home and away, players without ids)', async () => {
    const res = await post(t, captain, {
      homeTeam: placeholder('home', [2, 3, 4, 5, 6]),
      awayTeam: placeholder('away', [3, 3, 4, 4, 5, 7]),
      firstPutUp: 'us',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<LineupAnswer>().analysis.line).toHaveLength(5);
  });

  it("names a player no legal lineup can hold, with the reason, and applies each team's senior rule", async () => {
    const nine = placeholder('home', [9, 4, 4, 4, 4, 5], '9-ball');
    const answer = await post(t, captain, {
      homeTeam: { ...nine, players: nine.players.map((p, i) => (i === 0 ? { ...p, name: 'Zed' } : p)) },
      awayTeam: placeholder('away', [3, 3, 4, 4, 5], '9-ball'),
    });
    expect(answer.statusCode).toBe(200);
    const { analysis, suggestion } = answer.json<LineupAnswer & { analysis: { unplayable: Json[] } }>();
    expect(analysis.unplayable).toEqual([
      {
        side: 'us',
        playerId: 'player-1',
        name: 'Zed',
        skillLevel: 9,
        reason: 'Can never play: even with the four lowest teammates the five sum to 25, over the cap of 23.',
      },
    ]);
    expect(analysis.line.some((p) => p.ours.name === 'Zed')).toBe(false);
    expect(suggestion).toContain('**Left out:**');

    // the same five: legal under the standard rule (two of SL 6+), not when the team allows one
    const levels = [6, 6, 3, 3, 3];
    const standard = await post(t, captain, {
      homeTeam: placeholder('home', levels),
      awayTeam: placeholder('away', [3, 3, 4, 4, 5]),
    });
    expect(standard.json<LineupAnswer>().analysis.legalLineups.ours).toBe(1);
    const strict = await post(t, captain, {
      homeTeam: { ...placeholder('home', levels), seniorSkillLevel: 6, maxSeniors: 1 },
      awayTeam: placeholder('away', [3, 3, 4, 4, 5]),
    });
    expect(strict.statusCode).toBe(400);
    expect(strict.json<Json>().code).toBe('LINEUP_NO_LEGAL_LINEUP');
    const off = await post(t, captain, {
      homeTeam: { ...placeholder('home', [7, 7, 7, 1, 1], '9-ball'), seniorRule: false },
      awayTeam: placeholder('away', [3, 3, 4, 4, 5], '9-ball'),
    });
    expect(off.statusCode).toBe(200);
    expect(off.json<LineupAnswer>().analysis.legalLineups.ours).toBe(1);
    const withRule = await post(t, captain, {
      homeTeam: placeholder('home', [7, 7, 7, 1, 1], '9-ball'),
      awayTeam: placeholder('away', [3, 3, 4, 4, 5], '9-ball'),
    });
    expect(withRule.statusCode).toBe(400);
  });

  it('refuses a senior level outside the game, naming the field', async () => {
    const res = await post(t, captain, {
      homeTeam: placeholder('home', [3, 3, 4, 4, 5]),
      awayTeam: { ...placeholder('away', [3, 3, 4, 4, 5]), seniorSkillLevel: 9 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'SKILL_LEVEL_8_BALL',
      errors: [{ field: 'awayTeam.seniorSkillLevel' }],
    });
  });

  it.each([
    ['home', 'Your team needs at least 5 players', 'HOME_TEAM_TOO_SMALL'],
    ['away', 'Opponent team needs at least 5 players', 'AWAY_TEAM_TOO_SMALL'],
  ])('refuses a %s team of four with the spec’s words', async (side, message, code) => {
    const four = [3, 3, 4, 4];
    const five = [3, 3, 4, 4, 5];
    const res = await post(t, captain, {
      homeTeam: placeholder('home', side === 'home' ? four : five),
      awayTeam: placeholder('away', side === 'away' ? four : five),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
  });

  it.each([
    [
      'a skill level out of range',
      { homeTeam: placeholder('home', [2, 3, 4, 5, 9]), awayTeam: placeholder('away', [3, 3, 3, 3, 3]) },
      'LINEUP_SKILL_LEVEL_OUT_OF_RANGE',
    ],
    [
      'two games',
      {
        homeTeam: placeholder('home', [2, 3, 4, 5, 6]),
        awayTeam: placeholder('away', [3, 3, 3, 3, 3], '9-ball'),
      },
      'GAME_TYPES_DIFFER',
    ],
    [
      'no legal five (the 23 rule)',
      { homeTeam: placeholder('home', [6, 6, 6, 5, 5]), awayTeam: placeholder('away', [3, 3, 3, 3, 3]) },
      'LINEUP_NO_LEGAL_LINEUP',
    ],
    [
      '13 players',
      { homeTeam: placeholder('home', Array(13).fill(2)), awayTeam: placeholder('away', [3, 3, 3, 3, 3]) },
      'VALIDATION_FAILED',
    ],
    [
      'a bad first put-up',
      {
        homeTeam: placeholder('home', [2, 3, 4, 5, 6]),
        awayTeam: placeholder('away', [3, 3, 3, 3, 3]),
        firstPutUp: 'both',
      },
      'VALIDATION_FAILED',
    ],
  ])('refuses %s with a 400', async (_case, body, code) => {
    const res = await post(t, captain, body);
    expect(res.statusCode).toBe(400);
    expect(res.json<Json>().code).toBe(code);
  });
});

describe('Lineup Advisor: the text written by an OpenAI-compatible provider', () => {
  let t: TestApp;
  let captain: TestUser;
  let server: Server;
  const seen: Json[] = [];
  let status = 200;
  let reply = 'Lead with your strongest race.';
  beforeAll(async () => {
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      req.on('end', () => {
        seen.push(JSON.parse(raw) as Json);
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ choices: [{ message: { content: reply } }] }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ AI_BASE_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1` });
    captain = await newUser(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const body = () => ({
    homeTeam: placeholder('home', [2, 3, 4, 5, 6]),
    awayTeam: placeholder('away', [3, 3, 4, 4, 5]),
  });

  it('hands the provider the optimiser’s numbers and shows its text', async () => {
    const res = await post(t, captain, body());
    expect(res.statusCode).toBe(200);
    const answer = res.json<LineupAnswer>();
    expect(answer).toMatchObject({ suggestion: 'Lead with your strongest race.', writtenBy: 'ai' });
    expect(answer.error).toBeUndefined();
    const messages = seen.at(-1)!.messages as { role: string; content: string }[];
    expect(messages[0]!.content).toContain('Never invent a player, a number or a rule');
    const facts = messages[1]!.content;
    const first = answer.analysis.line[0]!;
    expect(facts).toContain(first.ours.name);
    expect(facts).toContain(String(first.winProbability));
  });

  it('makes the names the provider repeats plain text', async () => {
    const tricky = '[Sam](https://evil.example)';
    reply = `Put up ${tricky} first.`;
    const home = placeholder('home', [2, 3, 4, 5, 6]);
    home.players[0]!.name = tricky;
    const res = await post(t, captain, { ...body(), homeTeam: home });
    reply = 'Lead with your strongest race.';
    expect(res.statusCode).toBe(200);
    expect(res.json<LineupAnswer>().suggestion).toBe(
      'Put up \\[Sam\\]\\(https\\:\\/\\/evil\\.example\\) first.',
    );
  });

  it('falls back to the template text with an error when the provider fails', async () => {
    status = 500;
    const res = await post(t, captain, body());
    expect(res.statusCode).toBe(200);
    const answer = res.json<LineupAnswer>();
    expect(answer.writtenBy).toBe('template');
    expect(answer.error).toBe(
      'The AI writer is not available right now, so this is the computed suggestion without its commentary.',
    );
    expect(answer.suggestion).toContain('Your Team v Opponent Team');
  });
});
