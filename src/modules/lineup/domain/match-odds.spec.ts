import { NINE_BALL_POINTS, raceFor } from './apa-races.js';
import type { GameType } from './lineup.types.js';
import {
  RECORD_RATE_BOUNDS,
  SKILL_LEVEL_RATINGS,
  pairingOdds,
  probabilityOfAtLeast,
  raceWinProbability,
  ratePlayer,
  ratingGapForUnitProbability,
  recordRatingShift,
  shrunkWinRate,
  skillLevelRating,
  unitWinProbability,
} from './match-odds.js';
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

describe('skill level ratings', () => {
  it('8-ball: 50 points a level, SL 5 = 500', () => {
    for (const sl of LEVELS['8-ball']) expect(skillLevelRating('8-ball', sl)).toBe(500 + 50 * (sl - 5));
  });

  it('9-ball: 500 + 110·log2(points / 38), rounded', () => {
    for (const sl of LEVELS['9-ball'])
      expect(skillLevelRating('9-ball', sl)).toBe(
        Math.round(500 + 110 * Math.log2(NINE_BALL_POINTS[sl]! / 38)),
      );
  });

  it('rises with the skill level and rejects unknown levels', () => {
    for (const g of GAMES) {
      const ratings = LEVELS[g].map((sl) => SKILL_LEVEL_RATINGS[g][sl]!);
      expect([...ratings].sort((a, b) => a - b)).toEqual(ratings);
    }
    expect(() => skillLevelRating('8-ball', 1)).toThrow(RangeError);
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

  it('rates a player as their skill level plus the shift', () => {
    const rated = ratePlayer('8-ball', player('ann', 6, 12, 4));
    expect(rated.rating).toBeCloseTo(587.07, 2);
    expect(rated.ratingShift).toBeCloseTo(37.07, 2);
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

  it('is monotone in the rating gap for every pairing of skill levels', () => {
    for (const g of GAMES)
      for (const a of LEVELS[g])
        for (const b of LEVELS[g]) {
          let previous = -1;
          for (const shift of [-120, -60, -20, 0, 20, 60, 120]) {
            const ours = { skillLevel: a, rating: skillLevelRating(g, a) + shift };
            const theirs = { skillLevel: b, rating: skillLevelRating(g, b) };
            const p = pairingOdds(g, ours, theirs).winProbability;
            expect(p).toBeGreaterThan(previous);
            previous = p;
          }
        }
  });

  it('9-ball: with even records, a higher skill level always has the better chance', () => {
    for (const b of LEVELS['9-ball'])
      for (let a = 1; a < 9; a++)
        expect(evenOdds('9-ball', a + 1, b)).toBeGreaterThan(evenOdds('9-ball', a, b));
  });

  it('8-ball: the numbers the model comment quotes (a modest edge, the chart’s generous cells)', () => {
    expect(evenOdds('8-ball', 7, 2)).toBeCloseTo(0.656, 3);
    expect(evenOdds('8-ball', 6, 5)).toBeCloseTo(0.561, 3);
    expect(evenOdds('8-ball', 4, 7)).toBeCloseTo(0.492, 3);
    // SL 4 v SL 7 races 2–5, kinder than SL 5 v SL 7 at 3–5: the chart is not monotone, the model shows it.
    expect(evenOdds('8-ball', 4, 7)).toBeGreaterThan(evenOdds('8-ball', 5, 7));
    expect(evenOdds('9-ball', 9, 1)).toBeCloseTo(0.687, 3);
  });
});

describe('probability of at least k wins (Poisson binomial)', () => {
  it('agrees with enumerating every outcome', () => {
    const random = seededRandom(11);
    for (let n = 0; n < 50; n++) {
      const ps = Array.from({ length: 5 }, () => random());
      for (let k = 0; k <= 5; k++) {
        let total = 0;
        for (let outcome = 0; outcome < 32; outcome++) {
          let mass = 1;
          let wins = 0;
          ps.forEach((p, i) => {
            const won = (outcome >> i) & 1;
            wins += won;
            mass *= won ? p : 1 - p;
          });
          if (wins >= k) total += mass;
        }
        expect(probabilityOfAtLeast(ps, k)).toBeCloseTo(total, 12);
      }
    }
  });

  it('five coin flips: at least 3 is one half', () => {
    expect(probabilityOfAtLeast([0.5, 0.5, 0.5, 0.5, 0.5], 3)).toBe(0.5);
  });
});
