import {
  EIGHT_BALL_RACE_CHART,
  NINE_BALL_POINTS,
  SKILL_LEVEL_RANGES,
  eightBallRace,
  isSkillLevel,
  nineBallPoints,
  raceFor,
} from './apa-races.js';

// The APA 8-ball race chart as printed: row = the player's SL, each cell "player–opponent" for
// opponents SL 2..7.
const PRINTED_CHART = `
  2: 2-2 2-3 2-4 2-5 2-6 2-7
  3: 3-2 2-2 2-3 2-4 2-5 2-6
  4: 4-2 3-2 3-3 3-4 3-5 2-5
  5: 5-2 4-2 4-3 4-4 4-5 3-5
  6: 6-2 5-2 5-3 5-4 5-5 4-5
  7: 7-2 6-2 5-2 5-3 5-4 5-5
`;

const CELLS: [number, number, number, number][] = PRINTED_CHART.trim()
  .split('\n')
  .flatMap((line) => {
    const [row, cells] = line.split(':');
    return cells!
      .trim()
      .split(/\s+/)
      .map((cell, column): [number, number, number, number] => {
        const [ours, theirs] = cell.split('-').map(Number);
        return [Number(row), column + 2, ours!, theirs!];
      });
  });

describe('8-ball race chart', () => {
  it('has all 36 cells for SL 2–7', () => {
    expect(CELLS).toHaveLength(36);
    expect(Object.keys(EIGHT_BALL_RACE_CHART).map(Number)).toEqual([2, 3, 4, 5, 6, 7]);
    for (const row of Object.values(EIGHT_BALL_RACE_CHART))
      expect(Object.keys(row).map(Number)).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it.each(CELLS)('SL %i v SL %i races %i–%i', (sl, opponent, ours, theirs) => {
    expect(eightBallRace(sl, opponent)).toEqual({ ours, theirs });
    expect(raceFor('8-ball', sl, opponent)).toEqual({ ours, theirs });
  });

  it('is consistent: cell (a, b) is cell (b, a) reversed', () => {
    for (let a = 2; a <= 7; a++)
      for (let b = 2; b <= 7; b++) {
        const ab = eightBallRace(a, b);
        const ba = eightBallRace(b, a);
        expect([ab.ours, ab.theirs]).toEqual([ba.theirs, ba.ours]);
      }
  });

  it('a higher skill level never needs fewer games against the same opponent', () => {
    for (let b = 2; b <= 7; b++)
      for (let a = 2; a < 7; a++)
        expect(eightBallRace(a + 1, b).ours).toBeGreaterThanOrEqual(eightBallRace(a, b).ours);
  });

  it('rejects skill levels outside 2–7', () => {
    expect(() => eightBallRace(1, 5)).toThrow(RangeError);
    expect(() => eightBallRace(5, 8)).toThrow(RangeError);
    expect(() => eightBallRace(4.5, 5)).toThrow(RangeError);
  });
});

describe('9-ball points', () => {
  it('each skill level 1–9 needs 14, 19, 25, 31, 38, 46, 55, 65, 75 points', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9].map(nineBallPoints)).toEqual([14, 19, 25, 31, 38, 46, 55, 65, 75]);
    expect(Object.keys(NINE_BALL_POINTS).map(Number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('a race is each player’s own points, whoever the opponent', () => {
    expect(raceFor('9-ball', 3, 7)).toEqual({ ours: 25, theirs: 55 });
    expect(raceFor('9-ball', 9, 1)).toEqual({ ours: 75, theirs: 14 });
    expect(raceFor('9-ball', 5, 5)).toEqual({ ours: 38, theirs: 38 });
  });

  it('rejects skill levels outside 1–9', () => {
    expect(() => nineBallPoints(0)).toThrow(RangeError);
    expect(() => raceFor('9-ball', 10, 5)).toThrow(RangeError);
  });
});

describe('skill level ranges', () => {
  it('8-ball 2–7, 9-ball 1–9, whole numbers only', () => {
    expect(SKILL_LEVEL_RANGES).toEqual({ '8-ball': { min: 2, max: 7 }, '9-ball': { min: 1, max: 9 } });
    expect(isSkillLevel('8-ball', 2)).toBe(true);
    expect(isSkillLevel('8-ball', 1)).toBe(false);
    expect(isSkillLevel('8-ball', 8)).toBe(false);
    expect(isSkillLevel('9-ball', 1)).toBe(true);
    expect(isSkillLevel('9-ball', 9)).toBe(true);
    expect(isSkillLevel('9-ball', 3.5)).toBe(false);
  });
});
