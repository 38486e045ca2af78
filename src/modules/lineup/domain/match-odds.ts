/**
 * Match odds: a Fargo-style model on top of the APA handicap tables.
 *
 * 1. Every player has a rating: their skill level's rating (SKILL_LEVEL_RATINGS) plus a shift from
 *    their match record (recordRatingShift), shrunk towards the skill level when the record is short.
 * 2. The chance to win one unit of the race (a game in 8-ball, a point in 9-ball) follows from the
 *    rating gap d as in FargoRate: 2:1 odds per 100 points, p = 2^(d/100) / (1 + 2^(d/100)).
 * 3. The match is the race of apa-races.ts, won exactly as the negative binomial sum
 *    P(A reaches a before B reaches b) = Σ_{k=0}^{b-1} C(a-1+k, k) p^a (1-p)^k.
 *
 * Model choices (assumptions, to be tuned by data; they live in the two tables below):
 * - 8-ball: 50 points a skill level (SL 5 = 500). The race chart alone would make almost every pairing
 *   fair at about 40 points a level (every cell then lies between 40% and 60%); 50 leaves the higher
 *   level a modest edge (equal records: SL 7 v SL 2 66%, SL 6 v SL 5 56%) while the chart's generous
 *   cells still show (SL 4 v SL 7 races 2–5 and is 49%). With 0 the lower level would win nearly every
 *   match; at a real Fargo spacing (~75) the chart would hardly matter and the advisor would simply
 *   field the highest levels the cap allows.
 * - 9-ball is modelled point by point, each point an independent contest: a simplification (points come
 *   in racks: the player who wins a rack usually scores most of its 10 points, so real matches swing more
 *   than independent points do). Because a match has 30–150 points, the per-point gap must be small, so
 *   9-ball ratings are on their own per-point scale: 500 + 110·log2(points needed / 38). At 100·log2 the
 *   points table would be exactly fair for every pairing (the odds per point equal the ratio of the points
 *   needed); 110 again leaves the higher level a modest edge (SL 9 v SL 1 69%, neighbours 52–54%).
 * - Records: a player's shrunk match win rate r = (wins + k/2) / (wins + losses + k), k = 10 (the observed
 *   rate blended with the skill level's expectation, 50% against an equal opponent, with weight n/(n+k)),
 *   bounded to 20–80%; the shift is the rating gap at which the player would win r of their mirror
 *   matches (same skill level both sides, the race of apa-races.ts). So a 0–0 record shifts nothing,
 *   7–3 (r = 60%) +27 points in 8-ball at SL 5, and no record moves a player beyond 80% (at most +131
 *   at SL 2 and +89 at SL 5 in 8-ball, +28 per point at SL 5 in 9-ball).
 */
import { raceFor } from './apa-races.js';
import type { GameType, LineupPlayer, Race, RatedPlayer } from './lineup.types.js';

/** Rating points per doubling of the odds (2:1 per 100 points). */
export const ODDS_DOUBLING_POINTS = 100;

/** The rating of a player with an even record at each skill level (see the model choices above). */
export const SKILL_LEVEL_RATINGS: Readonly<Record<GameType, Readonly<Record<number, number>>>> = {
  '8-ball': { 2: 350, 3: 400, 4: 450, 5: 500, 6: 550, 7: 600 },
  '9-ball': { 1: 342, 2: 390, 3: 434, 4: 468, 5: 500, 6: 530, 7: 559, 8: 585, 9: 608 },
};

/** k: the record counts as much as the skill level once it has this many matches. */
export const RECORD_PRIOR_MATCHES = 10;
/** The bounds of a shrunk win rate: no record makes a player surer than this. */
export const RECORD_RATE_BOUNDS = { min: 0.2, max: 0.8 } as const;

/** The chance to win one unit (game or point) at rating gap `ratingGap` (ours − theirs). */
export function unitWinProbability(ratingGap: number): number {
  return 1 / (1 + 2 ** (-ratingGap / ODDS_DOUBLING_POINTS));
}

/** The rating gap at which one unit is won with probability p (the inverse of unitWinProbability). */
export function ratingGapForUnitProbability(p: number): number {
  return ODDS_DOUBLING_POINTS * Math.log2(p / (1 - p));
}

function assertRaceLength(n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`a race is to a whole number ≥ 1, not ${n}`);
}

