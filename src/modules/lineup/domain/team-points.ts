/**
 * APA team points: what one individual match adds to each team's total on a league night.
 *
 * 8-ball (3-point scoring): the winner of a match earns 2 points, or 3 when the loser won no game
 * (a shutout, 3–0); the loser earns 1 point when they finished one game short of their race ("on the
 * hill", 2–1), else 0 (2–0). A night of five matches is worth at most 15 points.
 *
 * 9-ball (20-point scoring): every match is worth 20 points. The loser earns 0–8 of them by how many
 * points they scored, read on the row of their own skill level in NINE_BALL_MATCH_POINTS; the winner
 * earns the rest (20–0 down to 12–8). A night of five matches is worth 100 points.
 *
 * Expected team points: a match's final score follows from the race and the chance p to win one unit
 * (a game in 8-ball, a point in 9-ball) as a negative binomial: we win with the opponent at k units
 * with probability C(a−1+k, k) p^a (1−p)^k, they win with us at k with C(b−1+k, k) (1−p)^b p^k. The
 * expected team points are Σ P(score) × points(score) over every finished score.
 */
import { NINE_BALL_POINTS, isSkillLevel } from './apa-races.js';
import type { GameType, Race, Side } from './lineup.types.js';

/** Team points of one match, for our player's team and theirs. */
export interface TeamPoints {
  ours: number;
  theirs: number;
}

/** 8-ball team points: a win, a shutout win and a loss on the hill. */
export const EIGHT_BALL_TEAM_POINTS = { win: 2, shutoutWin: 3, hillLoss: 1, loss: 0 } as const;

/** The 20 team points every 9-ball match is worth. */
export const NINE_BALL_MATCH_TOTAL = 20;

/**
 * The 9-ball match points chart. Row: the loser's skill level; entry i: the fewest points the loser
 * must have scored to earn i + 1 team points (so the loser earns the number of entries they reached,
 * 0–8, and the winner 20 minus that). SL 1: 0–2 points → 20–0, 3 → 19–1, 4 → 18–2, 5–6 → 17–3,
 * 7 → 16–4, 8 → 15–5, 9–10 → 14–6, 11 → 13–7, 12–13 → 12–8. The chart printed on the APA 9-ball
 * scoresheet, transcribed from a public reproduction: check it against a printed scoresheet.
 */
export const NINE_BALL_MATCH_POINTS: Readonly<Record<number, readonly number[]>> = {
  1: [3, 4, 5, 7, 8, 9, 11, 12],
  2: [4, 6, 8, 9, 11, 13, 15, 17],
  3: [5, 7, 10, 12, 15, 17, 20, 22],
  4: [6, 9, 12, 15, 19, 22, 25, 28],
  5: [7, 11, 15, 19, 23, 27, 30, 34],
  6: [9, 13, 18, 23, 28, 32, 37, 41],
  7: [11, 16, 22, 27, 33, 38, 44, 50],
  8: [14, 20, 27, 33, 40, 46, 53, 59],
  9: [18, 25, 32, 39, 47, 54, 61, 68],
};

/** A finished score: the units (games or points) each side ended with, and how likely it is. */
export interface ScoreLine {
  ours: number;
  theirs: number;
  probability: number;
}

function assertRace(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`${name} must be a whole number ≥ 1, not ${n}`);
}

