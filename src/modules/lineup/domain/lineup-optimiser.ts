/**
 * The Lineup Advisor: the advice for an APA team night, from its start or from any point of it.
 *
 * The search (night-search.ts) values what is left of the night exactly — our expected team points
 * with both sides playing their best — under the match model of match-odds.ts. From the state the
 * captain gives (the matches played, and the player the opponent has just put up) this module
 * builds the answer: where the night stands (team points and matches banked, the cap and players
 * left), the decision at hand with every option valued, the recommended line for the rest, the
 * chance to win the night on team points, and how sure the recommendation is: the runner-up, the
 * margin, and whether a reasonable change of the model's assumptions (ALTERNATE_MODELS) would pick
 * another player.
 *
 * Worked example: see the "worked example" tests of lineup-optimiser.spec.ts and docs/features.md.
 */
import { bitCount, seniorRuleOf, unplayableReason } from './legality.js';
import { assertLineupInput, assertNightInput } from './lineup-input.js';
import { decisionWhy, lineupReasons, unplayableText } from './lineup-text.js';
import { ALTERNATE_MODELS, DEFAULT_MODEL, type MatchModel } from './match-odds.js';
import {
  LineupCutShort,
  MATCHES_A_NIGHT,
  TIE,
  bestLine,
  createNight,
  legalPutUps,
  nightValue,
  ourBestReply,
  putsUpFirstIn,
  theirBestReply,
  valueAfter,
  type Night,
} from './night-search.js';
import {
  expectedPoints,
  matchOutcomes,
  nightOutcome,
  outcomesGivenWinner,
  teamPointsOfScore,
  type MatchOutcome,
} from './team-points.js';
import type {
  Decision,
  DecisionOption,
  LineupAnalysis,
  LineupTeam,
  NightState,
  Pairing,
  PlayedMatch,
  PlayerRef,
  Points,
  RatedPlayer,
  Side,
  UnplayablePlayer,
} from './lineup.types.js';

export { LineupCutShort };

/** The most team points one side can take in a night: five 3–0 shutouts in 8-ball, five 20–0 in 9-ball. */
const NIGHT_POINTS = { '8-ball': 15, '9-ball': 100 } as const;

export interface LineupOptions {
  /** Who puts up first in match 1 (default: the opponent). */
  firstPutUp?: Side;
  /** Match night: the matches already played, in order (player ids). */
  played?: PlayedMatch[];
  /** Match night: the opponent player just put up in the next match (their turn). */
  theirPutUp?: string;
  /**
   * When the search must stop (Date.now() time, the same clock on every thread): past it,
   * optimiseLineup throws LineupCutShort. Without it the search runs to the end. The sensitivity
   * check runs only in what is left: cut short, the decision says it was not checked.
   */
  deadline?: number;
}

function ref(player: RatedPlayer): PlayerRef {
  return { id: player.id, name: player.name, skillLevel: player.skillLevel };
}

function outcomesOf(night: Night, gameType: LineupTeam['gameType'], i: number, j: number): MatchOutcome[] {
  const odds = night.odds[i]![j]!;
  return matchOutcomes(
    gameType,
    night.ours[i]!.skillLevel,
    night.theirs[j]!.skillLevel,
    odds.race,
    odds.unitWinProbability,
  );
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
    teamPoints: odds.teamPoints,
    result: null,
  };
}

/** A played match: its result's team points, exact with a score, else expected given the winner. */
function playedPairing(
  night: Night,
  gameType: LineupTeam['gameType'],
  match: number,
  i: number,
  j: number,
  played: PlayedMatch,
): { pairing: Pairing; outcomes: MatchOutcome[] } {
  const odds = night.odds[i]![j]!;
  const exact = played.ourScore !== undefined && played.theirScore !== undefined;
  const outcomes: MatchOutcome[] = exact
    ? [
        {
          winner: played.winner,
          points: teamPointsOfScore(
            gameType,
            night.ours[i]!.skillLevel,
            night.theirs[j]!.skillLevel,
            odds.race,
            played.ourScore!,
            played.theirScore!,
          ),
          probability: 1,
        },
      ]
    : outcomesGivenWinner(outcomesOf(night, gameType, i, j), played.winner);
  return {
    pairing: {
      ...pairing(night, match, i, j),
      teamPoints: expectedPoints(outcomes),
      result: {
        winner: played.winner,
        ourScore: played.ourScore ?? null,
        theirScore: played.theirScore ?? null,
        pointsExact: exact,
      },
    },
    outcomes,
  };
}

/** The state of the search: who has played on each side, and their put-up (a roster index) if any. */
interface State {
  ourUsed: number;
  theirUsed: number;
  theirPutUp: number | null;
  /** Our team points and matches already banked (expected for a played match without its score). */
  bankedPoints: number;
  matchesWon: number;
}

/** One option of a decision: our player i against their player j, and the rest of the night after it. */
interface RawOption {
  i: number;
  j: number;
  value: number;
}

type DecisionKind = Decision['kind'];

