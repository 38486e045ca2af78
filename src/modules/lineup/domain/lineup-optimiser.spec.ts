import { bitCount, completableSets, isLegalLineup } from './legality.js';
import { LineupInputError } from './lineup-input.js';
import { jest } from '@jest/globals';
import { LineupCutShort, optimiseLineup } from './lineup-optimiser.js';
import type { GameType, LineupAnalysis, LineupTeam, Side } from './lineup.types.js';
import { pairingOdds, probabilityOfAtLeast, ratePlayer } from './match-odds.js';
import { bruteForceLineups, player, randomRoster, seededRandom, team } from './spec-helpers.js';

/**
 * The night by plain minimax: no memo, no bit masks; a put-up is allowed when some legal lineup
 * (found by brute force) contains the players used so far.
 */
function bruteForceNight(ours: LineupTeam, theirs: LineupTeam, firstPutUp: Side): number {
  const g = ours.gameType;
  const a = ours.players.map((p) => ratePlayer(g, p));
  const b = theirs.players.map((p) => ratePlayer(g, p));
  const win = a.map((x) => b.map((y) => pairingOdds(g, x, y).winProbability));
  const ourLineups = bruteForceLineups(ours);
  const theirLineups = bruteForceLineups(theirs);
  const options = (lineups: number[][], size: number, used: number[]): number[] =>
    Array.from({ length: size }, (_, i) => i).filter(
      (i) => !used.includes(i) && lineups.some((l) => [...used, i].every((u) => l.includes(u))),
    );
  const value = (usedA: number[], usedB: number[]): number => {
    const m = usedA.length;
    if (m === 5) return 0;
    const weFirst = (m % 2 === 0) === (firstPutUp === 'us');
    const mine = options(ourLineups, a.length, usedA);
    const yours = options(theirLineups, b.length, usedB);
    const v = (i: number, j: number): number => win[i]![j]! + value([...usedA, i], [...usedB, j]);
    return weFirst
      ? Math.max(...mine.map((i) => Math.min(...yours.map((j) => v(i, j)))))
      : Math.min(...yours.map((j) => Math.max(...mine.map((i) => v(i, j)))));
  };
  return value([], []);
}

function randomTeam(random: () => number, gameType: GameType, size: number, prefix: string): LineupTeam {
  for (;;) {
    const t = team(prefix, gameType, randomRoster(random, gameType, size, prefix));
    if (bruteForceLineups(t).length > 0) return t;
  }
}

/** Σ over m = 0..4 of (our legal put-ups of m players) × (theirs): every state the search can reach. */
function reachableStates(ours: LineupTeam, theirs: LineupTeam): number {
  const bySize = (t: LineupTeam): number[] => {
    const counts = [0, 0, 0, 0, 0, 0];
    completableSets(
      t,
      t.players.map((p) => p.skillLevel),
    ).forEach((legal, mask) => {
      if (legal === 1) counts[bitCount(mask)]!++;
    });
    return counts;
  };
  const a = bySize(ours);
  const b = bySize(theirs);
  return [0, 1, 2, 3, 4].reduce((sum, m) => sum + a[m]! * b[m]!, 0);
}

function expectConsistent(result: LineupAnalysis, ours: LineupTeam, theirs: LineupTeam): void {
  const { recommended } = result;
  expect(recommended).toHaveLength(5);
  const mine = recommended.map((p) => ours.players.find((x) => x.id === p.ours.id)!);
  const yours = recommended.map((p) => theirs.players.find((x) => x.id === p.theirs.id)!);
  expect(isLegalLineup(ours, mine)).toBe(true);
  expect(isLegalLineup(theirs, yours)).toBe(true);
  recommended.forEach((p, m) =>
    expect(p.putsUpFirst).toBe(
      m % 2 === 0 ? result.firstPutUp : result.firstPutUp === 'us' ? 'opponent' : 'us',
    ),
  );
  const sum = recommended.reduce((s, p) => s + p.winProbability, 0);
  expect(sum).toBeCloseTo(result.expectedMatchesWon, 10); // the principal variation realises the value
  expect(result.nightWinProbability).toBeCloseTo(
    probabilityOfAtLeast(
      recommended.map((p) => p.winProbability),
      3,
    ),
    12,
  );
  const worstReply = Math.min(...result.opening.replies.map((r) => r.expectedMatchesWon));
  if (result.firstPutUp === 'opponent') expect(worstReply).toBeCloseTo(result.expectedMatchesWon, 10);
  else {
    expect(result.opening.best?.ourPutUp).toEqual(recommended[0]!.ours);
    expect(result.opening.best?.expectedMatchesWon).toBeCloseTo(result.expectedMatchesWon, 10);
    expect(worstReply).toBeCloseTo(result.expectedMatchesWon, 10);
  }
}

