/**
 * The exact minimax over what is left of a 5-match APA team night.
 *
 * In each match one side puts up a player first and the other responds with one of theirs; the side
 * that puts up first alternates. Nobody plays twice, and every put-up must leave a legal completion
 * (legality.ts: the team's cap on the five skill levels and its senior rule). We maximise our
 * expected team points (team-points.ts, per pairing from match-odds.ts) and the opponent, putting up
 * and responding to hurt us most, minimises them.
 *
 * The value of a state depends only on the players each side has used: the match index is their
 * count, the cap left follows from them, and so does who puts up next. So the search starts from any
 * state of the night — the start, or after the matches already played — and states are memoised on
 * (our used set, their used set) as bit masks (each legal set numbered compactly, so the memo is one
 * flat array). Only legal partial sets are visited: at most Σ_{m=0..4} C(12, m)² = 297,926 states for
 * two rosters of 12, each trying at most 12 × 12 pairings.
 */
import { bitCount, completableSets, LINEUP_SIZE } from './legality.js';
import { pairingOdds, ratePlayer, type MatchModel, type PairingOdds } from './match-odds.js';
import type { LineupTeam, RatedPlayer, Side } from './lineup.types.js';

export const MATCHES_A_NIGHT = LINEUP_SIZE;
/** Values closer than this are ties; ties go to the player listed first, so answers are deterministic. */
export const TIE = 1e-12;
/** Memo entry of a state not yet valued (values are expected points, never negative). */
const UNKNOWN = -1;
/** States valued between two looks at the clock. */
const STATES_PER_CLOCK_CHECK = 1024;

/**
 * The search ran past its deadline. The search is exact and depth-first: until the first state's
 * value is known no line of play has been valued against every reply, so there is no best-so-far.
 */
export class LineupCutShort extends Error {
  // a plain field, not a parameter property: the worker thread runs this file with Node's type
  // stripping under jest, which accepts only erasable syntax
  readonly statesVisited: number;

  constructor(statesVisited: number) {
    super(`The lineup search stopped at its deadline after ${statesVisited} states`);
    this.name = 'LineupCutShort';
    this.statesVisited = statesVisited;
  }
}

/** A choice (a roster index) and the value of the rest of the night after it. */
export interface Choice {
  player: number;
  value: number;
}

/**
 * One side's legal put-ups: every legal partial set (bit mask, fewer than five players) gets a compact
 * index for the memo, and its list of legal next put-ups.
 */
interface SideSets {
  index: Int32Array;
  count: number;
  moves: number[][];
  lineups: number;
}

/** The search context: both rosters, every pairing's odds, the legal sets and the memo. */
export interface Night {
  ours: RatedPlayer[];
  theirs: RatedPlayer[];
  odds: PairingOdds[][];
  /** points[i · theirs + j]: the team points our player i expects against their player j. */
  points: Float64Array;
  ourSets: SideSets;
  theirSets: SideSets;
  firstPutUp: Side;
  /** When the search must stop (Date.now() time); Infinity for never. */
  deadline: number;
  /** The value of each state (our set's index × their count + their set's index); UNKNOWN until known. */
  memo: Float64Array;
  statesVisited: number;
}

function sideSets(team: LineupTeam): SideSets {
  const sets = completableSets(
    team,
    team.players.map((player) => player.skillLevel),
  );
  const index = new Int32Array(sets.length).fill(-1);
  const moves: number[][] = new Array<number[]>(sets.length).fill([]);
  let count = 0;
  let lineups = 0;
  sets.forEach((legal, mask) => {
    if (legal !== 1) return;
    if (bitCount(mask) === LINEUP_SIZE) {
      lineups++;
      return;
    }
    index[mask] = count++;
    moves[mask] = team.players
      .map((_, i) => i)
      .filter((i) => (mask & (1 << i)) === 0 && sets[mask | (1 << i)] === 1);
  });
  return { index, count, moves, lineups };
}

