import type { FieldError } from '../../common/errors/app.exception.js';
import { SKILL_LEVEL_RANGES, type GameType } from './domain/index.js';
import { LineupException } from './lineup.exception.js';

export { MAX_PLAYERS_PER_TEAM } from '../../../shared/limits.js';

/** Most teams a captain keeps. */
export const MAX_TEAMS_PER_USER = 100;

export function fitsGame(gameType: GameType, handicap: number): boolean {
  const { min, max } = SKILL_LEVEL_RANGES[gameType];
  return Number.isInteger(handicap) && handicap >= min && handicap <= max;
}

/** 400 with the game's range unless `handicap` is a skill level of `gameType`. */
export function requireSkillLevel(gameType: GameType, handicap: number, field = 'handicap'): void {
  if (fitsGame(gameType, handicap)) return;
  const { min, max } = SKILL_LEVEL_RANGES[gameType];
  const errors: FieldError[] = [{ field, message: `must be from ${min} to ${max} in ${gameType}` }];
  throw new LineupException(gameType === '8-ball' ? 'SKILL_LEVEL_8_BALL' : 'SKILL_LEVEL_9_BALL', errors);
}

/** A name trimmed; empty → the given 400. */
export function requiredName(
  value: string | undefined,
  code: 'TEAM_NAME_REQUIRED' | 'PLAYER_NAME_REQUIRED',
  field = 'name',
): string {
  const name = value?.trim() ?? '';
  if (!name) throw new LineupException(code, [{ field, message: 'is required' }]);
  return name;
}
