/**
 * The Lineup Advisor's optimiser: an exact minimax over a 5-match APA team night.
 *
 * The night: in each of the 5 matches one side puts up a player first and the other responds with one
 * of theirs; the side that puts up first alternates (an input says who starts, by default the opponent).
 * Nobody plays twice, and every put-up must leave a legal completion (legality.ts: the team's cap on the
 * five skill levels and the senior rule).
 *
 * Objective: we maximise the expected number of matches won (the sum of the five match probabilities
 * of match-odds.ts) and the opponent, putting up and responding to hurt us most, minimises it. The value
 * of a state depends only on the players each side has used: the match index is their count, the
 * remaining cap follows from them, and so does who puts up next. States are memoised on (our used set,
 * their used set) as bit masks (each legal set numbered compactly, so the memo is one flat array), and
 * only legal partial sets are ever visited: at most Σ_{m=0..4} C(12, m)² = 297,926 states for two
 * rosters of 12, each trying at most 12 × 12 pairings. We also report, along the principal
 * variation (both sides' best play), the probability of winning at least 3 of the 5 matches.
 *
 * Worked example (8-ball, both caps 23, the opponent puts up first; the "worked example" tests of
 * lineup-optimiser.spec.ts check these numbers):
 *   Cue Tips (us): Ann SL 6 (12–4), Ben SL 5 (6–6), Cat SL 4 (9–3), Dan SL 3 (2–6), Eve SL 3 (5–5),
 *                  Fay SL 2 (0–0), Gil SL 7 (4–4)                              → 17 legal lineups
 *   Rack Pack:     Hal SL 7 (10–6), Ivy SL 6 (5–5), Jon SL 5 (8–8), Kim SL 4 (3–7), Lou SL 4 (6–6),
 *                  Max SL 3 (4–4), Ned SL 2 (1–1)                              → 15 legal lineups
 * 1. Ratings: SL rating + record shift. Ann: shrunk rate (12 + 5) / (16 + 10) = 65.4%, the gap at which
 *    an SL 6 wins 65.4% of 5–5 races is +37.1, so 550 + 37.1 = 587.1. Likewise Cat 450 + 42.9,
 *    Dan 400 − 43.4, Hal 600 + 18.2, Kim 450 − 31.1; even records shift nothing.
 * 2. A pairing: Ann v Max (SL 3, 400): gap 187.1, so Ann wins a game with p = 1 / (1 + 2^−1.871) = 0.785;
 *    the chart gives SL 6 v SL 3 a race 5–2, so Ann wins the match with p^5 (1 + 5 (1 − p))
 *    = 0.2986 × 2.0736 = 61.9%.
 * 3. The night (2,838 states): they open with Jon; the recommended line is
 *    Eve v Jon (2–4, 53.9%), Ann v Max (5–2, 61.9%), Cat v Ivy (3–5, 58.5%), Fay v Ned (2–2, 50.0%),
 *    Gil v Hal (5–5, 42.3%): 2.67 expected matches won, 56.3% to win at least 3 (22 of our 23 used).
 *    Replies to their opening put-up range from 2.76 (Kim → Fay, 2–4, 63%) down to 2.67 (Jon → Eve):
 *    Jon is their best opening. If we put up first instead, Eve opens (2.70; Ann is next at 2.69).
 */
import { bitCount, completableSets, LINEUP_SIZE, seniorRuleOf, unplayableReason } from './legality.js';
import { assertLineupInput } from './lineup-input.js';
import { lineupReasons, unplayableText } from './lineup-text.js';
import { pairingOdds, probabilityOfAtLeast, ratePlayer, type PairingOdds } from './match-odds.js';
import type {
  LineupAnalysis,
  LineupTeam,
  OpeningOption,
  Pairing,
  PlayerRef,
  PutUpReply,
  RatedPlayer,
  Side,
  UnplayablePlayer,
} from './lineup.types.js';

export const MATCHES_A_NIGHT = LINEUP_SIZE;
/** Matches needed to win the night on the count of matches. */
export const MATCHES_TO_WIN_NIGHT = 3;
/** Values closer than this are ties; ties go to the player listed first, so answers are deterministic. */
const TIE = 1e-12;
/** Start values of a search for the best (kept in module scope: hot loops avoid global lookups). */
const WORST_FOR_US = -Infinity;
const BEST_FOR_US = Infinity;
/** Memo entry of a state not yet valued (values are expected wins, never negative). */
const UNKNOWN = -1;

export interface LineupOptions {
  /** Who puts up first in match 1 (default: the opponent). */
  firstPutUp?: Side;
  /**
   * When the search must stop (Date.now() time, the same clock on every thread): past it,
   * optimiseLineup throws LineupCutShort. Without it the search runs to the end.
   */
  deadline?: number;
}

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

