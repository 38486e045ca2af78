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

/** A player with the rating the odds use (see match-odds.ts): the skill level's plus the record's shift. */
export interface RatedPlayer extends PlayerRef {
  wins: number;
  losses: number;
  rating: number;
  ratingShift: number;
}

/** One match of the recommended line. */
export interface Pairing {
  match: number;
  putsUpFirst: Side;
  ours: PlayerRef;
  theirs: PlayerRef;
  race: Race;
  winProbability: number;
}

/** Our best reply to one possible opponent put-up, and what the rest of the night is then worth. */
export interface PutUpReply {
  theirPutUp: PlayerRef;
  ourReply: PlayerRef;
  race: Race;
  winProbability: number;
  expectedMatchesWon: number;
}

/** One of our possible first put-ups when we go first, against the opponent's best reply. */
export interface OpeningOption {
  ourPutUp: PlayerRef;
  theirReply: PlayerRef;
  race: Race;
  winProbability: number;
  expectedMatchesWon: number;
}

export interface LineupAnalysis {
  gameType: GameType;
  raceUnit: 'games' | 'points';
  /** What the minimax maximises (and the opponent minimises). */
  objective: 'expected-matches-won';
  /** Who puts up first in match 1 (then it alternates). */
  firstPutUp: Side;
  opening: {
    /** When we go first: our best first put-up (null when the opponent goes first). */
    best: OpeningOption | null;
    /** When we go first: every legal first put-up, best first (empty when the opponent goes first). */
    options: OpeningOption[];
    /** The first match in which the opponent puts up first (1, or 2 after the recommended match 1). */
    repliesMatch: number;
    /** For each legal opponent put-up in that match, our best reply, best for us first. */
    replies: PutUpReply[];
  };
  /** The principal variation: five pairings when both sides play their best. */
  recommended: Pairing[];
  expectedMatchesWon: number;
  /** P(we win at least 3 of the 5 recommended pairings), a Poisson-binomial sum. */
  nightWinProbability: number;
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