/**
 * A search over two rosters under one match model; `like` is a search over the same rosters whose
 * legal sets it shares (only the odds differ).
 */
export function createNight(
  ours: LineupTeam,
  theirs: LineupTeam,
  firstPutUp: Side,
  deadline: number,
  model: MatchModel,
  like?: Night,
): Night {
  const gameType = ours.gameType;
  const ourRated = ours.players.map((player) => ratePlayer(gameType, player, model));
  const theirRated = theirs.players.map((player) => ratePlayer(gameType, player, model));
  const odds = ourRated.map((a) => theirRated.map((b) => pairingOdds(gameType, a, b, model)));
  const ourSets = like?.ourSets ?? sideSets(ours);
  const theirSets = like?.theirSets ?? sideSets(theirs);
  return {
    ours: ourRated,
    theirs: theirRated,
    odds,
    points: Float64Array.from(odds.flat().map((pairing) => pairing.teamPoints.ours)),
    ourSets,
    theirSets,
    firstPutUp,
    deadline,
    memo: new Float64Array(ourSets.count * theirSets.count).fill(UNKNOWN),
    statesVisited: 0,
  };
}

function other(side: Side): Side {
  return side === 'us' ? 'opponent' : 'us';
}

/** Who puts up first in match `match` (0-based): alternating from `firstPutUp`. */
export function putsUpFirstIn(firstPutUp: Side, match: number): Side {
  return match % 2 === 0 ? firstPutUp : other(firstPutUp);
}

/** Players not in `used` whose put-up keeps the side's selection completable, in roster order. */
export function legalPutUps(night: Night, side: Side, used: number): number[] {
  return (side === 'us' ? night.ourSets : night.theirSets).moves[used]!;
}

function matchPoints(night: Night, ourPlayer: number, theirPlayer: number): number {
  return night.points[ourPlayer * night.theirs.length + theirPlayer]!;
}

/** The value after our player i meets their player j in the state (ourUsed, theirUsed). */
export function valueAfter(night: Night, ourUsed: number, theirUsed: number, i: number, j: number): number {
  return matchPoints(night, i, j) + nightValue(night, ourUsed | (1 << i), theirUsed | (1 << j));
}

/** Our best reply to their put-up `theirPlayer`: the most expected points from here on. */
export function ourBestReply(night: Night, ourUsed: number, theirUsed: number, theirPlayer: number): Choice {
  let player = -1;
  let best = -Infinity;
  for (const i of legalPutUps(night, 'us', ourUsed)) {
    const value = valueAfter(night, ourUsed, theirUsed, i, theirPlayer);
    if (value > best + TIE) {
      player = i;
      best = value;
    }
  }
  return { player, value: best };
}

/** Their best reply to our put-up `ourPlayer`: the fewest expected points for us from here on. */
export function theirBestReply(night: Night, ourUsed: number, theirUsed: number, ourPlayer: number): Choice {
  let player = -1;
  let best = Infinity;
  for (const j of legalPutUps(night, 'opponent', theirUsed)) {
    const value = valueAfter(night, ourUsed, theirUsed, ourPlayer, j);
    if (value < best - TIE) {
      player = j;
      best = value;
    }
  }
  return { player, value: best };
}

/** Our best put-up when we go first: the most expected points against their best reply. */
function ourBestPutUp(night: Night, ourUsed: number, theirUsed: number): Choice {
  let player = -1;
  let best = -Infinity;
  for (const i of legalPutUps(night, 'us', ourUsed)) {
    const value = theirBestReply(night, ourUsed, theirUsed, i).value;
    if (value > best + TIE) {
      player = i;
      best = value;
    }
  }
  return { player, value: best };
}

/** Their best put-up when they go first: the fewest expected points for us against our best reply. */
function theirBestPutUp(night: Night, ourUsed: number, theirUsed: number): Choice {
  let player = -1;
  let best = Infinity;
  for (const j of legalPutUps(night, 'opponent', theirUsed)) {
    const value = ourBestReply(night, ourUsed, theirUsed, j).value;
    if (value < best - TIE) {
      player = j;
      best = value;
    }
  }
  return { player, value: best };
}

