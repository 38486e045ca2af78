import { bitCount, completableSets, isLegalLineup } from './legality.js';
import { LineupInputError } from './lineup-input.js';
import { jest } from '@jest/globals';
import { LineupCutShort, optimiseLineup } from './lineup-optimiser.js';
import type { GameType, LineupAnalysis, LineupTeam, PlayedMatch, Side } from './lineup.types.js';
import { pairingOdds, ratePlayer } from './match-odds.js';
import { bruteForceLineups, player, randomTeam, seededRandom, team } from './spec-helpers.js';
import { matchOutcomes } from './team-points.js';

/**
 * The rest of the night by plain minimax: no memo, no bit masks; a put-up is allowed when some legal
 * lineup (found by brute force) contains the players used so far. From the players used on each
 * side (in match order) and, in the first match, the opponent's put-up if any. The value is our
 * expected team points from there on.
 */
function bruteForceNight(
  ours: LineupTeam,
  theirs: LineupTeam,
  firstPutUp: Side,
  start: { ours: number[]; theirs: number[]; theirPutUp?: number } = { ours: [], theirs: [] },
): number {
  const g = ours.gameType;
  const a = ours.players.map((p) => ratePlayer(g, p));
  const b = theirs.players.map((p) => ratePlayer(g, p));
  const points = a.map((x) => b.map((y) => pairingOdds(g, x, y).teamPoints.ours));
  const ourLineups = bruteForceLineups(ours);
  const theirLineups = bruteForceLineups(theirs);
  const options = (lineups: number[][], size: number, used: number[]): number[] =>
    Array.from({ length: size }, (_, i) => i).filter(
      (i) => !used.includes(i) && lineups.some((l) => [...used, i].every((u) => l.includes(u))),
    );
  const value = (usedA: number[], usedB: number[], putUp?: number): number => {
    const m = usedA.length;
    if (m === 5) return 0;
    const weFirst = (m % 2 === 0) === (firstPutUp === 'us');
    const mine = options(ourLineups, a.length, usedA);
    const yours = putUp === undefined ? options(theirLineups, b.length, usedB) : [putUp];
    const v = (i: number, j: number): number => points[i]![j]! + value([...usedA, i], [...usedB, j]);
    return weFirst && putUp === undefined
      ? Math.max(...mine.map((i) => Math.min(...yours.map((j) => v(i, j)))))
      : Math.min(...yours.map((j) => Math.max(...mine.map((i) => v(i, j)))));
  };
  return value(start.ours, start.theirs, start.theirPutUp);
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

/** The chance of ending ahead on team points, by enumerating every combination of match outcomes. */
function bruteForceNightWin(result: LineupAnalysis, ours: LineupTeam, theirs: LineupTeam): number {
  const g = ours.gameType;
  const perMatch = result.line.map((p) => {
    if (p.result?.pointsExact) return [{ diff: p.teamPoints.ours - p.teamPoints.theirs, probability: 1 }];
    const a = ratePlayer(
      g,
      ours.players.find((x) => x.id === p.ours.id)!,
    );
    const b = ratePlayer(
      g,
      theirs.players.find((x) => x.id === p.theirs.id)!,
    );
    const odds = pairingOdds(g, a, b);
    let outcomes = matchOutcomes(g, a.skillLevel, b.skillLevel, odds.race, odds.unitWinProbability);
    if (p.result) {
      outcomes = outcomes.filter((o) => o.winner === p.result!.winner);
      const total = outcomes.reduce((sum, o) => sum + o.probability, 0);
      outcomes = outcomes.map((o) => ({ ...o, probability: o.probability / total }));
    }
    // outcomes with the same team points merge (9-ball: ~50 scores, at most 18 point splits)
    const byDiff = new Map<number, number>();
    for (const o of outcomes) {
      const diff = o.points.ours - o.points.theirs;
      byDiff.set(diff, (byDiff.get(diff) ?? 0) + o.probability);
    }
    return [...byDiff].map(([diff, probability]) => ({ diff, probability }));
  });
  let win = 0;
  const walk = (m: number, diff: number, mass: number): void => {
    if (m === perMatch.length) {
      if (diff > 0) win += mass;
      return;
    }
    for (const o of perMatch[m]!) walk(m + 1, diff + o.diff, mass * o.probability);
  };
  walk(0, 0, 1);
  return win;
}

/** The line is legal and realises the value; the decision's best is its next pairing. */
function expectConsistent(result: LineupAnalysis, ours: LineupTeam, theirs: LineupTeam): void {
  const { line, night } = result;
  expect(line).toHaveLength(5);
  const mine = line.map((p) => ours.players.find((x) => x.id === p.ours.id)!);
  const yours = line.map((p) => theirs.players.find((x) => x.id === p.theirs.id)!);
  expect(isLegalLineup(ours, mine)).toBe(true);
  expect(isLegalLineup(theirs, yours)).toBe(true);
  line.forEach((p, m) => {
    expect(p.match).toBe(m + 1);
    expect(p.putsUpFirst).toBe(
      m % 2 === 0 ? result.firstPutUp : result.firstPutUp === 'us' ? 'opponent' : 'us',
    );
  });
  const total = line.reduce((s, p) => s + p.teamPoints.ours, 0);
  expect(total).toBeCloseTo(result.expectedTeamPoints.ours, 10);
  expect(night.teamPoints.ours).toBeCloseTo(
    night.played.reduce((s, p) => s + p.teamPoints.ours, 0),
    12,
  );
  expect(result.nightWinProbability).toBeCloseTo(bruteForceNightWin(result, ours, theirs), 8);
  const decision = result.decision;
  if (!decision) return;
  const next = line[night.played.length]!;
  const values = decision.options.map((o) => o.expectedTeamPoints);
  // best first (near-ties keep roster order)
  values.slice(1).forEach((value, k) => expect(value).toBeLessThanOrEqual(values[k]! + 1e-9));
  if (decision.kind === 'their-put-up') {
    // their best put-up is the one that leaves us least
    expect(Math.min(...values)).toBeCloseTo(result.expectedTeamPoints.ours, 10);
    expect(decision.best).toBeNull();
  } else {
    expect(decision.best!.ours).toEqual(next.ours);
    expect(decision.best!.expectedTeamPoints).toBeCloseTo(result.expectedTeamPoints.ours, 10);
    if (decision.runnerUp) expect(decision.margin).toBeCloseTo(values[0]! - values[1]!, 12);
  }
}

/** The night as the captain records it along a line: each match's result drawn from its odds. */
function playAlong(result: LineupAnalysis, random: () => number): PlayedMatch {
  const next = result.line[result.night.played.length]!;
  const winner: Side = random() < next.winProbability ? 'us' : 'opponent';
  if (random() < 0.3) return { ours: next.ours.id, theirs: next.theirs.id, winner };
  const loserScore = Math.floor(random() * (winner === 'us' ? next.race.theirs : next.race.ours));
  const [ourScore, theirScore] =
    winner === 'us' ? [next.race.ours, loserScore] : [loserScore, next.race.theirs];
  return { ours: next.ours.id, theirs: next.theirs.id, winner, ourScore, theirScore };
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

  it.each(cases)('case $n: same value as plain minimax at the start', ({ ours, theirs, firstPutUp }) => {
    const result = optimiseLineup(ours, theirs, { firstPutUp });
    expect(result.expectedTeamPoints.ours).toBeCloseTo(bruteForceNight(ours, theirs, firstPutUp), 10);
    expectConsistent(result, ours, theirs);
    expect(result.statesVisited).toBe(reachableStates(ours, theirs));
    expect(result.legalLineups).toEqual({
      ours: bruteForceLineups(ours).length,
      theirs: bruteForceLineups(theirs).length,
    });
  });

  it.each(cases)(
    'case $n: re-plans after each match as plain minimax does from there',
    ({ n, ours, theirs, firstPutUp }) => {
      const random = seededRandom(1000 + n);
      const played: PlayedMatch[] = [];
      for (let m = 0; m < 5; m++) {
        const result = optimiseLineup(ours, theirs, { firstPutUp, played: [...played] });
        const used = {
          ours: played.map((p) => ours.players.findIndex((x) => x.id === p.ours)),
          theirs: played.map((p) => theirs.players.findIndex((x) => x.id === p.theirs)),
        };
        const banked = result.night.teamPoints.ours;
        // (the start is the test above)
        if (m > 0)
          expect(result.expectedTeamPoints.ours - banked).toBeCloseTo(
            bruteForceNight(ours, theirs, firstPutUp, used),
            10,
          );
        expectConsistent(result, ours, theirs);
        expect(result.night.nextMatch).toBe(m + 1);
        expect(result.night.slotsLeft).toBe(5 - m);
        const capUsed = used.ours.reduce((s, i) => s + ours.players[i]!.skillLevel, 0);
        expect(result.night.capLeft.ours).toBe(ours.maxHandicapSum - capUsed);
        // their turn: answer their put-up as plain minimax does
        if (result.decision!.kind === 'their-put-up') {
          const option = result.decision!.options.at(-1)!;
          const j = theirs.players.findIndex((x) => x.id === option.theirs.id);
          const reply = optimiseLineup(ours, theirs, {
            firstPutUp,
            played: [...played],
            theirPutUp: option.theirs.id,
          });
          expect(reply.decision!.kind).toBe('our-reply');
          expect(reply.decision!.best!.expectedTeamPoints - banked).toBeCloseTo(
            bruteForceNight(ours, theirs, firstPutUp, { ...used, theirPutUp: j }),
            10,
          );
          expect(reply.decision!.best!.ours).toEqual(option.ours);
          expectConsistent(reply, ours, theirs);
        }
        played.push(playAlong(result, random));
      }
      const over = optimiseLineup(ours, theirs, { firstPutUp, played });
      expect(over.decision).toBeNull();
      expect(over.night.nextMatch).toBeNull();
      expect(over.line.every((p) => p.result !== null)).toBe(true);
      expect(over.night.matchesWon.ours).toBe(played.filter((p) => p.winner === 'us').length);
      expect(over.expectedMatchesWon).toBe(over.night.matchesWon.ours);
    },
  );
});

