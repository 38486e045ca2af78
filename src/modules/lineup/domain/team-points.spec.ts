import { EIGHT_BALL_RACE_CHART, NINE_BALL_POINTS } from './apa-races.js';
import { raceWinProbability } from './match-odds.js';
import {
  EIGHT_BALL_TEAM_POINTS,
  NINE_BALL_MATCH_POINTS,
  NINE_BALL_MATCH_TOTAL,
  type ScoreLine,
  eightBallTeamPoints,
  expectedEightBallTeamPoints,
  expectedNineBallTeamPoints,
  expectedTeamPoints,
  nineBallLoserPoints,
  nineBallTeamPoints,
  raceScoreDistribution,
} from './team-points.js';

/** Every distinct [our race, their race] of the 8-ball chart (36 cells). */
const CHART_RACES: [number, number, number, number][] = Object.entries(EIGHT_BALL_RACE_CHART).flatMap(
  ([sl, row]) =>
    Object.entries(row).map(([opponent, [ours, theirs]]): [number, number, number, number] => [
      Number(sl),
      Number(opponent),
      ours,
      theirs,
    ]),
);

describe('8-ball team points', () => {
  it('awards 2 for a win, 3 for a shutout and 1 to a loser on the hill', () => {
    expect(EIGHT_BALL_TEAM_POINTS).toEqual({ win: 2, shutoutWin: 3, hillLoss: 1, loss: 0 });
    // SL 5 v SL 5 races 4–4.
    expect(eightBallTeamPoints({ ourRace: 4, theirRace: 4, ourGames: 4, theirGames: 0 })).toEqual({
      ours: 3,
      theirs: 0,
    });
    expect(eightBallTeamPoints({ ourRace: 4, theirRace: 4, ourGames: 4, theirGames: 1 })).toEqual({
      ours: 2,
      theirs: 0,
    });
    expect(eightBallTeamPoints({ ourRace: 4, theirRace: 4, ourGames: 4, theirGames: 2 })).toEqual({
      ours: 2,
      theirs: 0,
    });
    expect(eightBallTeamPoints({ ourRace: 4, theirRace: 4, ourGames: 4, theirGames: 3 })).toEqual({
      ours: 2,
      theirs: 1,
    });
    expect(eightBallTeamPoints({ ourRace: 4, theirRace: 4, ourGames: 3, theirGames: 4 })).toEqual({
      ours: 1,
      theirs: 2,
    });
    expect(eightBallTeamPoints({ ourRace: 4, theirRace: 4, ourGames: 0, theirGames: 4 })).toEqual({
      ours: 0,
      theirs: 3,
    });
  });

  it('the hill is one game short of the loser’s own race, not the winner’s', () => {
    // SL 7 v SL 2 races 7–2: SL 2 on the hill with 1 game; SL 7 on the hill with 6.
    expect(eightBallTeamPoints({ ourRace: 7, theirRace: 2, ourGames: 7, theirGames: 1 })).toEqual({
      ours: 2,
      theirs: 1,
    });
    expect(eightBallTeamPoints({ ourRace: 7, theirRace: 2, ourGames: 6, theirGames: 2 })).toEqual({
      ours: 1,
      theirs: 2,
    });
    expect(eightBallTeamPoints({ ourRace: 7, theirRace: 2, ourGames: 5, theirGames: 2 })).toEqual({
      ours: 0,
      theirs: 2,
    });
    expect(eightBallTeamPoints({ ourRace: 7, theirRace: 2, ourGames: 1, theirGames: 2 })).toEqual({
      ours: 0,
      theirs: 2,
    });
  });

  it.each(CHART_RACES)(
    'SL %i v SL %i (race %i–%i): every finished score',
    (_sl, _opponent, ourRace, theirRace) => {
      let lines = 0;
      for (let theirGames = 0; theirGames < theirRace; theirGames++) {
        const expected =
          theirGames === 0
            ? { ours: 3, theirs: 0 }
            : theirGames === theirRace - 1
              ? { ours: 2, theirs: 1 }
              : { ours: 2, theirs: 0 };
        expect(eightBallTeamPoints({ ourRace, theirRace, ourGames: ourRace, theirGames })).toEqual(expected);
        lines++;
      }
      for (let ourGames = 0; ourGames < ourRace; ourGames++) {
        const expected =
          ourGames === 0
            ? { ours: 0, theirs: 3 }
            : ourGames === ourRace - 1
              ? { ours: 1, theirs: 2 }
              : { ours: 0, theirs: 2 };
        expect(eightBallTeamPoints({ ourRace, theirRace, ourGames, theirGames: theirRace })).toEqual(
          expected,
        );
        lines++;
      }
      expect(lines).toBe(ourRace + theirRace);
    },
  );

  it('is symmetric: swapping the sides swaps the points', () => {
    for (const [, , ourRace, theirRace] of CHART_RACES)
      for (let g = 0; g < theirRace; g++) {
        const a = eightBallTeamPoints({ ourRace, theirRace, ourGames: ourRace, theirGames: g });
        const b = eightBallTeamPoints({
          ourRace: theirRace,
          theirRace: ourRace,
          ourGames: g,
          theirGames: ourRace,
        });
        expect(b).toEqual({ ours: a.theirs, theirs: a.ours });
      }
  });

  it('a loser who needed one game and won none is shut out (3–0)', () => {
    expect(eightBallTeamPoints({ ourRace: 3, theirRace: 1, ourGames: 3, theirGames: 0 })).toEqual({
      ours: 3,
      theirs: 0,
    });
  });

  it.each([
    [{ ourRace: 4, theirRace: 4, ourGames: 3, theirGames: 2 }, /not finished/],
    [{ ourRace: 4, theirRace: 4, ourGames: 0, theirGames: 0 }, /not finished/],
    [{ ourRace: 4, theirRace: 4, ourGames: 4, theirGames: 4 }, /both players/],
    [{ ourRace: 4, theirRace: 4, ourGames: 5, theirGames: 1 }, /more games than their race/],
    [{ ourRace: 2, theirRace: 7, ourGames: 1, theirGames: 8 }, /more games than their race/],
    [{ ourRace: 4, theirRace: 4, ourGames: -1, theirGames: 4 }, /ourGames must be a whole number ≥ 0/],
    [{ ourRace: 4, theirRace: 4, ourGames: 4, theirGames: 1.5 }, /theirGames must be a whole number ≥ 0/],
    [{ ourRace: 0, theirRace: 4, ourGames: 0, theirGames: 4 }, /ourRace must be a whole number ≥ 1/],
    [{ ourRace: 4, theirRace: 2.5, ourGames: 4, theirGames: 0 }, /theirRace must be a whole number ≥ 1/],
    [
      { ourRace: 4, theirRace: Number.NaN, ourGames: 4, theirGames: 0 },
      /theirRace must be a whole number ≥ 1/,
    ],
  ])('rejects %o', (result, message) => {
    expect(() => eightBallTeamPoints(result)).toThrow(RangeError);
    expect(() => eightBallTeamPoints(result)).toThrow(message);
  });
});

