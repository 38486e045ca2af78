import { raceFor } from './apa-races.js';
import type { GameType } from './lineup.types.js';
import {
  ALTERNATE_MODELS,
  DEFAULT_MODEL,
  RECORD_RATE_BOUNDS,
  baseGap,
  pairingOdds,
  raceWinProbability,
  ratePlayer,
  ratingGapForUnitProbability,
  recordRatingShift,
  shrunkWinRate,
  unitWinProbability,
} from './match-odds.js';
import { expectedEightBallTeamPoints, expectedNineBallTeamPoints } from './team-points.js';
import { player, seededRandom } from './spec-helpers.js';

const LEVELS: Record<GameType, number[]> = {
  '8-ball': [2, 3, 4, 5, 6, 7],
  '9-ball': [1, 2, 3, 4, 5, 6, 7, 8, 9],
};
const GAMES: GameType[] = ['8-ball', '9-ball'];

/** Every race the tables can produce. */
function allRaces(): { ours: number; theirs: number }[] {
  return GAMES.flatMap((g) => LEVELS[g].flatMap((a) => LEVELS[g].map((b) => raceFor(g, a, b))));
}

/** P(win) by the recursion P(a, b) = p P(a−1, b) + q P(a, b−1): an independent check of the sum. */
function recursiveRace(a: number, b: number, p: number): number {
  const table: number[][] = Array.from({ length: a + 1 }, () => new Array<number>(b + 1).fill(0));
  for (let i = 0; i <= a; i++)
    for (let j = 0; j <= b; j++) {
      if (i === 0 && j > 0) table[i]![j] = 1;
      else if (i > 0 && j > 0) table[i]![j] = p * table[i - 1]![j]! + (1 - p) * table[i]![j - 1]!;
    }
  return table[a]![b]!;
}

/** Our win probability for two players with these skill levels and even records. */
function evenOdds(gameType: GameType, ours: number, theirs: number): number {
  return pairingOdds(
    gameType,
    ratePlayer(gameType, player('a', ours)),
    ratePlayer(gameType, player('b', theirs)),
  ).winProbability;
}

describe('unit (game or point) odds: 2:1 per 100 rating points', () => {
  it('p = 2^(d/100) / (1 + 2^(d/100))', () => {
    expect(unitWinProbability(0)).toBe(0.5);
    expect(unitWinProbability(100)).toBeCloseTo(2 / 3, 15);
    expect(unitWinProbability(-100)).toBeCloseTo(1 / 3, 15);
    expect(unitWinProbability(200)).toBeCloseTo(0.8, 15);
    for (const d of [-350, -57, 12, 187]) {
      const x = 2 ** (d / 100);
      expect(unitWinProbability(d)).toBeCloseTo(x / (1 + x), 15);
      expect(unitWinProbability(d) + unitWinProbability(-d)).toBeCloseTo(1, 15);
      expect(ratingGapForUnitProbability(unitWinProbability(d))).toBeCloseTo(d, 9);
    }
  });
});

describe('race win probability (negative binomial sum)', () => {
  const grid = [0, 0.01, 0.2, 0.37, 0.5, 0.55, 0.8, 0.99, 1];

  it('matches hand values', () => {
    expect(raceWinProbability(1, 1, 0.3)).toBeCloseTo(0.3, 15);
    expect(raceWinProbability(2, 2, 0.6)).toBeCloseTo(0.36 * (3 - 1.2), 15);
    expect(raceWinProbability(5, 2, 0.7)).toBeCloseTo(0.7 ** 5 * (1 + 5 * 0.3), 15);
    expect(raceWinProbability(3, 1, 0.5)).toBeCloseTo(0.125, 15);
  });

  it('agrees with the race recursion for every race of the tables', () => {
    for (const { ours, theirs } of allRaces())
      for (const p of grid)
        expect(raceWinProbability(ours, theirs, p)).toBeCloseTo(recursiveRace(ours, theirs, p), 12);
  });

  it('is in [0, 1], and the two players’ chances sum to 1', () => {
    for (const { ours, theirs } of allRaces())
      for (const p of grid) {
        const a = raceWinProbability(ours, theirs, p);
        const b = raceWinProbability(theirs, ours, 1 - p);
        expect(a).toBeGreaterThanOrEqual(0);
        expect(a).toBeLessThanOrEqual(1);
        expect(a + b).toBeCloseTo(1, 12);
      }
  });

  it('is exactly 50% for equal races at even odds', () => {
    for (const n of [1, 2, 5, 14, 38, 75]) expect(raceWinProbability(n, n, 0.5)).toBe(0.5);
  });

  it('grows with the unit probability and shrinks with the length of our race', () => {
    for (const { ours, theirs } of allRaces()) {
      for (let i = 1; i < grid.length; i++)
        expect(raceWinProbability(ours, theirs, grid[i]!)).toBeGreaterThanOrEqual(
          raceWinProbability(ours, theirs, grid[i - 1]!) - 1e-15, // rounding near 1
        );
      expect(raceWinProbability(ours + 1, theirs, 0.5)).toBeLessThan(raceWinProbability(ours, theirs, 0.5));
    }
  });

  it('rejects races that are not whole numbers ≥ 1 and probabilities outside [0, 1]', () => {
    expect(() => raceWinProbability(0, 3, 0.5)).toThrow(RangeError);
    expect(() => raceWinProbability(2.5, 3, 0.5)).toThrow(RangeError);
    expect(() => raceWinProbability(2, 3, 1.2)).toThrow(RangeError);
    expect(() => raceWinProbability(2, 3, Number.NaN)).toThrow(RangeError);
  });
});