function decisionKind(night: Night, state: State): DecisionKind {
  if (state.theirPutUp !== null) return 'our-reply';
  return putsUpFirstIn(night.firstPutUp, bitCount(state.ourUsed)) === 'us' ? 'our-put-up' : 'their-put-up';
}

/** Every option of the decision at hand with the value of the rest of the night, best for us first. */
function rawOptions(night: Night, state: State, kind: DecisionKind): RawOption[] {
  const { ourUsed, theirUsed } = state;
  let options: RawOption[];
  if (kind === 'our-put-up')
    options = legalPutUps(night, 'us', ourUsed).map((i) => {
      const reply = theirBestReply(night, ourUsed, theirUsed, i);
      return { i, j: reply.player, value: reply.value };
    });
  else if (kind === 'our-reply') {
    const j = state.theirPutUp!;
    options = legalPutUps(night, 'us', ourUsed).map((i) => ({
      i,
      j,
      value: valueAfter(night, ourUsed, theirUsed, i, j),
    }));
  } else
    options = legalPutUps(night, 'opponent', theirUsed).map((j) => {
      const reply = ourBestReply(night, ourUsed, theirUsed, j);
      return { i: reply.player, j, value: reply.value };
    });
  // best first; near-ties keep roster order, as the search does
  return options.sort((a, b) => (Math.abs(b.value - a.value) <= TIE ? 0 : b.value - a.value));
}

function option(night: Night, state: State, raw: RawOption): DecisionOption {
  const odds = night.odds[raw.i]![raw.j]!;
  const after = bestLine(night, state.ourUsed | (1 << raw.i), state.theirUsed | (1 << raw.j));
  return {
    ours: ref(night.ours[raw.i]!),
    theirs: ref(night.theirs[raw.j]!),
    race: odds.race,
    winProbability: odds.winProbability,
    expectedTeamPoints: state.bankedPoints + raw.value,
    expectedMatchesWon:
      state.matchesWon +
      odds.winProbability +
      after.reduce((sum, [i, j]) => sum + night.odds[i]![j]!.winProbability, 0),
  };
}

interface Sensitivity {
  checked: boolean;
  uncertainty: number;
  picks: { model: string; pick: PlayerRef }[];
}

/**
 * The decision again under each alternate model (each a search of its own, within the deadline):
 * which of them picks another player, and how far the margin between our best and runner-up moves.
 */
function sensitivity(
  ours: LineupTeam,
  theirs: LineupTeam,
  night: Night,
  state: State,
  kind: DecisionKind,
  options: RawOption[],
  models: readonly MatchModel[],
): Sensitivity {
  const [best, runnerUp] = options;
  const result: Sensitivity = { checked: true, uncertainty: 0, picks: [] };
  if (kind === 'their-put-up' || !best || !runnerUp) return result;
  const margin = best.value - runnerUp.value;
  try {
    for (const model of models) {
      const alternate = createNight(ours, theirs, night.firstPutUp, night.deadline, model, night);
      const ranked = rawOptions(alternate, state, kind);
      const values = new Map(ranked.map((raw) => [raw.i, raw.value]));
      const top = ranked[0]!;
      if (top.i !== best.i && top.value > values.get(best.i)! + TIE)
        result.picks.push({ model: model.name, pick: ref(night.ours[top.i]!) });
      const alternateMargin = values.get(best.i)! - values.get(runnerUp.i)!;
      result.uncertainty = Math.max(result.uncertainty, Math.abs(alternateMargin - margin));
    }
  } catch (error) {
    if (!(error instanceof LineupCutShort)) throw error;
    return { checked: false, uncertainty: result.uncertainty, picks: result.picks };
  }
  return result;
}

function decide(
  ours: LineupTeam,
  theirs: LineupTeam,
  night: Night,
  state: State,
  rest: Pairing[],
  raceUnit: LineupAnalysis['raceUnit'],
): Decision {
  const kind = decisionKind(night, state);
  const raws = rawOptions(night, state, kind);
  const options = raws.map((raw) => option(night, state, raw));
  const ourChoice = kind !== 'their-put-up';
  const best = ourChoice ? (options[0] ?? null) : null;
  const runnerUp = ourChoice ? (options[1] ?? null) : null;
  const margin = best && runnerUp ? Math.max(0, best.expectedTeamPoints - runnerUp.expectedTeamPoints) : null;
  const checked = sensitivity(ours, theirs, night, state, kind, raws, ALTERNATE_MODELS);
  const decision: Omit<Decision, 'why'> = {
    match: bitCount(state.ourUsed) + 1,
    kind,
    theirPutUp: state.theirPutUp === null ? null : ref(night.theirs[state.theirPutUp]!),
    options,
    best,
    runnerUp,
    margin,
    uncertainty: checked.uncertainty,
    sensitivityChecked: checked.checked,
    tooCloseToCall: margin !== null && (margin <= checked.uncertainty || checked.picks.length > 0),
    sensitivity: checked.picks,
  };
  return { ...decision, why: decisionWhy(decision, rest, raceUnit) };
}

/** The players of a team who can be in no legal lineup, each with the reason. */
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