// The 9-ball match points chart as printed: row = the loser's SL, then the loser's points for each
// split 20–0, 19–1, … 12–8.
const PRINTED_NINE_BALL_CHART = `
  1: 0-2 3 4 5-6 7 8 9-10 11 12-13
  2: 0-3 4-5 6-7 8 9-10 11-12 13-14 15-16 17-18
  3: 0-4 5-6 7-9 10-11 12-14 15-16 17-19 20-21 22-24
  4: 0-5 6-8 9-11 12-14 15-18 19-21 22-24 25-27 28-30
  5: 0-6 7-10 11-14 15-18 19-22 23-26 27-29 30-33 34-37
  6: 0-8 9-12 13-17 18-22 23-27 28-31 32-36 37-40 41-45
  7: 0-10 11-15 16-21 22-26 27-32 33-37 38-43 44-49 50-54
  8: 0-13 14-19 20-26 27-32 33-39 40-45 46-52 53-58 59-64
  9: 0-17 18-24 25-31 32-38 39-46 47-53 54-60 61-67 68-74
`;

/** [loser SL, loser points, loser's team points] for every cell of the printed chart. */
const NINE_BALL_CELLS: [number, number, number][] = PRINTED_NINE_BALL_CHART.trim()
  .split('\n')
  .flatMap((line) => {
    const [row, cells] = line.split(':');
    return cells!
      .trim()
      .split(/\s+/)
      .flatMap((cell, earned) => {
        const [from, to = from] = cell.split('-').map(Number);
        const out: [number, number, number][] = [];
        for (let points = from!; points <= to!; points++) out.push([Number(row), points, earned]);
        return out;
      });
  });