describe('the minimax against brute force (small rosters, seeded)', () => {
  const random = seededRandom(99);
  // 6 v 6 mostly (the cap and the senior rule then rule out some put-ups), some 5 v 6 and 6 v 5.
  const sizes = [
    [6, 6],
    [6, 6],
    [6, 6],
    [6, 6],
    [6, 6],
    [6, 6],
    [5, 6],
    [6, 5],
    [5, 6],
    [6, 5],
  ];
  const cases = sizes.map(([ourSize, theirSize], n) => {
    const gameType: GameType = n % 2 === 0 ? '8-ball' : '9-ball';
    const ours = randomTeam(random, gameType, ourSize!, 'o');
    const theirs = randomTeam(random, gameType, theirSize!, 't');
    const firstPutUp: Side = n % 4 < 2 ? 'opponent' : 'us';
    return { n, ours, theirs, firstPutUp };
  });

  it('the cases include rosters where some fives are illegal', () => {
    const restricted = cases.filter(
      ({ ours, theirs }) => bruteForceLineups(ours).length < 6 && bruteForceLineups(theirs).length < 6,
    );
    expect(restricted.length).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)('case $n: same value as plain minimax', ({ ours, theirs, firstPutUp }) => {
    const result = optimiseLineup(ours, theirs, { firstPutUp });
    expect(result.expectedMatchesWon).toBeCloseTo(bruteForceNight(ours, theirs, firstPutUp), 10);
    expectConsistent(result, ours, theirs);
    expect(result.statesVisited).toBe(reachableStates(ours, theirs));
    expect(result.legalLineups).toEqual({
      ours: bruteForceLineups(ours).length,
      theirs: bruteForceLineups(theirs).length,
    });
  });
});

describe('the answer', () => {
  const random = seededRandom(5);
  const ours = randomTeam(random, '8-ball', 8, 'o');
  const theirs = randomTeam(random, '8-ball', 7, 't');

  it('opponent first: a reply to every legal put-up, no opening put-up', () => {
    const result = optimiseLineup(ours, theirs);
    expect(result.firstPutUp).toBe('opponent');
    expect(result.opening.best).toBeNull();
    expect(result.opening.options).toEqual([]);
    expect(result.opening.repliesMatch).toBe(1);
    const legalFirst = completableSets(
      theirs,
      theirs.players.map((p) => p.skillLevel),
    );
    const expected = theirs.players.filter((_, i) => legalFirst[1 << i] === 1).map((p) => p.id);
    expect(result.opening.replies.map((r) => r.theirPutUp.id).sort()).toEqual(expected.sort());
    expectConsistent(result, ours, theirs);
  });

  it('us first: the best opening put-up, then the replies in match 2', () => {
    const result = optimiseLineup(ours, theirs, { firstPutUp: 'us' });
    expect(result.opening.best).not.toBeNull();
    expect(result.opening.options.length).toBeGreaterThan(1);
    expect(result.opening.repliesMatch).toBe(2);
    expect(result.opening.replies.map((r) => r.theirPutUp.id)).not.toContain(
      result.recommended[0]!.theirs.id,
    );
    expectConsistent(result, ours, theirs);
  });

  it('is deterministic and JSON-serialisable', () => {
    const result = optimiseLineup(ours, theirs);
    expect(optimiseLineup(ours, theirs)).toEqual(result);
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    expect(result.reasons.length).toBeGreaterThan(3);
  });

  it('respects each team’s own cap and the senior rule', () => {
    const levels = [7, 7, 6, 6, 5, 4, 3, 2, 2, 2];
    const strong = team(
      'Strong',
      '8-ball',
      levels.map((sl, i) => player(`s${i}`, sl, 10, 2)),
      17,
    );
    const result = optimiseLineup(strong, theirs);
    const five = result.recommended.map((p) => p.ours.skillLevel);
    expect(five.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(17);
    const seniors = optimiseLineup({ ...strong, maxHandicapSum: 40 }, theirs).recommended.filter(
      (p) => p.ours.skillLevel >= 6,
    );
    expect(seniors.length).toBeLessThanOrEqual(2);
  });
});

describe('input errors', () => {
  const five = (prefix: string, sl = 3) => Array.from({ length: 5 }, (_, i) => player(`${prefix}${i}`, sl));
  const ours = team('Us', '8-ball', five('o'));
  const theirs = team('Them', '8-ball', five('t'));

  const expectError = (run: () => unknown, code: string, message?: string): void => {
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(LineupInputError);
      expect((error as LineupInputError).code).toBe(code);
      if (message) expect((error as LineupInputError).message).toBe(message);
      return;
    }
    throw new Error(`expected ${code}`);
  };

  it('needs at least 5 players a side, in the spec’s words', () => {
    expectError(
      () => optimiseLineup({ ...ours, players: five('o').slice(0, 4) }, theirs),
      'TOO_FEW_PLAYERS',
      'Your team needs at least 5 players',
    );
    expectError(
      () => optimiseLineup(ours, { ...theirs, players: [] }),
      'TOO_FEW_PLAYERS',
      'Opponent team needs at least 5 players',
    );
  });

  it('rejects more than 12 players, mixed games, bad levels and records, duplicates, no legal lineup', () => {
    const thirteen = Array.from({ length: 13 }, (_, i) => player(`x${i}`, 2));
    expectError(() => optimiseLineup({ ...ours, players: thirteen }, theirs), 'TOO_MANY_PLAYERS');
    expectError(() => optimiseLineup(ours, { ...theirs, gameType: '9-ball' }), 'GAME_TYPE_MISMATCH');
    expectError(
      () => optimiseLineup({ ...ours, players: [...five('o'), player('z', 8)] }, theirs),
      'SKILL_LEVEL_OUT_OF_RANGE',
    );
    expectError(
      () => optimiseLineup({ ...ours, players: [...five('o'), { ...player('z', 3), wins: -1 }] }, theirs),
      'INVALID_RECORD',
    );
    expectError(
      () => optimiseLineup({ ...ours, players: [...five('o'), player('o1', 3)] }, theirs),
      'DUPLICATE_PLAYER',
    );
    expectError(() => optimiseLineup({ ...ours, maxHandicapSum: 0 }, theirs), 'INVALID_HANDICAP_CAP');
    expectError(() => optimiseLineup(ours, { ...theirs, players: five('t', 5) }), 'NO_LEGAL_LINEUP'); // 25 > 23
  });
});

describe('worked example (the numbers of the comment in lineup-optimiser.ts)', () => {
  const ours = team('Cue Tips', '8-ball', [
    player('Ann', 6, 12, 4),
    player('Ben', 5, 6, 6),
    player('Cat', 4, 9, 3),
    player('Dan', 3, 2, 6),
    player('Eve', 3, 5, 5),
    player('Fay', 2, 0, 0),
    player('Gil', 7, 4, 4),
  ]);
  const theirs = team('Rack Pack', '8-ball', [
    player('Hal', 7, 10, 6),
    player('Ivy', 6, 5, 5),
    player('Jon', 5, 8, 8),
    player('Kim', 4, 3, 7),
    player('Lou', 4, 6, 6),
    player('Max', 3, 4, 4),
    player('Ned', 2, 1, 1),
  ]);

  it('opponent first', () => {
    const result = optimiseLineup(ours, theirs);
    const rating = (name: string): number =>
      [...result.players.ours, ...result.players.theirs].find((p) => p.name === name)!.rating;
    expect(rating('Ann')).toBeCloseTo(587.1, 1);
    expect(rating('Cat')).toBeCloseTo(492.9, 1);
    expect(rating('Dan')).toBeCloseTo(356.6, 1);
    expect(rating('Hal')).toBeCloseTo(618.2, 1);
    expect(rating('Kim')).toBeCloseTo(418.9, 1);
    expect(result.legalLineups).toEqual({ ours: 17, theirs: 15 });
    expect(result.statesVisited).toBe(2838);
    expect(
      result.recommended.map((p) => [p.ours.name, p.theirs.name, `${p.race.ours}–${p.race.theirs}`]),
    ).toEqual([
      ['Eve', 'Jon', '2–4'],
      ['Ann', 'Max', '5–2'],
      ['Cat', 'Ivy', '3–5'],
      ['Fay', 'Ned', '2–2'],
      ['Gil', 'Hal', '5–5'],
    ]);
    expect(result.recommended.map((p) => Number((p.winProbability * 100).toFixed(1)))).toEqual([
      53.9, 61.9, 58.5, 50, 42.3,
    ]);
    expect(result.expectedMatchesWon).toBeCloseTo(2.67, 2);
    expect(result.nightWinProbability).toBeCloseTo(0.563, 3);
    const replies = result.opening.replies;
    expect([replies[0]!.theirPutUp.name, replies[0]!.ourReply.name]).toEqual(['Kim', 'Fay']);
    expect(replies[0]!.expectedMatchesWon).toBeCloseTo(2.76, 2);
    expect([replies.at(-1)!.theirPutUp.name, replies.at(-1)!.ourReply.name]).toEqual(['Jon', 'Eve']);
  });

  it('us first', () => {
    const result = optimiseLineup(ours, theirs, { firstPutUp: 'us' });
    expect(result.opening.best!.ourPutUp.name).toBe('Eve');
    expect(result.opening.best!.expectedMatchesWon).toBeCloseTo(2.7, 2);
    expect(result.opening.options[1]!.ourPutUp.name).toBe('Ann');
    expect(result.opening.options[1]!.expectedMatchesWon).toBeCloseTo(2.69, 2);
  });
});

describe('12-player rosters: the work is bounded by the legal partial sets', () => {
  const random = seededRandom(12);
  const ours = randomTeam(random, '8-ball', 12, 'o');
  const theirs = randomTeam(random, '8-ball', 12, 't');
  // Every player SL 2–3: every five is legal, the largest search there is.
  const cheap = (prefix: string): LineupTeam =>
    team(
      prefix,
      '8-ball',
      Array.from({ length: 12 }, (_, i) => player(`${prefix}${i}`, 2 + (i % 2), i, 12 - i)),
    );

  it('visits each reachable state once, at most Σ C(12, m)² = 297,926', () => {
    const result = optimiseLineup(ours, theirs);
    expect(result.statesVisited).toBe(reachableStates(ours, theirs));
    expect(result.statesVisited).toBeLessThanOrEqual(297_926);
    expectConsistent(result, ours, theirs);
  });

  it('completes the worst case (every five legal on both sides) in exactly 297,926 states', () => {
    const result = optimiseLineup(cheap('o'), cheap('t'), { firstPutUp: 'us' });
    expect(result.statesVisited).toBe(297_926);
    expect(result.legalLineups).toEqual({ ours: 792, theirs: 792 });
    expectConsistent(result, cheap('o'), cheap('t'));
  });
});

// Timing is logged, never asserted: a timed test fails on a busy machine, not on a defect.
describe('the deadline', () => {
  const random = seededRandom(7);
  const ours = randomTeam(random, '8-ball', 8, 'o');
  const theirs = randomTeam(random, '8-ball', 8, 't');
  afterEach(() => jest.restoreAllMocks());

  it('a deadline already passed stops the search before its first state', () => {
    expect(() => optimiseLineup(ours, theirs, { deadline: Date.now() - 1 })).toThrow(LineupCutShort);
    try {
      optimiseLineup(ours, theirs, { deadline: Date.now() - 1 });
    } catch (error) {
      expect((error as LineupCutShort).statesVisited).toBe(0);
    }
  });

  it('a deadline not reached changes nothing in the answer', () => {
    const hourAway = Date.now() + 3_600_000;
    expect(optimiseLineup(ours, theirs, { deadline: hourAway })).toEqual(optimiseLineup(ours, theirs));
  });

  it('looks at the clock during the search, every 1,024 states valued', () => {
    // the clock stands still for its first ten readings, then jumps past the deadline
    let readings = 0;
    jest.spyOn(Date, 'now').mockImplementation(() => (++readings <= 10 ? 0 : 2));
    const cheap = (prefix: string): LineupTeam =>
      team(
        prefix,
        '8-ball',
        Array.from({ length: 12 }, (_, i) => player(`${prefix}${i}`, 2 + (i % 2))),
      );
    let stopped: unknown;
    try {
      optimiseLineup(cheap('o'), cheap('t'), { deadline: 1 });
    } catch (error) {
      stopped = error;
    }
    expect(stopped).toBeInstanceOf(LineupCutShort);
    const { statesVisited } = stopped as LineupCutShort;
    expect(statesVisited).toBeGreaterThan(0);
    expect(statesVisited).toBeLessThan(297_926);
    expect(statesVisited % 1024).toBe(0);
  });
});

describe('speed (logs only)', () => {
  it('logs the time of 12 v 12 nights', () => {
    const random = seededRandom(34);
    for (const gameType of ['8-ball', '9-ball'] as const) {
      const ours = randomTeam(random, gameType, 12, 'o');
      const theirs = randomTeam(random, gameType, 12, 't');
      const started = performance.now();
      const result = optimiseLineup(ours, theirs);
      console.log(
        `${gameType} 12 v 12: ${(performance.now() - started).toFixed(0)} ms, ${result.statesVisited} states`,
      );
    }
    const all = (prefix: string): LineupTeam =>
      team(
        prefix,
        '8-ball',
        Array.from({ length: 12 }, (_, i) => player(`${prefix}${i}`, 2 + (i % 2))),
      );
    const started = performance.now();
    const result = optimiseLineup(all('o'), all('t'));
    console.log(
      `worst case 12 v 12: ${(performance.now() - started).toFixed(0)} ms, ${result.statesVisited} states`,
    );
  });
});
