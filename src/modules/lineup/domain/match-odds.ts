/**
 * Match odds: the APA handicap makes a match even; a player's record says how they play against it.
 *
 * 1. The race chart (8-ball) and the points table (9-ball) are built so that two players who play to
 *    their skill levels have an even match. So the skill level counts once, in the race: a pairing
 *    starts from its fair gap, the unit gap at which its race is won exactly 50% of the time
 *    (fairGap), and two players at their skill level come out at 50%.
 * 2. Form: a player's match record, shrunk toward even, r = (wins + k/2) / (wins + losses + k) with
 *    k = 10 (the record weighs as much as the skill level's even match once it has 10 matches),
 *    bounded to 20–80%. It becomes a shift per unit (game or point): the gap at which the player wins
 *    r of their mirror matches (the race of the same skill level on both sides).
 * 3. One unit (a game in 8-ball, a point in 9-ball) is won with p = 2^(d/100) / (1 + 2^(d/100)) at
 *    gap d = fair gap + our shift − their shift (FargoRate's 2:1 odds per 100 points), the match by
 *    the race (the negative binomial sum below) and the team points by the same score distribution
 *    (team-points.ts).
 *
 * The assumptions, and how far they are trusted: the chart's even match and the record's weight k are
 * a model, not measurements (no league data is at hand to fit them). ALTERNATE_MODELS moves each
 * within reason — records weigh twice or half as much (k = 5, k = 20), the higher level keeps an edge
 * of 2% of the match per level that the chart does not take away — and the optimiser flags a
 * recommendation that any of them would change (see lineup-optimiser.ts).
 *
 * 9-ball is modelled point by point, each point an independent contest: a simplification (points
 * come in racks, so real matches swing more than independent points do).
 */
import { raceFor } from './apa-races.js';
import type { GameType, LineupPlayer, Race, RatedPlayer } from './lineup.types.js';
import { expectedEightBallTeamPoints, expectedNineBallTeamPoints, type TeamPoints } from './team-points.js';

/** Rating points per doubling of the odds (2:1 per 100 points). */
export const ODDS_DOUBLING_POINTS = 100;

/** The model's assumptions (see above). */
export interface MatchModel {
  /** A short name for the docs and the answer. */
  name: string;
  /** k: the record counts as much as the skill level once it has this many matches. */
  recordPriorMatches: number;
  /** The match chance the higher skill level keeps per level of difference (0: the chart is fair). */
  levelEdge: number;
}

export const DEFAULT_MODEL: MatchModel = {
  name: 'the race chart is fair; records shrunk with k = 10',
  recordPriorMatches: 10,
  levelEdge: 0,
};

/** Reasonable changes of the assumptions: a recommendation one of them changes is flagged. */
export const ALTERNATE_MODELS: readonly MatchModel[] = [
  { name: 'records weigh twice as much (k = 5)', recordPriorMatches: 5, levelEdge: 0 },
  { name: 'records weigh half as much (k = 20)', recordPriorMatches: 20, levelEdge: 0 },
  { name: 'the higher level keeps 2% a level', recordPriorMatches: 10, levelEdge: 0.02 },
];

/** The bounds of a shrunk win rate: no record makes a player surer than this. */
export const RECORD_RATE_BOUNDS = { min: 0.2, max: 0.8 } as const;
/** The bounds of a pairing's base match chance under a level edge. */
const BASE_CHANCE_BOUNDS = { min: 0.05, max: 0.95 } as const;

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

/** The record's win rate blended with an even match (weight n/(n+k)), bounded. */
export function shrunkWinRate(
  wins: number,
  losses: number,
  priorMatches: number = DEFAULT_MODEL.recordPriorMatches,
): number {
  const rate = (wins + priorMatches / 2) / (wins + losses + priorMatches);
  return Math.min(RECORD_RATE_BOUNDS.max, Math.max(RECORD_RATE_BOUNDS.min, rate));
}