/**
 * The value of a state known to be incomplete, from its children: the hot loop of the search, so the
 * children's memo keys are formed here rather than through nightValue, and in the last match (the
 * children are complete nights, worth nothing more) only the match's own points count.
 */
function stateValue(night: Night, ourUsed: number, theirUsed: number): number {
  const { ourSets, theirSets, points, memo } = night;
  const theirCount = night.theirs.length;
  const ourMoves = ourSets.moves[ourUsed]!;
  const theirMoves = theirSets.moves[theirUsed]!;
  const last = bitCount(ourUsed) === MATCHES_A_NIGHT - 1;
  const weFirst = putsUpFirstIn(night.firstPutUp, bitCount(ourUsed)) === 'us';
  // the first mover's best over the responder's best reply to each put-up
  let best = weFirst ? -Infinity : Infinity;
  for (const first of weFirst ? ourMoves : theirMoves) {
    let reply = weFirst ? Infinity : -Infinity;
    for (const second of weFirst ? theirMoves : ourMoves) {
      const i = weFirst ? first : second;
      const j = weFirst ? second : first;
      let value = points[i * theirCount + j]!;
      if (!last) {
        const key =
          ourSets.index[ourUsed | (1 << i)]! * theirSets.count + theirSets.index[theirUsed | (1 << j)]!;
        const known = memo[key]!;
        value += known !== UNKNOWN ? known : nightValue(night, ourUsed | (1 << i), theirUsed | (1 << j));
      }
      if (weFirst ? value < reply - TIE : value > reply + TIE) reply = value;
    }
    if (weFirst ? reply > best + TIE : reply < best - TIE) best = reply;
  }
  return best;
}

/**
 * Our expected team points from this state on (both sides playing their best), memoised. A complete
 * night (five used, so no index) is worth nothing more.
 */
export function nightValue(night: Night, ourUsed: number, theirUsed: number): number {
  const ourIndex = night.ourSets.index[ourUsed]!;
  if (ourIndex < 0) return 0;
  const key = ourIndex * night.theirSets.count + night.theirSets.index[theirUsed]!;
  const known = night.memo[key]!;
  if (known !== UNKNOWN) return known;
  if (night.statesVisited % STATES_PER_CLOCK_CHECK === 0 && Date.now() >= night.deadline)
    throw new LineupCutShort(night.statesVisited);
  const value = stateValue(night, ourUsed, theirUsed);
  night.memo[key] = value;
  night.statesVisited++;
  return value;
}

/**
 * The rest of the night from (ourUsed, theirUsed) when both sides play their best, as pairs (our
 * index, their index); `theirPutUp` is the opponent player already put up in the first of them.
 */
export function bestLine(
  night: Night,
  ourUsed: number,
  theirUsed: number,
  theirPutUp: number | null = null,
): [number, number][] {
  const pairs: [number, number][] = [];
  let mine = ourUsed;
  let yours = theirUsed;
  for (let match = bitCount(ourUsed); match < MATCHES_A_NIGHT; match++) {
    let pair: [number, number];
    if (pairs.length === 0 && theirPutUp !== null)
      pair = [ourBestReply(night, mine, yours, theirPutUp).player, theirPutUp];
    else if (putsUpFirstIn(night.firstPutUp, match) === 'us') {
      const i = ourBestPutUp(night, mine, yours).player;
      pair = [i, theirBestReply(night, mine, yours, i).player];
    } else {
      const j = theirBestPutUp(night, mine, yours).player;
      pair = [ourBestReply(night, mine, yours, j).player, j];
    }
    pairs.push(pair);
    mine |= 1 << pair[0];
    yours |= 1 << pair[1];
  }
  return pairs;
}