describe('the fair gap: the race chart makes a match between players at their skill levels even', () => {
  it('every pairing of skill levels is won exactly 50% at its fair gap', () => {
    for (const g of GAMES)
      for (const a of LEVELS[g])
        for (const b of LEVELS[g]) {
          const race = raceFor(g, a, b);
          const p = unitWinProbability(baseGap(g, a, b));
          expect(raceWinProbability(race.ours, race.theirs, p)).toBeCloseTo(0.5, 12);
        }
  });

  it('is antisymmetric and zero for a mirror race', () => {
    for (const g of GAMES)
      for (const a of LEVELS[g]) {
        expect(baseGap(g, a, a)).toBe(0);
        for (const b of LEVELS[g]) expect(baseGap(g, a, b)).toBeCloseTo(-baseGap(g, b, a), 9);
      }
  });

  it('with a level edge, the higher level wins 50% + the edge per level', () => {
    const race = raceFor('8-ball', 7, 2);
    const p = unitWinProbability(baseGap('8-ball', 7, 2, 0.02));
    expect(raceWinProbability(race.ours, race.theirs, p)).toBeCloseTo(0.6, 12);
    const nine = raceFor('9-ball', 3, 8);
    const q = unitWinProbability(baseGap('9-ball', 3, 8, 0.02));
    expect(raceWinProbability(nine.ours, nine.theirs, q)).toBeCloseTo(0.4, 12);
  });
});

describe('records: shrinkage towards the skill level', () => {
  it('blends the observed rate with 50% at weight n / (n + 10)', () => {
    expect(shrunkWinRate(0, 0)).toBe(0.5);
    expect(shrunkWinRate(7, 3)).toBeCloseTo(0.6, 15); // half-way between 70% and 50%
    expect(shrunkWinRate(30, 10)).toBeCloseTo(0.7, 15); // 75% at weight 0.8
    expect(shrunkWinRate(1, 0)).toBeCloseTo(6 / 11, 15);
  });

  it('is bounded to 20–80%', () => {
    expect(shrunkWinRate(1000, 0)).toBe(RECORD_RATE_BOUNDS.max);
    expect(shrunkWinRate(0, 1000)).toBe(RECORD_RATE_BOUNDS.min);
    expect(recordRatingShift('8-ball', 5, 1000, 0)).toBeCloseTo(recordRatingShift('8-ball', 5, 60, 0), 9);
  });

  it('no or an even record shifts nothing; losses mirror wins', () => {
    for (const g of GAMES)
      for (const sl of LEVELS[g]) {
        expect(recordRatingShift(g, sl, 0, 0)).toBe(0);
        expect(recordRatingShift(g, sl, 9, 9)).toBe(0);
        expect(recordRatingShift(g, sl, 3, 9)).toBeCloseTo(-recordRatingShift(g, sl, 9, 3), 9);
      }
  });

  it('the shift makes the player win the shrunk rate of their mirror races', () => {
    for (const g of GAMES)
      for (const sl of LEVELS[g]) {
        const race = raceFor(g, sl, sl);
        const shift = recordRatingShift(g, sl, 12, 4);
        expect(raceWinProbability(race.ours, race.theirs, unitWinProbability(shift))).toBeCloseTo(
          shrunkWinRate(12, 4),
          9,
        );
      }
  });

  it('a longer record at the same rate moves the rating more', () => {
    const shifts = [2, 5, 10, 20, 40].map((n) => recordRatingShift('8-ball', 5, 3 * n, n));
    for (let i = 1; i < shifts.length; i++) expect(shifts[i]).toBeGreaterThan(shifts[i - 1]!);
    expect(recordRatingShift('8-ball', 5, 7, 3)).toBeCloseTo(26.7, 1);
  });

  it('rates a player by their form: the shrunk rate and its shift, under the model’s k', () => {
    const rated = ratePlayer('8-ball', player('ann', 6, 12, 4));
    expect(rated.formRate).toBeCloseTo(17 / 26, 15);
    expect(rated.ratingShift).toBeCloseTo(37.07, 2);
    const keen = ratePlayer('8-ball', player('ann', 6, 12, 4), {
      name: 'k 5',
      recordPriorMatches: 5,
      levelEdge: 0,
    });
    expect(keen.formRate).toBeCloseTo(14.5 / 21, 15);
    expect(keen.ratingShift).toBeGreaterThan(rated.ratingShift);
    expect(rated).toMatchObject({ id: 'ann', name: 'ann', skillLevel: 6, wins: 12, losses: 4 });
  });
});

