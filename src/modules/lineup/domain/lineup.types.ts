/**
 * The Lineup Advisor's view of a team night: players, teams and the shapes of its answer.
 * Plain data only (JSON-serialisable), so the service can return it and hand it to the AI writer.
 */

export const GAME_TYPES = ['8-ball', '9-ball'] as const;
export type GameType = (typeof GAME_TYPES)[number];

/** Which side of the night: `us` is the captain asking (the home team), `opponent` the other. */
export type Side = 'us' | 'opponent';

/** A player as the optimiser sees it: the skill level and the match record (wins, losses ≥ 0). */
export interface LineupPlayer {
  id: string;
  name: string;
  skillLevel: number;
  wins: number;
  losses: number;
}

/** A team's senior rule: at most `maxSeniors` of the five have skill level `skillLevel` or more. */
export interface SeniorRule {
  skillLevel: number;
  maxSeniors: number;
}

/**
 * A team as shown on screen (saved or not): its own cap on the five skill levels (the 23 rule) and
 * its senior rule (absent: the game's standard, at most two of SL 6+ in 8-ball or SL 7+ in 9-ball;
 * null: none).
 */
export interface LineupTeam {
  name: string;
  gameType: GameType;
  maxHandicapSum: number;
  seniorRule?: SeniorRule | null;
  players: LineupPlayer[];
}

/** A player who is in none of their team's legal lineups, and why (plain text). */
export interface UnplayablePlayer {
  side: Side;
  playerId: string;
  name: string;
  skillLevel: number;
  reason: string;
}

/** What each side needs: games in 8-ball, points in 9-ball. `ours` is always our player's. */
export interface Race {
  ours: number;
  theirs: number;
}

/** A player named in an answer. */
export interface PlayerRef {
  id: string;
  name: string;
  skillLevel: number;
}

/** A player with their form as the odds use it (see match-odds.ts). */
export interface RatedPlayer extends PlayerRef {
  wins: number;
  losses: number;
  /** The record's win rate shrunk toward an even match (0.5: plays to their skill level). */
  formRate: number;
  /** The per-unit rating shift that form earns (0 at 0.5). */
  ratingShift: number;
}

/** Team points of a match or a night, for each side. */
export interface Points {
  ours: number;
  theirs: number;
}

/** A match of the night already played, as the captain records it (player ids). */
export interface PlayedMatch {
  ours: string;
  theirs: string;
  winner: Side;
  /** Games (8-ball) or points (9-ball) our player won; with theirScore the team points are exact. */
  ourScore?: number;
  theirScore?: number;
}

/** One match of the line: played (with its result) or recommended (both sides playing their best). */
export interface Pairing {
  match: number;
  putsUpFirst: Side;
  ours: PlayerRef;
  theirs: PlayerRef;
  race: Race;
  /** Our player's chance to win the match (before it was played, for a played match). */
  winProbability: number;
  /** The team points of the match: the result's when played, else what each side expects. */
  teamPoints: Points;
  /** Set when the match has been played. */
  result: {
    winner: Side;
    ourScore: number | null;
    theirScore: number | null;
    /** False when no score was given: the team points are the model's expectation given the winner. */
    pointsExact: boolean;
  } | null;
}

/** One choice of the decision at hand and what the night is worth after it (both sides' best play). */
export interface DecisionOption {
  ours: PlayerRef;
  theirs: PlayerRef;
  race: Race;
  winProbability: number;
  /** Our expected team points of the whole night (banked + the rest). */
  expectedTeamPoints: number;
  /** Our expected matches won over the whole night along the same line. */
  expectedMatchesWon: number;
}

/**
 * The decision the captain faces now: our put-up (we put up first), our answer to their put-up, or —
 * their turn, nobody put up yet — our best answer to each player they may put up.
 */
export interface Decision {
  match: number;
  kind: 'our-put-up' | 'our-reply' | 'their-put-up';
  theirPutUp: PlayerRef | null;
  /** Our put-ups (with their best reply), our replies, or their put-ups (with our best reply); best for us first. */
  options: DecisionOption[];
  /** Our recommended choice and the next best (null for 'their-put-up': the choice is theirs). */
  best: DecisionOption | null;
  runnerUp: DecisionOption | null;
  /** Team points between best and runner-up (null without a runner-up). */
  margin: number | null;
  /** How much the margin moves under the alternate models (see match-odds.ts). */
  uncertainty: number;
  /** False when the time budget ran out before every alternate model was searched. */
  sensitivityChecked: boolean;
  /** The margin is within the uncertainty, or an alternate model picks another player. */
  tooCloseToCall: boolean;
  /** The alternate models that pick another player, and whom. */
  sensitivity: { model: string; pick: PlayerRef }[];
  /** Why this player here, in plain text built from the numbers (null when there is no choice). */
  why: string | null;
}

/** Where the night stands: what is played, what is banked, what is left. */
export interface NightState {
  played: Pairing[];
  teamPoints: Points;
  matchesWon: Points;
  /** The match to play next, 1–5 (null when all five are played). */
  nextMatch: number | null;
  putsUpFirst: Side | null;
  theirPutUp: PlayerRef | null;
  /** The cap minus the skill levels already played, each side. */
  capLeft: Points;
  /** Players still to put up, each side. */
  slotsLeft: number;
  /** Players not yet played who can still be put up legally, each side (roster order). */
  available: { ours: PlayerRef[]; theirs: PlayerRef[] };
}

export interface LineupAnalysis {
  gameType: GameType;
  raceUnit: 'games' | 'points';
  /** What the minimax maximises (and the opponent minimises): our expected team points. */
  objective: 'expected-team-points';
  /** The most team points one side can take in a night: 15 in 8-ball, 100 in 9-ball. */
  nightPoints: number;
  /** Who puts up first in match 1 (then it alternates). */
  firstPutUp: Side;
  /** The model the odds come from (see match-odds.ts). */
  model: string;
  night: NightState;
  /** The decision at hand (null when the night is over). */
  decision: Decision | null;
  /** The five pairings: the played ones, then the rest when both sides play their best. */
  line: Pairing[];
  /** The whole night along the line: banked plus expected. */
  expectedTeamPoints: Points;
  expectedMatchesWon: number;
  /** P(we end the night with more team points than they do), and P(level). */
  nightWinProbability: number;
  nightTieProbability: number;
  /** Legal lineups (five players within the cap and the senior rule) of each side. */
  legalLineups: { ours: number; theirs: number };
  players: { ours: RatedPlayer[]; theirs: RatedPlayer[] };
  /** Players (ours first) who can be in no legal lineup of their team, so the advisor leaves them out. */
  unplayable: UnplayablePlayer[];
  /** Memoised search states evaluated (a measure of the work done). */
  statesVisited: number;
  /** Plain-language reasons built only from the numbers above. */
  reasons: string[];
}