function assertCount(name: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${name} must be a whole number ≥ 0, not ${n}`);
}

function assertProbability(p: number): void {
  if (!(p >= 0 && p <= 1)) throw new RangeError(`a probability is in [0, 1], not ${p}`);
}

export interface EightBallResult {
  /** Games our player needed (from the race chart). */
  ourRace: number;
  /** Games their player needed. */
  theirRace: number;
  /** Games our player won. */
  ourGames: number;
  /** Games their player won. */
  theirGames: number;
}

/**
 * The loser's points for a loss with `games` won in a race to `race`: 1 on the hill, else 0. A loser
 * without a game is shut out even when they needed only one.
 */
function eightBallLoserPoints(games: number, race: number): number {
  return games > 0 && games === race - 1 ? EIGHT_BALL_TEAM_POINTS.hillLoss : EIGHT_BALL_TEAM_POINTS.loss;
}

/** The winner's points when the loser won `games`: 3 for a shutout, else 2. */
function eightBallWinnerPoints(loserGames: number): number {
  return loserGames === 0 ? EIGHT_BALL_TEAM_POINTS.shutoutWin : EIGHT_BALL_TEAM_POINTS.win;
}

/**
 * The team points of a finished 8-ball match. Exactly one player has won their race (games equal to
 * it) and the other has fewer games than theirs; anything else throws a RangeError. When the loser
 * needed a single game, a loss without a game is a shutout (3–0), not a loss on the hill.
 */
export function eightBallTeamPoints(result: EightBallResult): TeamPoints {
  const { ourRace, theirRace, ourGames, theirGames } = result;
  assertRace('ourRace', ourRace);
  assertRace('theirRace', theirRace);
  assertCount('ourGames', ourGames);
  assertCount('theirGames', theirGames);
  if (ourGames > ourRace || theirGames > theirRace)
    throw new RangeError(
      `a player cannot win more games than their race: ${ourGames} of ${ourRace}, ${theirGames} of ${theirRace}`,
    );
  const weWon = ourGames === ourRace;
  const theyWon = theirGames === theirRace;
  if (weWon === theyWon)
    throw new RangeError(
      weWon
        ? `both players cannot reach their race (${ourGames}–${theirGames})`
        : `the match is not finished: neither player has reached their race (${ourGames} of ${ourRace}, ${theirGames} of ${theirRace})`,
    );
  if (weWon)
    return { ours: eightBallWinnerPoints(theirGames), theirs: eightBallLoserPoints(theirGames, theirRace) };
  return { ours: eightBallLoserPoints(ourGames, ourRace), theirs: eightBallWinnerPoints(ourGames) };
}

function assertNineBallSkillLevel(name: string, skillLevel: number): void {
  if (!isSkillLevel('9-ball', skillLevel))
    throw new RangeError(`${name} must be a 9-ball skill level 1–9, not ${skillLevel}`);
}

/** The team points a 9-ball loser of `skillLevel` earns with `points` scored (0–8, from the chart). */
export function nineBallLoserPoints(skillLevel: number, points: number): number {
  assertNineBallSkillLevel('the skill level', skillLevel);
  assertCount('the points', points);
  const target = NINE_BALL_POINTS[skillLevel]!;
  if (points >= target)
    throw new RangeError(`a loser at SL ${skillLevel} scored fewer than ${target} points, not ${points}`);
  return NINE_BALL_MATCH_POINTS[skillLevel]!.filter((threshold) => points >= threshold).length;
}

export interface NineBallResult {
  ourSkillLevel: number;
  theirSkillLevel: number;
  /** Points (balls) our player scored. */
  ourPoints: number;
  /** Points their player scored. */
  theirPoints: number;
}

/**
 * The team points of a finished 9-ball match. Exactly one player has reached the points of their skill
 * level (at most one over it: the 9 is worth 2) and the other is below theirs; anything else throws a
 * RangeError.
 */
export function nineBallTeamPoints(result: NineBallResult): TeamPoints {
  const { ourSkillLevel, theirSkillLevel, ourPoints, theirPoints } = result;
  assertNineBallSkillLevel('ourSkillLevel', ourSkillLevel);
  assertNineBallSkillLevel('theirSkillLevel', theirSkillLevel);
  assertCount('ourPoints', ourPoints);
  assertCount('theirPoints', theirPoints);
  const ourTarget = NINE_BALL_POINTS[ourSkillLevel]!;
  const theirTarget = NINE_BALL_POINTS[theirSkillLevel]!;
  if (ourPoints > ourTarget + 1 || theirPoints > theirTarget + 1)
    throw new RangeError(
      `a match ends when a player reaches their points (the 9 can take them one over): ${ourPoints} of ${ourTarget}, ${theirPoints} of ${theirTarget}`,
    );
  const weWon = ourPoints >= ourTarget;
  const theyWon = theirPoints >= theirTarget;
  if (weWon === theyWon)
    throw new RangeError(
      weWon
        ? `both players cannot reach their points (${ourPoints} of ${ourTarget}, ${theirPoints} of ${theirTarget})`
        : `the match is not finished: neither player has reached their points (${ourPoints} of ${ourTarget}, ${theirPoints} of ${theirTarget})`,
    );
  if (weWon) {
    const loser = nineBallLoserPoints(theirSkillLevel, theirPoints);
    return { ours: NINE_BALL_MATCH_TOTAL - loser, theirs: loser };
  }
  const loser = nineBallLoserPoints(ourSkillLevel, ourPoints);
  return { ours: loser, theirs: NINE_BALL_MATCH_TOTAL - loser };
}

/**
 * Every finished score of a race to `race.ours` against `race.theirs` when we win each unit with
 * probability p, with its probability: first our wins (they at k = 0 … theirs−1), then theirs (we at
 * k = 0 … ours−1). The probabilities sum to 1. Each term is the previous one × (a−1+k)/k × the other
 * side's chance, so no large binomial is formed.
 */
export function raceScoreDistribution(race: Race, p: number): ScoreLine[] {
  assertRace('race.ours', race.ours);
  assertRace('race.theirs', race.theirs);
  assertProbability(p);
  const q = 1 - p;
  const lines: ScoreLine[] = [];
  let term = p ** race.ours;
  for (let k = 0; k < race.theirs; k++) {
    if (k > 0) term *= ((race.ours - 1 + k) / k) * q;
    lines.push({ ours: race.ours, theirs: k, probability: term });
  }
  term = q ** race.theirs;
  for (let k = 0; k < race.ours; k++) {
    if (k > 0) term *= ((race.theirs - 1 + k) / k) * p;
    lines.push({ ours: k, theirs: race.theirs, probability: term });
  }
  return lines;
}

/** Σ P(score) × points(score) for each side. */
export function expectedTeamPoints(
  distribution: readonly ScoreLine[],
  points: (line: ScoreLine) => TeamPoints,
): TeamPoints {
  let ours = 0;
  let theirs = 0;
  for (const line of distribution) {
    if (line.probability === 0) continue;
    const earned = points(line);
    ours += line.probability * earned.ours;
    theirs += line.probability * earned.theirs;
  }
  return { ours, theirs };
}

/** Expected 8-ball team points of a race (games) when we win each game with probability p. */
export function expectedEightBallTeamPoints(race: Race, p: number): TeamPoints {
  return expectedTeamPoints(raceScoreDistribution(race, p), (line) =>
    eightBallTeamPoints({
      ourRace: race.ours,
      theirRace: race.theirs,
      ourGames: line.ours,
      theirGames: line.theirs,
    }),
  );
}

/**
 * Expected 9-ball team points when we win each point with probability p, points taken one at a time
 * as independent contests (the match-odds model: it ignores that points come in racks and that the 9
 * is worth 2, so the winner ends exactly on their target).
 */
export function expectedNineBallTeamPoints(
  ourSkillLevel: number,
  theirSkillLevel: number,
  p: number,
): TeamPoints {
  assertNineBallSkillLevel('ourSkillLevel', ourSkillLevel);
  assertNineBallSkillLevel('theirSkillLevel', theirSkillLevel);
  const race = { ours: NINE_BALL_POINTS[ourSkillLevel]!, theirs: NINE_BALL_POINTS[theirSkillLevel]! };
  return expectedTeamPoints(raceScoreDistribution(race, p), (line) =>
    nineBallTeamPoints({ ourSkillLevel, theirSkillLevel, ourPoints: line.ours, theirPoints: line.theirs }),
  );
}

/** One way a match can end: who wins, the team points, how likely. */
export interface MatchOutcome {
  winner: Side;
  points: TeamPoints;
  probability: number;
}

/** Every way a match of the race can end when we win each unit with chance p (probabilities sum to 1). */
export function matchOutcomes(
  gameType: GameType,
  ourSkillLevel: number,
  theirSkillLevel: number,
  race: Race,
  p: number,
): MatchOutcome[] {
  return raceScoreDistribution(race, p).map((line) => ({
    winner: line.ours === race.ours ? 'us' : 'opponent',
    points:
      gameType === '8-ball'
        ? eightBallTeamPoints({
            ourRace: race.ours,
            theirRace: race.theirs,
            ourGames: line.ours,
            theirGames: line.theirs,
          })
        : nineBallTeamPoints({
            ourSkillLevel,
            theirSkillLevel,
            ourPoints: line.ours,
            theirPoints: line.theirs,
          }),
    probability: line.probability,
  }));
}

/** The outcomes in which `winner` won, their probabilities renormalised to sum to 1. */
export function outcomesGivenWinner(outcomes: readonly MatchOutcome[], winner: Side): MatchOutcome[] {
  const won = outcomes.filter((outcome) => outcome.winner === winner);
  const total = won.reduce((sum, outcome) => sum + outcome.probability, 0);
  if (total === 0) return won.map((outcome, i) => ({ ...outcome, probability: i === 0 ? 1 : 0 }));
  return won.map((outcome) => ({ ...outcome, probability: outcome.probability / total }));
}

/** Σ P × points over the outcomes. */
export function expectedPoints(outcomes: readonly MatchOutcome[]): TeamPoints {
  return outcomes.reduce(
    (sum, outcome) => ({
      ours: sum.ours + outcome.probability * outcome.points.ours,
      theirs: sum.theirs + outcome.probability * outcome.points.theirs,
    }),
    { ours: 0, theirs: 0 },
  );
}

/**
 * The chance that a night ends with more team points for us (and level), from the points already
 * banked and the outcomes of each match still to count (independent matches): the distribution of
 * the points difference, convolved match by match.
 */
export function nightOutcome(
  banked: TeamPoints,
  matches: readonly (readonly MatchOutcome[])[],
): { win: number; tie: number } {
  let differences = new Map<number, number>([[banked.ours - banked.theirs, 1]]);
  for (const outcomes of matches) {
    const next = new Map<number, number>();
    for (const [difference, mass] of differences)
      for (const outcome of outcomes) {
        const key = difference + outcome.points.ours - outcome.points.theirs;
        next.set(key, (next.get(key) ?? 0) + mass * outcome.probability);
      }
    differences = next;
  }
  let win = 0;
  let tie = 0;
  for (const [difference, mass] of differences) {
    if (Math.abs(difference) < 1e-9) tie += mass;
    else if (difference > 0) win += mass;
  }
  return { win: Math.min(1, win), tie: Math.min(1, tie) };
}

/** The team points of a finished match from its score: games in 8-ball (by the race), points in 9-ball. */
export function teamPointsOfScore(
  gameType: GameType,
  ourSkillLevel: number,
  theirSkillLevel: number,
  race: Race,
  ourScore: number,
  theirScore: number,
): TeamPoints {
  return gameType === '8-ball'
    ? eightBallTeamPoints({
        ourRace: race.ours,
        theirRace: race.theirs,
        ourGames: ourScore,
        theirGames: theirScore,
      })
    : nineBallTeamPoints({ ourSkillLevel, theirSkillLevel, ourPoints: ourScore, theirPoints: theirScore });
}
