/** Seeded rosters and brute-force references shared by the specs of this folder (test code, not used by the app). */
import { SKILL_LEVEL_RANGES } from './apa-races.js';
import type { GameType, LineupPlayer, LineupTeam } from './lineup.types.js';

/** mulberry32: a small seeded PRNG, so every random roster is reproducible from its seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: () => number, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function player(id: string, skillLevel: number, wins = 0, losses = 0): LineupPlayer {
  return { id, name: id, skillLevel, wins, losses };
}

export function randomRoster(
  random: () => number,
  gameType: GameType,
  size: number,
  prefix: string,
): LineupPlayer[] {
  const { min, max } = SKILL_LEVEL_RANGES[gameType];
  return Array.from({ length: size }, (_, i) =>
    player(
      `${prefix}${i + 1}`,
      randomInt(random, min, max),
      randomInt(random, 0, 15),
      randomInt(random, 0, 15),
    ),
  );
}

export function team(
  name: string,
  gameType: GameType,
  players: LineupPlayer[],
  maxHandicapSum = 23,
): LineupTeam {
  return { name, gameType, maxHandicapSum, players };
}

/** Every k-subset of 0..n-1 as ascending indices, in lexicographic order (plain recursion). */
export function subsets(n: number, k: number): number[][] {
  if (k === 0) return [[]];
  if (n < k) return [];
  const withLast = subsets(n - 1, k - 1).map((s) => [...s, n - 1]);
  return [...subsets(n - 1, k), ...withLast];
}

/** The rules written out directly: five players, sum within the cap, at most two seniors. */
export function bruteForceLegal(gameType: GameType, cap: number, skillLevels: number[]): boolean {
  const senior = gameType === '8-ball' ? 6 : 7;
  const sum = skillLevels.reduce((a, b) => a + b, 0);
  return skillLevels.length === 5 && sum <= cap && skillLevels.filter((level) => level >= senior).length <= 2;
}

/** Every legal lineup of a team by brute force, as index lists. */
export function bruteForceLineups(t: LineupTeam): number[][] {
  return subsets(t.players.length, 5).filter((s) =>
    bruteForceLegal(
      t.gameType,
      t.maxHandicapSum,
      s.map((i) => t.players[i]!.skillLevel),
    ),
  );
}

/** A random roster of `size` with at least one legal lineup. */
export function randomTeam(
  random: () => number,
  gameType: GameType,
  size: number,
  prefix: string,
): LineupTeam {
  for (;;) {
    const t = team(prefix, gameType, randomRoster(random, gameType, size, prefix));
    if (bruteForceLineups(t).length > 0) return t;
  }
}
