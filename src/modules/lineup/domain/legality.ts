/**
 * Lineup legality (the APA team rules):
 * - a lineup is five different players of the team's roster;
 * - their skill levels sum to at most the team's own `maxHandicapSum` (the 23 rule);
 * - at most two senior players: SL 6+ in 8-ball, SL 7+ in 9-ball;
 * - a put-up (some of the five chosen, the rest to come) is legal only if some legal lineup completes it.
 *
 * A partial selection can be completed exactly when its cheapest completion can: the remaining players of
 * the lowest skill levels give both the smallest sum and the fewest seniors (seniors are the highest
 * levels), so one sorted pass decides it.
 */
import type { GameType } from './lineup.types.js';

export const LINEUP_SIZE = 5;
export const MAX_SENIORS = 2;
export const SENIOR_SKILL_LEVEL: Readonly<Record<GameType, number>> = { '8-ball': 6, '9-ball': 7 };

export interface LineupRules {
  gameType: GameType;
  maxHandicapSum: number;
}

export function isSenior(rules: LineupRules, skillLevel: number): boolean {
  return skillLevel >= SENIOR_SKILL_LEVEL[rules.gameType];
}

function withinLimits(rules: LineupRules, skillLevels: readonly number[]): boolean {
  const sum = skillLevels.reduce((total, level) => total + level, 0);
  const seniors = skillLevels.filter((level) => isSenior(rules, level)).length;
  return sum <= rules.maxHandicapSum && seniors <= MAX_SENIORS;
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