/** The rating gap at which race `race` is won with probability `target` (bisection; it is monotone). */
export function ratingGapForMatchProbability(race: Race, target: number): number {
  if (target === 0.5 && race.ours === race.theirs) return 0; // a symmetric race is fair at a zero gap
  let low = -1000;
  let high = 1000;
  for (let i = 0; i < 64; i++) {
    const mid = (low + high) / 2;
    if (raceWinProbability(race.ours, race.theirs, unitWinProbability(mid)) < target) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

const baseGaps = new Map<string, number>();

/**
 * The unit gap a pairing of skill levels starts from: where its race is won with the base chance,
 * 50% when the chart is fair (levelEdge 0), else 50% plus the edge per level of difference.
 */
export function baseGap(
  gameType: GameType,
  ourLevel: number,
  theirLevel: number,
  levelEdge: number = DEFAULT_MODEL.levelEdge,
): number {
  const key = `${gameType}:${ourLevel}:${theirLevel}:${levelEdge}`;
  let gap = baseGaps.get(key);
  if (gap === undefined) {
    const chance = Math.min(
      BASE_CHANCE_BOUNDS.max,
      Math.max(BASE_CHANCE_BOUNDS.min, 0.5 + levelEdge * (ourLevel - theirLevel)),
    );
    gap = ratingGapForMatchProbability(raceFor(gameType, ourLevel, theirLevel), chance);
    baseGaps.set(key, gap);
  }
  return gap;
}

/** The unit shift a record earns: the gap at which its shrunk rate is won in the mirror race. */
export function recordRatingShift(
  gameType: GameType,
  skillLevel: number,
  wins: number,
  losses: number,
  priorMatches: number = DEFAULT_MODEL.recordPriorMatches,
): number {
  const rate = shrunkWinRate(wins, losses, priorMatches);
  if (rate === 0.5) return 0; // a mirror race is fair at a zero gap
  return ratingGapForMatchProbability(raceFor(gameType, skillLevel, skillLevel), rate);
}

/** A player with their form under the model: the shrunk win rate and the unit shift it earns. */
export function ratePlayer(
  gameType: GameType,
  player: LineupPlayer,
  model: MatchModel = DEFAULT_MODEL,
): RatedPlayer {
  return {
    id: player.id,
    name: player.name,
    skillLevel: player.skillLevel,
    wins: player.wins,
    losses: player.losses,
    formRate: shrunkWinRate(player.wins, player.losses, model.recordPriorMatches),
    ratingShift: recordRatingShift(
      gameType,
      player.skillLevel,
      player.wins,
      player.losses,
      model.recordPriorMatches,
    ),
  };
}

export interface PairingOdds {
  race: Race;
  /** Our chance to win one game (8-ball) or point (9-ball). */
  unitWinProbability: number;
  winProbability: number;
  /** The team points each side expects from the match. */
  teamPoints: TeamPoints;
}

/** The team points each side expects from a race won unit by unit with chance p. */
export function expectedPairingPoints(
  gameType: GameType,
  ourLevel: number,
  theirLevel: number,
  race: Race,
  p: number,
): TeamPoints {
  return gameType === '8-ball'
    ? expectedEightBallTeamPoints(race, p)
    : expectedNineBallTeamPoints(ourLevel, theirLevel, p);
}

/** The race, our chance to win it and the team points expected, for our player against theirs. */
export function pairingOdds(
  gameType: GameType,
  ours: Pick<RatedPlayer, 'skillLevel' | 'ratingShift'>,
  theirs: Pick<RatedPlayer, 'skillLevel' | 'ratingShift'>,
  model: MatchModel = DEFAULT_MODEL,
): PairingOdds {
  const race = raceFor(gameType, ours.skillLevel, theirs.skillLevel);
  const gap =
    baseGap(gameType, ours.skillLevel, theirs.skillLevel, model.levelEdge) +
    ours.ratingShift -
    theirs.ratingShift;
  const p = unitWinProbability(gap);
  return {
    race,
    unitWinProbability: p,
    winProbability: raceWinProbability(race.ours, race.theirs, p),
    teamPoints: expectedPairingPoints(gameType, ours.skillLevel, theirs.skillLevel, race, p),
  };
}