describe('9-ball team points', () => {
  it('the printed chart covers every losing score 0 … target − 1 of every skill level once', () => {
    for (let sl = 1; sl <= 9; sl++) {
      const points = NINE_BALL_CELLS.filter(([row]) => row === sl).map(([, p]) => p);
      expect(points).toEqual(Array.from({ length: NINE_BALL_POINTS[sl]! }, (_, i) => i));
    }
    expect(Object.keys(NINE_BALL_MATCH_POINTS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(NINE_BALL_MATCH_TOTAL).toBe(20);
  });

  it.each(NINE_BALL_CELLS)('a loser at SL %i with %i points earns %i', (sl, points, earned) => {
    expect(nineBallLoserPoints(sl, points)).toBe(earned);
  });

  it('splits 20 points between winner and loser, whichever side loses, against every opponent', () => {
    for (const [sl, points, earned] of NINE_BALL_CELLS)
      for (let opponent = 1; opponent <= 9; opponent++) {
        const target = NINE_BALL_POINTS[opponent]!;
        expect(
          nineBallTeamPoints({
            ourSkillLevel: opponent,
            theirSkillLevel: sl,
            ourPoints: target,
            theirPoints: points,
          }),
        ).toEqual({ ours: 20 - earned, theirs: earned });
        expect(
          nineBallTeamPoints({
            ourSkillLevel: sl,
            theirSkillLevel: opponent,
            ourPoints: points,
            theirPoints: target,
          }),
        ).toEqual({ ours: earned, theirs: 20 - earned });
      }
  });

  it('accepts a winner one point over their target (the 9 is worth 2)', () => {
    expect(
      nineBallTeamPoints({ ourSkillLevel: 5, theirSkillLevel: 3, ourPoints: 39, theirPoints: 22 }),
    ).toEqual({
      ours: 12,
      theirs: 8,
    });
  });

  it.each([
    [{ ourSkillLevel: 5, theirSkillLevel: 5, ourPoints: 37, theirPoints: 37 }, /not finished/],
    [{ ourSkillLevel: 5, theirSkillLevel: 5, ourPoints: 38, theirPoints: 38 }, /both players/],
    [{ ourSkillLevel: 5, theirSkillLevel: 5, ourPoints: 40, theirPoints: 10 }, /reaches their points/],
    [
      { ourSkillLevel: 0, theirSkillLevel: 5, ourPoints: 10, theirPoints: 38 },
      /ourSkillLevel must be a 9-ball skill level/,
    ],
    [
      { ourSkillLevel: 5, theirSkillLevel: 10, ourPoints: 38, theirPoints: 10 },
      /theirSkillLevel must be a 9-ball skill level/,
    ],
    [
      { ourSkillLevel: 5, theirSkillLevel: 5, ourPoints: -1, theirPoints: 38 },
      /ourPoints must be a whole number ≥ 0/,
    ],
    [
      { ourSkillLevel: 5, theirSkillLevel: 5, ourPoints: 38, theirPoints: 2.5 },
      /theirPoints must be a whole number ≥ 0/,
    ],
  ])('rejects %o', (result, message) => {
    expect(() => nineBallTeamPoints(result)).toThrow(RangeError);
    expect(() => nineBallTeamPoints(result)).toThrow(message);
  });

  it('nineBallLoserPoints rejects a score that would have won, and bad inputs', () => {
    expect(() => nineBallLoserPoints(1, 14)).toThrow(/fewer than 14 points/);
    expect(() => nineBallLoserPoints(10, 3)).toThrow(RangeError);
    expect(() => nineBallLoserPoints(3, -2)).toThrow(RangeError);
  });
});

/** Every game (unit) sequence of a race, enumerated one by one: P of each final score. */
function bruteForceDistribution(ours: number, theirs: number, p: number): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (a: number, b: number, probability: number): void => {
    if (a === ours || b === theirs) {
      const key = `${a}-${b}`;
      out.set(key, (out.get(key) ?? 0) + probability);
      return;
    }
    walk(a + 1, b, probability * p);
    walk(a, b + 1, probability * (1 - p));
  };
  walk(0, 0, 1);
  return out;
}

/** P of each final score by the state recursion (reach (a, b), then one more unit): for long races. */
function gridDistribution(ours: number, theirs: number, p: number): Map<string, number> {
  const out = new Map<string, number>();
  let row = new Map<string, number>([['0-0', 1]]);
  for (let played = 0; row.size > 0; played++) {
    const next = new Map<string, number>();
    for (const [key, probability] of row) {
      const [a, b] = key.split('-').map(Number) as [number, number];
      for (const [na, nb, step] of [
        [a + 1, b, p],
        [a, b + 1, 1 - p],
      ] as const) {
        const target = na === ours || nb === theirs ? out : next;
        target.set(`${na}-${nb}`, (target.get(`${na}-${nb}`) ?? 0) + probability * step);
      }
    }
    row = next;
  }
  return out;
}

function sum(lines: readonly ScoreLine[]): number {
  return lines.reduce((total, line) => total + line.probability, 0);
}

describe('race score distribution', () => {
  const PROBABILITIES = [0, 0.1, 0.37, 0.5, 0.73, 1];

  it('lists every finished score once: our wins, then theirs', () => {
    expect(
      raceScoreDistribution({ ours: 2, theirs: 3 }, 0.5).map(({ ours, theirs }) => `${ours}-${theirs}`),
    ).toEqual(['2-0', '2-1', '2-2', '0-3', '1-3']);
  });

  it.each(CHART_RACES)(
    'SL %i v SL %i (race %i–%i) matches a brute-force enumeration and sums to 1',
    (_a, _b, ours, theirs) => {
      for (const p of PROBABILITIES) {
        const lines = raceScoreDistribution({ ours, theirs }, p);
        const brute = bruteForceDistribution(ours, theirs, p);
        expect(lines).toHaveLength(brute.size);
        for (const line of lines)
          expect(line.probability).toBeCloseTo(brute.get(`${line.ours}-${line.theirs}`)!, 12);
        expect(sum(lines)).toBeCloseTo(1, 12);
        // Our wins add up to the match odds.
        const weWin = lines.filter((line) => line.ours === ours).reduce((t, line) => t + line.probability, 0);
        expect(weWin).toBeCloseTo(raceWinProbability(ours, theirs, p), 12);
      }
    },
  );

  it('sums to 1 for the longest 9-ball races too', () => {
    for (const p of PROBABILITIES)
      expect(sum(raceScoreDistribution({ ours: 75, theirs: 14 }, p))).toBeCloseTo(1, 10);
    expect(sum(raceScoreDistribution({ ours: 75, theirs: 75 }, 0.5))).toBeCloseTo(1, 10);
  });

  it('rejects a bad race or probability', () => {
    expect(() => raceScoreDistribution({ ours: 0, theirs: 3 }, 0.5)).toThrow(RangeError);
    expect(() => raceScoreDistribution({ ours: 3, theirs: 1.5 }, 0.5)).toThrow(RangeError);
    expect(() => raceScoreDistribution({ ours: 3, theirs: 3 }, 1.2)).toThrow(/probability/);
    expect(() => raceScoreDistribution({ ours: 3, theirs: 3 }, Number.NaN)).toThrow(/probability/);
  });
});

describe('expected team points', () => {
  it('weights each score’s points by its probability', () => {
    const lines: ScoreLine[] = [
      { ours: 2, theirs: 0, probability: 0.25 },
      { ours: 2, theirs: 1, probability: 0.25 },
      { ours: 1, theirs: 2, probability: 0.5 },
    ];
    const points = (line: ScoreLine) =>
      line.ours === 2 ? { ours: 10, theirs: line.theirs } : { ours: 1, theirs: 4 };
    expect(expectedTeamPoints(lines, points)).toEqual({
      ours: 0.25 * 10 + 0.25 * 10 + 0.5 * 1,
      theirs: 0.25 + 2,
    });
  });

  it('8-ball, race 2–2 at p = ½, by hand: 3–0 ¼, 2–1 ¼, 1–2 ¼, 0–3 ¼', () => {
    expect(expectedEightBallTeamPoints({ ours: 2, theirs: 2 }, 0.5).ours).toBeCloseTo(1.5, 12);
    expect(expectedEightBallTeamPoints({ ours: 2, theirs: 2 }, 0.5).theirs).toBeCloseTo(1.5, 12);
  });

  it('8-ball: certain wins and losses give the shutout points', () => {
    expect(expectedEightBallTeamPoints({ ours: 5, theirs: 3 }, 1)).toEqual({ ours: 3, theirs: 0 });
    expect(expectedEightBallTeamPoints({ ours: 5, theirs: 3 }, 0)).toEqual({ ours: 0, theirs: 3 });
  });

  it('8-ball: matches a brute-force expectation over every game sequence for every chart race', () => {
    for (const [, , ours, theirs] of CHART_RACES)
      for (const p of [0.2, 0.5, 0.65]) {
        let expectedOurs = 0;
        let expectedTheirs = 0;
        for (const [key, probability] of bruteForceDistribution(ours, theirs, p)) {
          const [a, b] = key.split('-').map(Number);
          const won = a === ours;
          const loserGames = won ? b! : a!;
          const loserRace = won ? theirs : ours;
          const winner = loserGames === 0 ? 3 : 2;
          const loser = loserGames === loserRace - 1 ? 1 : 0;
          expectedOurs += probability * (won ? winner : loser);
          expectedTheirs += probability * (won ? loser : winner);
        }
        const got = expectedEightBallTeamPoints({ ours, theirs }, p);
        expect(got.ours).toBeCloseTo(expectedOurs, 12);
        expect(got.theirs).toBeCloseTo(expectedTheirs, 12);
      }
  });

  it('9-ball: the two sides always share 20 points, and a better chance per point earns more', () => {
    for (let a = 1; a <= 9; a++)
      for (let b = 1; b <= 9; b++) {
        const even = expectedNineBallTeamPoints(a, b, 0.5);
        expect(even.ours + even.theirs).toBeCloseTo(20, 9);
        expect(expectedNineBallTeamPoints(a, b, 0.55).ours).toBeGreaterThan(even.ours);
      }
  });

  it('9-ball: certain wins leave the loser nothing, and a mirror match at p = ½ is 10–10', () => {
    expect(expectedNineBallTeamPoints(4, 6, 1)).toEqual({ ours: 20, theirs: 0 });
    expect(expectedNineBallTeamPoints(4, 6, 0)).toEqual({ ours: 0, theirs: 20 });
    const mirror = expectedNineBallTeamPoints(5, 5, 0.5);
    expect(mirror.ours).toBeCloseTo(10, 9);
    expect(mirror.theirs).toBeCloseTo(10, 9);
  });

  it('9-ball: SL 1 v SL 2 matches the expectation over a state-by-state distribution', () => {
    const p = 0.6;
    let ours = 0;
    for (const [key, probability] of gridDistribution(14, 19, p)) {
      const [a, b] = key.split('-').map(Number);
      ours += probability * (a === 14 ? 20 - nineBallLoserPoints(2, b!) : nineBallLoserPoints(1, a!));
    }
    expect(expectedNineBallTeamPoints(1, 2, p).ours).toBeCloseTo(ours, 10);
  });

  it('9-ball rejects a skill level outside 1–9', () => {
    expect(() => expectedNineBallTeamPoints(0, 5, 0.5)).toThrow(RangeError);
    expect(() => expectedNineBallTeamPoints(5, 10, 0.5)).toThrow(RangeError);
  });
});