/**
 * P(we reach `ours` units before they reach `theirs`) when we win each unit with probability p:
 * Σ_{k=0}^{theirs-1} C(ours-1+k, k) p^ours (1-p)^k (we win the last unit, they have k < theirs).
 * Each term is the previous one × (ours-1+k)/k × (1-p), so no large binomial is formed.
 */
export function raceWinProbability(ours: number, theirs: number, p: number): number {
  assertRaceLength(ours);
  assertRaceLength(theirs);
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a probability is in [0, 1], not ${p}`);
  // A symmetric contest is exactly even; the sum below gives 0.5 only up to rounding.
  if (ours === theirs && p === 0.5) return 0.5;
  const q = 1 - p;
  let term = p ** ours;
  let sum = term;
  for (let k = 1; k < theirs; k++) {
    term *= ((ours - 1 + k) / k) * q;
    sum += term;
  }
  return Math.min(1, sum);
}

/** The rating of a skill level with an even record. */
export function skillLevelRating(gameType: GameType, skillLevel: number): number {
  const rating = SKILL_LEVEL_RATINGS[gameType][skillLevel];
  if (rating === undefined) throw new RangeError(`no ${gameType} skill level ${skillLevel}`);
  return rating;
}

/** The record's win rate blended with the skill level's 50% (weight n/(n+k)), bounded. */
export function shrunkWinRate(wins: number, losses: number): number {
  const rate = (wins + RECORD_PRIOR_MATCHES / 2) / (wins + losses + RECORD_PRIOR_MATCHES);
  return Math.min(RECORD_RATE_BOUNDS.max, Math.max(RECORD_RATE_BOUNDS.min, rate));
}

/** The rating gap at which race `race` is won with probability `target` (bisection; it is monotone). */
export function ratingGapForMatchProbability(race: Race, target: number): number {
  let low = -1000;
  let high = 1000;
  for (let i = 0; i < 64; i++) {
    const mid = (low + high) / 2;
    if (raceWinProbability(race.ours, race.theirs, unitWinProbability(mid)) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/** The rating shift a record earns: the gap at which its shrunk rate is won in the mirror race. */
export function recordRatingShift(
  gameType: GameType,
  skillLevel: number,
  wins: number,
  losses: number,
): number {
  const rate = shrunkWinRate(wins, losses);
  if (rate === 0.5) return 0; // a mirror race is fair at a zero gap
  return ratingGapForMatchProbability(raceFor(gameType, skillLevel, skillLevel), rate);
}

/** A player with their rating (skill level + record). */
export function ratePlayer(gameType: GameType, player: LineupPlayer): RatedPlayer {
  const ratingShift = recordRatingShift(gameType, player.skillLevel, player.wins, player.losses);
  return {
    id: player.id,
    name: player.name,
    skillLevel: player.skillLevel,
    wins: player.wins,
    losses: player.losses,
    rating: skillLevelRating(gameType, player.skillLevel) + ratingShift,
    ratingShift,
  };
}

export interface PairingOdds {
  race: Race;
  /** Our chance to win one game (8-ball) or point (9-ball). */
  unitWinProbability: number;
  winProbability: number;
}

/** The race and our chance to win the match for our player against theirs. */
export function pairingOdds(
  gameType: GameType,
  ours: Pick<RatedPlayer, 'skillLevel' | 'rating'>,
  theirs: Pick<RatedPlayer, 'skillLevel' | 'rating'>,
): PairingOdds {
  const race = raceFor(gameType, ours.skillLevel, theirs.skillLevel);
  const p = unitWinProbability(ours.rating - theirs.rating);
  return { race, unitWinProbability: p, winProbability: raceWinProbability(race.ours, race.theirs, p) };
}

/**
 * P(at least `wins` successes) among independent events with the given probabilities (a
 * Poisson-binomial distribution, by the usual dynamic programme over the number of successes).
 */
export function probabilityOfAtLeast(probabilities: readonly number[], wins: number): number {
  let dist = [1];
  for (const p of probabilities) {
    const next = new Array<number>(dist.length + 1).fill(0);
    dist.forEach((mass, k) => {
      next[k]! += mass * (1 - p);
      next[k + 1]! += mass * p;
    });
    dist = next;
  }
  return dist.slice(Math.max(0, wins)).reduce((sum, mass) => sum + mass, 0);
}