describe('the answer', () => {
  const random = seededRandom(5);
  const ours = randomTeam(random, '8-ball', 8, 'o');
  const theirs = randomTeam(random, '8-ball', 7, 't');

  it('opponent first: our best answer to every legal put-up', () => {
    const result = optimiseLineup(ours, theirs);
    expect(result.firstPutUp).toBe('opponent');
    expect(result.objective).toBe('expected-team-points');
    expect(result.decision!.kind).toBe('their-put-up');
    const legalFirst = completableSets(
      theirs,
      theirs.players.map((p) => p.skillLevel),
    );
    const expected = theirs.players.filter((_, i) => legalFirst[1 << i] === 1).map((p) => p.id);
    expect(result.decision!.options.map((r) => r.theirs.id).sort()).toEqual(expected.sort());
    expectConsistent(result, ours, theirs);
  });

  it('us first: the best put-up, the runner-up and the margin between them', () => {
    const result = optimiseLineup(ours, theirs, { firstPutUp: 'us' });
    const decision = result.decision!;
    expect(decision.kind).toBe('our-put-up');
    expect(decision.options.length).toBeGreaterThan(1);
    expect(decision.runnerUp).toEqual(decision.options[1]);
    expect(decision.margin).toBeGreaterThanOrEqual(0);
    expect(decision.sensitivityChecked).toBe(true);
    expect(decision.tooCloseToCall).toBe(
      decision.margin! <= decision.uncertainty || decision.sensitivity.length > 0,
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
    const five = result.line.map((p) => p.ours.skillLevel);
    expect(five.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(17);
    const seniors = optimiseLineup({ ...strong, maxHandicapSum: 40 }, theirs).line.filter(
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