/** A choice and the value of the night after it. */
interface Choice {
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
interface Night {
  ours: RatedPlayer[];
  theirs: RatedPlayer[];
  odds: PairingOdds[][];
  /** win[i · theirs + j]: our player i's chance against their player j. */
  win: Float64Array;
  ourSets: SideSets;
  theirSets: SideSets;
  firstPutUp: Side;
  /** See LineupOptions.deadline; Infinity for none. */
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

function createNight(ours: LineupTeam, theirs: LineupTeam, firstPutUp: Side, deadline: number): Night {
  const gameType = ours.gameType;
  const ourRated = ours.players.map((player) => ratePlayer(gameType, player));
  const theirRated = theirs.players.map((player) => ratePlayer(gameType, player));
  const odds = ourRated.map((a) => theirRated.map((b) => pairingOdds(gameType, a, b)));
  const ourSets = sideSets(ours);
  const theirSets = sideSets(theirs);
  return {
    ours: ourRated,
    theirs: theirRated,
    odds,
    win: Float64Array.from(odds.flat().map((pairing) => pairing.winProbability)),
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
function legalPutUps(sets: SideSets, used: number): number[] {
  return sets.moves[used]!;
}

function winProbability(night: Night, ourPlayer: number, theirPlayer: number): number {
  return night.win[ourPlayer * night.theirs.length + theirPlayer]!;
}

/** Our best reply to their put-up `theirPlayer`: the most expected wins from here on. */
function ourBestReply(night: Night, ourUsed: number, theirUsed: number, theirPlayer: number): Choice {
  let player = -1;
  let best = WORST_FOR_US;
  for (const i of legalPutUps(night.ourSets, ourUsed)) {
    const value =
      winProbability(night, i, theirPlayer) +
      nightValue(night, ourUsed | (1 << i), theirUsed | (1 << theirPlayer));
    if (value > best + TIE) {
      player = i;
      best = value;
    }
  }
  return { player, value: best };
}

/** Their best reply to our put-up `ourPlayer`: the fewest expected wins for us from here on. */
function theirBestReply(night: Night, ourUsed: number, theirUsed: number, ourPlayer: number): Choice {
  let player = -1;
  let best = BEST_FOR_US;
  for (const j of legalPutUps(night.theirSets, theirUsed)) {
    const value =
      winProbability(night, ourPlayer, j) +
      nightValue(night, ourUsed | (1 << ourPlayer), theirUsed | (1 << j));
    if (value < best - TIE) {
      player = j;
      best = value;
    }
  }
  return { player, value: best };
}

/** Our best put-up when we go first: the most expected wins against their best reply. */
function ourBestPutUp(night: Night, ourUsed: number, theirUsed: number): Choice {
  let player = -1;
  let best = WORST_FOR_US;
  for (const i of legalPutUps(night.ourSets, ourUsed)) {
    const value = theirBestReply(night, ourUsed, theirUsed, i).value;
    if (value > best + TIE) {
      player = i;
      best = value;
    }
  }
  return { player, value: best };
}

/** Their best put-up when they go first: the fewest expected wins for us against our best reply. */
function theirBestPutUp(night: Night, ourUsed: number, theirUsed: number): Choice {
  let player = -1;
  let best = BEST_FOR_US;
  for (const j of legalPutUps(night.theirSets, theirUsed)) {
    const value = ourBestReply(night, ourUsed, theirUsed, j).value;
    if (value < best - TIE) {
      player = j;
      best = value;
    }
  }
  return { player, value: best };
}

/**
 * Expected matches we win from this state on (both sides playing their best), memoised. A complete
 * night (five used, so no index) is worth nothing more.
 */
function nightValue(night: Night, ourUsed: number, theirUsed: number): number {
  const ourIndex = night.ourSets.index[ourUsed]!;
  if (ourIndex < 0) return 0;
  const key = ourIndex * night.theirSets.count + night.theirSets.index[theirUsed]!;
  const known = night.memo[key]!;
  if (known !== UNKNOWN) return known;
  if (night.statesVisited % STATES_PER_CLOCK_CHECK === 0 && Date.now() >= night.deadline)
    throw new LineupCutShort(night.statesVisited);
  const value =
    putsUpFirstIn(night.firstPutUp, bitCount(ourUsed)) === 'us'
      ? ourBestPutUp(night, ourUsed, theirUsed).value
      : theirBestPutUp(night, ourUsed, theirUsed).value;
  night.memo[key] = value;
  night.statesVisited++;
  return value;
}

/** The five pairings (our index, their index) when both sides play their best. */
function principalVariation(night: Night): [number, number][] {
  const pairs: [number, number][] = [];
  let ourUsed = 0;
  let theirUsed = 0;
  for (let match = 0; match < MATCHES_A_NIGHT; match++) {
    let pair: [number, number];
    if (putsUpFirstIn(night.firstPutUp, match) === 'us') {
      const i = ourBestPutUp(night, ourUsed, theirUsed).player;
      pair = [i, theirBestReply(night, ourUsed, theirUsed, i).player];
    } else {
      const j = theirBestPutUp(night, ourUsed, theirUsed).player;
      pair = [ourBestReply(night, ourUsed, theirUsed, j).player, j];
    }
    pairs.push(pair);
    ourUsed |= 1 << pair[0];
    theirUsed |= 1 << pair[1];
  }
  return pairs;
}

function ref(player: RatedPlayer): PlayerRef {
  return { id: player.id, name: player.name, skillLevel: player.skillLevel };
}

function pairing(night: Night, match: number, i: number, j: number): Pairing {
  const odds = night.odds[i]![j]!;
  return {
    match: match + 1,
    putsUpFirst: putsUpFirstIn(night.firstPutUp, match),
    ours: ref(night.ours[i]!),
    theirs: ref(night.theirs[j]!),
    race: odds.race,
    winProbability: odds.winProbability,
  };
}

/** When we go first: each legal first put-up against their best reply, best first. */
function openingOptions(night: Night): OpeningOption[] {
  if (night.firstPutUp !== 'us') return [];
  return legalPutUps(night.ourSets, 0)
    .map((i) => {
      const reply = theirBestReply(night, 0, 0, i);
      const odds = night.odds[i]![reply.player]!;
      return {
        ourPutUp: ref(night.ours[i]!),
        theirReply: ref(night.theirs[reply.player]!),
        race: odds.race,
        winProbability: odds.winProbability,
        expectedMatchesWon: reply.value,
      };
    })
    .sort(byValueDescending);
}

/** Best value first; near-ties (TIE) keep roster order, as the search does. */
function byValueDescending(a: { expectedMatchesWon: number }, b: { expectedMatchesWon: number }): number {
  const difference = b.expectedMatchesWon - a.expectedMatchesWon;
  return Math.abs(difference) <= TIE ? 0 : difference;
}

/**
 * Our best reply to each legal opponent put-up in the state (ourUsed, theirUsed), best for us first;
 * `alreadyWon` (the expected wins of the matches before it) makes each value the whole night's.
 */
function putUpReplies(night: Night, ourUsed: number, theirUsed: number, alreadyWon: number): PutUpReply[] {
  return legalPutUps(night.theirSets, theirUsed)
    .map((j) => {
      const reply = ourBestReply(night, ourUsed, theirUsed, j);
      const odds = night.odds[reply.player]![j]!;
      return {
        theirPutUp: ref(night.theirs[j]!),
        ourReply: ref(night.ours[reply.player]!),
        race: odds.race,
        winProbability: odds.winProbability,
        expectedMatchesWon: alreadyWon + reply.value,
      };
    })
    .sort(byValueDescending);
}

/** The players of a team who can be in none of its legal lineups, each with the reason. */
function unplayablePlayers(team: LineupTeam, side: Side): UnplayablePlayer[] {
  const levels = team.players.map((player) => player.skillLevel);
  const senior = seniorRuleOf(team);
  return team.players.flatMap((player, i) => {
    const why = unplayableReason(team, levels, i);
    if (!why) return [];
    const reason = unplayableText(why, team.maxHandicapSum, senior);
    return [{ side, playerId: player.id, name: player.name, skillLevel: player.skillLevel, reason }];
  });
}

/**
 * The advice for a team night: `ours` is the captain's team, `theirs` the opponent. Throws a
 * LineupInputError (lineup-input.ts) for rosters the night cannot be played with, and LineupCutShort
 * when `options.deadline` passes before the answer is known.
 */
export function optimiseLineup(
  ours: LineupTeam,
  theirs: LineupTeam,
  options: LineupOptions = {},
): LineupAnalysis {
  assertLineupInput(ours, theirs);
  const firstPutUp = options.firstPutUp ?? 'opponent';
  const night = createNight(ours, theirs, firstPutUp, options.deadline ?? Infinity);
  const expectedMatchesWon = nightValue(night, 0, 0);
  const pv = principalVariation(night);
  const recommended = pv.map(([i, j], match) => pairing(night, match, i, j));
  const repliesMatch = firstPutUp === 'opponent' ? 0 : 1;
  const [ourUsed, theirUsed] = repliesMatch === 0 ? [0, 0] : [1 << pv[0]![0], 1 << pv[0]![1]];
  const alreadyWon = repliesMatch === 0 ? 0 : recommended[0]!.winProbability;
  const openings = openingOptions(night);
  const best = openings.find((option) => option.ourPutUp.id === recommended[0]!.ours.id) ?? null;
  const analysis: Omit<LineupAnalysis, 'reasons'> = {
    gameType: ours.gameType,
    raceUnit: ours.gameType === '8-ball' ? 'games' : 'points',
    objective: 'expected-matches-won',
    firstPutUp,
    opening: {
      best,
      options: openings,
      repliesMatch: repliesMatch + 1,
      replies: putUpReplies(night, ourUsed, theirUsed, alreadyWon),
    },
    recommended,
    expectedMatchesWon,
    nightWinProbability: probabilityOfAtLeast(
      recommended.map((p) => p.winProbability),
      MATCHES_TO_WIN_NIGHT,
    ),
    legalLineups: { ours: night.ourSets.lineups, theirs: night.theirSets.lineups },
    players: { ours: night.ours, theirs: night.theirs },
    unplayable: [...unplayablePlayers(ours, 'us'), ...unplayablePlayers(theirs, 'opponent')],
    statesVisited: night.statesVisited,
  };
  return { ...analysis, reasons: lineupReasons(analysis, ours) };
}
