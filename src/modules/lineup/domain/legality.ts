/**
 * Lineup legality (the APA team rules):
 * - a lineup is five different players of the team's roster;
 * - their skill levels sum to at most the team's own `maxHandicapSum` (the 23 rule);
 * - the team's senior rule, when it has it on: at most `maxSeniors` players of skill level `skillLevel`
 *   or more (by default at most two seniors: SL 6+ in 8-ball, SL 7+ in 9-ball);
 * - a put-up (some of the five chosen, the rest to come) is legal only if some legal lineup completes it.
 *
 * A partial selection can be completed exactly when its cheapest completion can: the remaining players of
 * the lowest skill levels give both the smallest sum and the fewest seniors (seniors are the highest
 * levels), so one sorted pass decides it.
 */
import type { GameType, SeniorRule } from './lineup.types.js';

export const LINEUP_SIZE = 5;
/** The standard senior rule: at most two seniors, SL 6+ in 8-ball and SL 7+ in 9-ball. */
export const MAX_SENIORS = 2;
export const SENIOR_SKILL_LEVEL: Readonly<Record<GameType, number>> = { '8-ball': 6, '9-ball': 7 };

export interface LineupRules {
  gameType: GameType;
  maxHandicapSum: number;
  /** The team's senior rule: absent → the standard one for the game; null → the team has none. */
  seniorRule?: SeniorRule | null;
}

/** The senior rule a team plays under (null: none). */
export function seniorRuleOf(rules: LineupRules): SeniorRule | null {
  if (rules.seniorRule === null) return null;
  return rules.seniorRule ?? { skillLevel: SENIOR_SKILL_LEVEL[rules.gameType], maxSeniors: MAX_SENIORS };
}

export function isSenior(rules: LineupRules, skillLevel: number): boolean {
  const senior = seniorRuleOf(rules);
  return senior !== null && skillLevel >= senior.skillLevel;
}

function seniorCount(rules: LineupRules, skillLevels: readonly number[]): number {
  return skillLevels.filter((level) => isSenior(rules, level)).length;
}

function withinLimits(rules: LineupRules, skillLevels: readonly number[]): boolean {
  const sum = skillLevels.reduce((total, level) => total + level, 0);
  const senior = seniorRuleOf(rules);
  return (
    sum <= rules.maxHandicapSum && (senior === null || seniorCount(rules, skillLevels) <= senior.maxSeniors)
  );
}

/** Five different players (by id) within the cap and the senior rule. */
export function isLegalLineup(
  rules: LineupRules,
  players: readonly { id: string; skillLevel: number }[],
): boolean {
  const distinct = new Set(players.map((player) => player.id)).size === players.length;
  return (
    players.length === LINEUP_SIZE &&
    distinct &&
    withinLimits(
      rules,
      players.map((player) => player.skillLevel),
    )
  );
}

/** Whether the chosen players (skill levels) can still be completed to a legal five from the remaining ones. */
export function canCompleteLineup(
  rules: LineupRules,
  chosen: readonly number[],
  remaining: readonly number[],
): boolean {
  const need = LINEUP_SIZE - chosen.length;
  if (need < 0 || remaining.length < need) return false;
  const cheapest = [...remaining].sort((a, b) => a - b).slice(0, need);
  return withinLimits(rules, [...chosen, ...cheapest]);
}

export function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/**
 * For every subset of the roster (bit i = player i), 1 if it is a legal put-up: at most five players
 * that some legal lineup contains (a legal lineup itself when it has five). Roster order is kept.
 */
export function completableSets(rules: LineupRules, skillLevels: readonly number[]): Uint8Array {
  const n = skillLevels.length;
  const cheapestFirst = skillLevels.map((_, i) => i).sort((a, b) => skillLevels[a]! - skillLevels[b]!);
  const sets = new Uint8Array(1 << n);
  for (let mask = 0; mask < sets.length; mask++) {
    if (bitCount(mask) > LINEUP_SIZE) continue;
    const chosen = skillLevels.filter((_, i) => (mask & (1 << i)) !== 0);
    const remaining = cheapestFirst.filter((i) => (mask & (1 << i)) === 0).map((i) => skillLevels[i]!);
    sets[mask] = canCompleteLineup(rules, chosen, remaining) ? 1 : 0;
  }
  return sets;
}

/** Every legal lineup of the roster as ascending player indices, in ascending order of their bit sets. */
export function legalLineups(rules: LineupRules, skillLevels: readonly number[]): number[][] {
  const sets = completableSets(rules, skillLevels);
  const lineups: number[][] = [];
  sets.forEach((legal, mask) => {
    if (legal === 1 && bitCount(mask) === LINEUP_SIZE)
      lineups.push(skillLevels.map((_, i) => i).filter((i) => (mask & (1 << i)) !== 0));
  });
  return lineups;
}

/** Why a player can be in no legal lineup: the cap, the senior rule, or both (null: they can play). */
export interface UnplayableReason {
  /** The player's skill level plus the four lowest of the rest (the cheapest five with them). */
  cheapestSum: number;
  overCap: boolean;
  /** Seniors among that cheapest five, when the senior rule is what fails. */
  seniors: number | null;
}

/**
 * For the player at `index` of the roster: null when some legal lineup has them, else why none does.
 * Their cheapest five (them and the four lowest others) has both the smallest sum and the fewest
 * seniors, so it alone decides.
 */
export function unplayableReason(
  rules: LineupRules,
  skillLevels: readonly number[],
  index: number,
): UnplayableReason | null {
  const others = skillLevels.filter((_, i) => i !== index);
  if (others.length < LINEUP_SIZE - 1) return null;
  const five = [skillLevels[index]!, ...[...others].sort((a, b) => a - b).slice(0, LINEUP_SIZE - 1)];
  if (withinLimits(rules, five)) return null;
  const cheapestSum = five.reduce((total, level) => total + level, 0);
  const senior = seniorRuleOf(rules);
  const seniors = seniorCount(rules, five);
  return {
    cheapestSum,
    overCap: cheapestSum > rules.maxHandicapSum,
    seniors: senior !== null && seniors > senior.maxSeniors ? seniors : null,
  };
}