describe('pairing odds', () => {
  it('every match probability is in [0, 1], and the two sides’ chances sum to 1', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 300; n++) {
      const g = GAMES[n % 2]!;
      const levels = LEVELS[g];
      const pick = (): number => levels[Math.floor(random() * levels.length)]!;
      const a = ratePlayer(g, player('a', pick(), Math.floor(random() * 40), Math.floor(random() * 40)));
      const b = ratePlayer(g, player('b', pick(), Math.floor(random() * 40), Math.floor(random() * 40)));
      const ab = pairingOdds(g, a, b).winProbability;
      const ba = pairingOdds(g, b, a).winProbability;
      expect(ab).toBeGreaterThanOrEqual(0);
      expect(ab).toBeLessThanOrEqual(1);
      expect(ab + ba).toBeCloseTo(1, 12);
    }
  });

  it('equal players (same skill level and record) are exactly 50%', () => {
    for (const g of GAMES)
      for (const sl of LEVELS[g]) {
        const a = ratePlayer(g, player('a', sl, 8, 3));
        const b = ratePlayer(g, player('b', sl, 8, 3));
        expect(pairingOdds(g, a, b).winProbability).toBe(0.5);
        expect(evenOdds(g, sl, sl)).toBe(0.5);
      }
  });

  it('is monotone in the form shift for every pairing of skill levels', () => {
    for (const g of GAMES)
      for (const a of LEVELS[g])
        for (const b of LEVELS[g]) {
          let previous = -1;
          for (const shift of [-120, -60, -20, 0, 20, 60, 120]) {
            const p = pairingOdds(
              g,
              { skillLevel: a, ratingShift: shift },
              { skillLevel: b, ratingShift: 0 },
            ).winProbability;
            expect(p).toBeGreaterThan(previous);
            previous = p;
          }
        }
  });

  it('two players who play to their skill levels are 50%, whatever the levels (the skill level counts once)', () => {
    for (const g of GAMES)
      for (const a of LEVELS[g])
        for (const b of LEVELS[g]) {
          expect(evenOdds(g, a, b)).toBeCloseTo(0.5, 12);
          // an even record of any length is playing to the skill level
          const odds = pairingOdds(
            g,
            ratePlayer(g, player('a', a, 9, 9)),
            ratePlayer(g, player('b', b, 30, 30)),
          );
          expect(odds.winProbability).toBeCloseTo(0.5, 12);
        }
  });

  it('the better form wins more often, by the same amount at any pairing of levels', () => {
    expect(
      pairingOdds('8-ball', ratePlayer('8-ball', player('a', 3, 12, 4)), ratePlayer('8-ball', player('b', 6)))
        .winProbability,
    ).toBeGreaterThan(0.55);
    expect(
      pairingOdds('9-ball', ratePlayer('9-ball', player('a', 2, 3, 12)), ratePlayer('9-ball', player('b', 8)))
        .winProbability,
    ).toBeLessThan(0.45);
  });

  it('carries the expected team points of the race at the same unit chance', () => {
    const a = ratePlayer('8-ball', player('a', 5, 9, 3));
    const b = ratePlayer('8-ball', player('b', 3, 2, 2));
    const odds = pairingOdds('8-ball', a, b);
    expect(odds.teamPoints).toEqual(expectedEightBallTeamPoints(odds.race, odds.unitWinProbability));
    const c = ratePlayer('9-ball', player('c', 4));
    const d = ratePlayer('9-ball', player('d', 7));
    const nine = pairingOdds('9-ball', c, d);
    expect(nine.teamPoints).toEqual(expectedNineBallTeamPoints(4, 7, nine.unitWinProbability));
    expect(nine.teamPoints.ours + nine.teamPoints.theirs).toBeCloseTo(20, 12);
  });

  it('the alternate models move the odds, the default model is the fair chart', () => {
    expect(DEFAULT_MODEL).toMatchObject({ recordPriorMatches: 10, levelEdge: 0 });
    expect(ALTERNATE_MODELS.map((m) => [m.recordPriorMatches, m.levelEdge])).toEqual([
      [5, 0],
      [20, 0],
      [10, 0.02],
    ]);
    const edge = ALTERNATE_MODELS[2]!;
    const odds = pairingOdds(
      '8-ball',
      ratePlayer('8-ball', player('a', 7), edge),
      ratePlayer('8-ball', player('b', 2), edge),
      edge,
    );
    expect(odds.winProbability).toBeCloseTo(0.6, 12);
  });
});
