import type { FieldError } from '../../common/errors/app.exception.js';
import {
  MAX_SENIORS,
  SENIOR_SKILL_LEVEL,
  SKILL_LEVEL_RANGES,
  type GameType,
  type SeniorRule,
} from './domain/index.js';
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

/** A team's senior-rule fields as stored. */
export interface SeniorRuleFields {
  seniorRule: boolean;
  seniorSkillLevel: number | null;
  maxSeniors: number;
}

/** The standard rule a new team gets: on, the game's senior level, at most two seniors. */
export const STANDARD_SENIOR_RULE: Readonly<SeniorRuleFields> = {
  seniorRule: true,
  seniorSkillLevel: null,
  maxSeniors: MAX_SENIORS,
};

/**
 * The senior-rule fields as sent over `current` (what is left out stays); a senior level that is
 * not a skill level of `gameType` is a 400 on `field`.
 */
export function seniorRuleFields(
  gameType: GameType,
  input: Partial<SeniorRuleFields>,
  current: Readonly<SeniorRuleFields> = STANDARD_SENIOR_RULE,
  field = 'seniorSkillLevel',
): SeniorRuleFields {
  const fields: SeniorRuleFields = {
    seniorRule: input.seniorRule ?? current.seniorRule,
    seniorSkillLevel:
      input.seniorSkillLevel === undefined ? current.seniorSkillLevel : input.seniorSkillLevel,
    maxSeniors: input.maxSeniors ?? current.maxSeniors,
  };
  if (fields.seniorSkillLevel !== null) requireSkillLevel(gameType, fields.seniorSkillLevel, field);
  return fields;
}

/** The rule the optimiser applies (null: the team has none). */
export function seniorRuleOf(gameType: GameType, fields: SeniorRuleFields): SeniorRule | null {
  if (!fields.seniorRule) return null;
  return {
    skillLevel: fields.seniorSkillLevel ?? SENIOR_SKILL_LEVEL[gameType],
    maxSeniors: fields.maxSeniors,
  };
}
