/**
 * APA handicap tables: the 8-ball race chart and the 9-ball points each skill level needs.
 *
 * 8-ball: a match is a race in games; EIGHT_BALL_RACE_CHART[a][b] is [games SL a needs, games SL b
 * needs] for a player of SL a against one of SL b (SL 2–7, all 36 cells). The chart is consistent:
 * cell (a, b) is cell (b, a) reversed.
 * 9-ball: a match is a race in points (1 a ball, 2 for the 9); each player needs the points of their
 * own skill level whatever the opponent's (SL 1–9).
 */
import type { GameType, Race } from './lineup.types.js';

export interface SkillLevelRange {
  min: number;
  max: number;
}

export const SKILL_LEVEL_RANGES: Readonly<Record<GameType, SkillLevelRange>> = {
  '8-ball': { min: 2, max: 7 },
  '9-ball': { min: 1, max: 9 },
};

type ChartRow = Readonly<Record<number, readonly [number, number]>>;

/** Row: the player's SL; column: the opponent's SL; value: [games the player needs, games the opponent needs]. */
export const EIGHT_BALL_RACE_CHART: Readonly<Record<number, ChartRow>> = {
  2: { 2: [2, 2], 3: [2, 3], 4: [2, 4], 5: [2, 5], 6: [2, 6], 7: [2, 7] },
  3: { 2: [3, 2], 3: [2, 2], 4: [2, 3], 5: [2, 4], 6: [2, 5], 7: [2, 6] },
  4: { 2: [4, 2], 3: [3, 2], 4: [3, 3], 5: [3, 4], 6: [3, 5], 7: [2, 5] },
  5: { 2: [5, 2], 3: [4, 2], 4: [4, 3], 5: [4, 4], 6: [4, 5], 7: [3, 5] },
  6: { 2: [6, 2], 3: [5, 2], 4: [5, 3], 5: [5, 4], 6: [5, 5], 7: [4, 5] },
  7: { 2: [7, 2], 3: [6, 2], 4: [5, 2], 5: [5, 3], 6: [5, 4], 7: [5, 5] },
};

/** Points each 9-ball skill level needs to win its match (SL 1 → 14 … SL 9 → 75). */
export const NINE_BALL_POINTS: Readonly<Record<number, number>> = {
  1: 14,
  2: 19,
  3: 25,
  4: 31,
  5: 38,
  6: 46,
  7: 55,
  8: 65,
  9: 75,
};

export function isSkillLevel(gameType: GameType, skillLevel: number): boolean {
  const { min, max } = SKILL_LEVEL_RANGES[gameType];
  return Number.isInteger(skillLevel) && skillLevel >= min && skillLevel <= max;
}

function assertSkillLevel(gameType: GameType, skillLevel: number): void {
  if (!isSkillLevel(gameType, skillLevel)) {
    const { min, max } = SKILL_LEVEL_RANGES[gameType];
    throw new RangeError(`${gameType} skill levels are ${min}–${max}, not ${skillLevel}`);
  }
}

/** The 8-ball race for a player of SL `ours` against SL `theirs`, in games. */
export function eightBallRace(ours: number, theirs: number): Race {
  assertSkillLevel('8-ball', ours);
  assertSkillLevel('8-ball', theirs);
  const [a, b] = EIGHT_BALL_RACE_CHART[ours]![theirs]!;
  return { ours: a, theirs: b };
}

/** The points a 9-ball skill level needs. */
export function nineBallPoints(skillLevel: number): number {
  assertSkillLevel('9-ball', skillLevel);
  return NINE_BALL_POINTS[skillLevel]!;
}

/** The race of a pairing: games (8-ball) or points (9-ball) each side needs. */
export function raceFor(gameType: GameType, ours: number, theirs: number): Race {
  switch (gameType) {
    case '8-ball':
      return eightBallRace(ours, theirs);
    case '9-ball':
      return { ours: nineBallPoints(ours), theirs: nineBallPoints(theirs) };
  }
}