function rosterIndex(team: LineupTeam, id: string): number {
  return team.players.findIndex((player) => player.id === id);
}

function sumPoints(pairings: readonly Pairing[]): Points {
  return pairings.reduce(
    (sum, p) => ({ ours: sum.ours + p.teamPoints.ours, theirs: sum.theirs + p.teamPoints.theirs }),
    { ours: 0, theirs: 0 },
  );
}

function capLeft(team: LineupTeam, used: number): number {
  return team.players.reduce(
    (cap, p, i) => cap - ((used & (1 << i)) !== 0 ? p.skillLevel : 0),
    team.maxHandicapSum,
  );
}

/**
 * The advice for a team night: `ours` is the captain's team, `theirs` the opponent, `options` the
 * night so far. Throws a LineupInputError (lineup-input.ts) for rosters or a night that cannot be
 * played, and LineupCutShort when `options.deadline` passes before the answer is known.
 */
export function optimiseLineup(
  ours: LineupTeam,
  theirs: LineupTeam,
  options: LineupOptions = {},
): LineupAnalysis {
  assertLineupInput(ours, theirs);
  const firstPutUp = options.firstPutUp ?? 'opponent';
  const playedInput = options.played ?? [];
  assertNightInput(ours, theirs, { played: playedInput, theirPutUp: options.theirPutUp, firstPutUp });
  const gameType = ours.gameType;
  const raceUnit = gameType === '8-ball' ? 'games' : 'points';
  const night = createNight(ours, theirs, firstPutUp, options.deadline ?? Infinity, DEFAULT_MODEL);

  let ourUsed = 0;
  let theirUsed = 0;
  const unknownOutcomes: MatchOutcome[][] = [];
  const played = playedInput.map((match, m) => {
    const i = rosterIndex(ours, match.ours);
    const j = rosterIndex(theirs, match.theirs);
    ourUsed |= 1 << i;
    theirUsed |= 1 << j;
    const { pairing: result, outcomes } = playedPairing(night, gameType, m, i, j, match);
    if (!result.result!.pointsExact) unknownOutcomes.push(outcomes);
    return result;
  });
  const banked = sumPoints(played);
  const exactBanked = sumPoints(played.filter((p) => p.result!.pointsExact));
  const won = played.filter((p) => p.result!.winner === 'us').length;
  const theirPutUp = options.theirPutUp === undefined ? null : rosterIndex(theirs, options.theirPutUp);
  const state: State = { ourUsed, theirUsed, theirPutUp, bankedPoints: banked.ours, matchesWon: won };

  const over = played.length === MATCHES_A_NIGHT;
  if (!over) nightValue(night, ourUsed, theirUsed); // the whole search, before anything else reads it
  const line = over ? [] : bestLine(night, ourUsed, theirUsed, theirPutUp);
  const rest = line.map(([i, j], k) => pairing(night, played.length + k, i, j));
  const decision = over ? null : decide(ours, theirs, night, state, rest, raceUnit);
  const restPoints = sumPoints(rest);
  const outcome = nightOutcome(exactBanked, [
    ...unknownOutcomes,
    ...line.map(([i, j]) => outcomesOf(night, gameType, i, j)),
  ]);
  const nextMatch = over ? null : played.length;
  const nightState: NightState = {
    played,
    teamPoints: banked,
    matchesWon: { ours: won, theirs: played.length - won },
    nextMatch: nextMatch === null ? null : nextMatch + 1,
    putsUpFirst: nextMatch === null ? null : putsUpFirstIn(firstPutUp, nextMatch),
    theirPutUp: theirPutUp === null ? null : ref(night.theirs[theirPutUp]!),
    capLeft: { ours: capLeft(ours, ourUsed), theirs: capLeft(theirs, theirUsed) },
    slotsLeft: MATCHES_A_NIGHT - played.length,
    available: {
      ours: over ? [] : legalPutUps(night, 'us', ourUsed).map((i) => ref(night.ours[i]!)),
      theirs: over ? [] : legalPutUps(night, 'opponent', theirUsed).map((j) => ref(night.theirs[j]!)),
    },
  };
  const analysis: Omit<LineupAnalysis, 'reasons'> = {
    gameType,
    raceUnit,
    objective: 'expected-team-points',
    nightPoints: NIGHT_POINTS[gameType],
    firstPutUp,
    model: DEFAULT_MODEL.name,
    night: nightState,
    decision,
    line: [...played, ...rest],
    expectedTeamPoints: { ours: banked.ours + restPoints.ours, theirs: banked.theirs + restPoints.theirs },
    expectedMatchesWon: won + rest.reduce((sum, p) => sum + p.winProbability, 0),
    nightWinProbability: outcome.win,
    nightTieProbability: outcome.tie,
    legalLineups: { ours: night.ourSets.lineups, theirs: night.theirSets.lineups },
    players: { ours: night.ours, theirs: night.theirs },
    unplayable: [...unplayablePlayers(ours, 'us'), ...unplayablePlayers(theirs, 'opponent')],
    statesVisited: night.statesVisited,
  };
  return { ...analysis, reasons: lineupReasons(analysis, ours) };
}
