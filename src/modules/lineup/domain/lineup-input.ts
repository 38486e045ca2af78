/**
 * The optimiser's preconditions, checked before any search: the API validates its DTOs first, so these
 * errors are a safety net with stable codes (and the spec's texts for a short roster).
 */
import { SKILL_LEVEL_RANGES, isSkillLevel, raceFor } from './apa-races.js';
import { LINEUP_SIZE, completableSets } from './legality.js';
import type { LineupTeam, PlayedMatch, Side } from './lineup.types.js';
import { teamPointsOfScore } from './team-points.js';

export const MIN_ROSTER_SIZE = LINEUP_SIZE;
export const MAX_ROSTER_SIZE = 12;

export type LineupInputErrorCode =
  | 'TOO_FEW_PLAYERS'
  | 'TOO_MANY_PLAYERS'
  | 'GAME_TYPE_MISMATCH'
  | 'INVALID_HANDICAP_CAP'
  | 'SKILL_LEVEL_OUT_OF_RANGE'
  | 'INVALID_RECORD'
  | 'DUPLICATE_PLAYER'
  | 'NO_LEGAL_LINEUP'
  | 'PLAYED_UNKNOWN_PLAYER'
  | 'PLAYED_TWICE'
  | 'PLAYED_ILLEGAL'
  | 'PLAYED_SCORE'
  | 'PUT_UP_UNKNOWN'
  | 'PUT_UP_OUT_OF_TURN'
  | 'PUT_UP_ILLEGAL';

export class LineupInputError extends Error {
  constructor(
    readonly code: LineupInputErrorCode,
    readonly side: Side,
    message: string,
    /** The request field at fault, when it is not the team itself (e.g. `played[2].ourScore`). */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'LineupInputError';
  }
}

const TEAM_LABEL: Readonly<Record<Side, string>> = { us: 'Your team', opponent: 'Opponent team' };

function isCount(n: number): boolean {
  return Number.isInteger(n) && n >= 0;
}

function checkRoster(team: LineupTeam, side: Side): void {
  const label = TEAM_LABEL[side];
  if (team.players.length < MIN_ROSTER_SIZE)
    throw new LineupInputError('TOO_FEW_PLAYERS', side, `${label} needs at least ${MIN_ROSTER_SIZE} players`);
  if (team.players.length > MAX_ROSTER_SIZE)
    throw new LineupInputError('TOO_MANY_PLAYERS', side, `${label} has more than ${MAX_ROSTER_SIZE} players`);
  if (!Number.isInteger(team.maxHandicapSum) || team.maxHandicapSum < 1)
    throw new LineupInputError(
      'INVALID_HANDICAP_CAP',
      side,
      `${label}: the max handicap sum must be 1 or more`,
    );
  if (new Set(team.players.map((player) => player.id)).size !== team.players.length)
    throw new LineupInputError('DUPLICATE_PLAYER', side, `${label} lists a player twice`);
}

function checkPlayers(team: LineupTeam, side: Side): void {
  const { min, max } = SKILL_LEVEL_RANGES[team.gameType];
  for (const player of team.players) {
    if (!isSkillLevel(team.gameType, player.skillLevel))
      throw new LineupInputError(
        'SKILL_LEVEL_OUT_OF_RANGE',
        side,
        `${player.name}: ${team.gameType} skill levels are ${min}–${max}`,
      );
    if (!isCount(player.wins) || !isCount(player.losses))
      throw new LineupInputError(
        'INVALID_RECORD',
        side,
        `${player.name}: wins and losses are whole numbers ≥ 0`,
      );
  }
}

function checkHasLegalLineup(team: LineupTeam, side: Side): void {
  const sets = completableSets(
    team,
    team.players.map((player) => player.skillLevel),
  );
  if (sets[0] !== 1)
    throw new LineupInputError(
      'NO_LEGAL_LINEUP',
      side,
      `${TEAM_LABEL[side]} has no five players within a handicap sum of ${team.maxHandicapSum} and the senior rule`,
    );
}

/** Throws a LineupInputError for the first problem found (ours before theirs). */
export function assertLineupInput(ours: LineupTeam, theirs: LineupTeam): void {
  checkRoster(ours, 'us');
  checkRoster(theirs, 'opponent');
  if (ours.gameType !== theirs.gameType)
    throw new LineupInputError(
      'GAME_TYPE_MISMATCH',
      'opponent',
      `Both teams must play the same game (${ours.gameType} and ${theirs.gameType})`,
    );
  checkPlayers(ours, 'us');
  checkPlayers(theirs, 'opponent');
  checkHasLegalLineup(ours, 'us');
  checkHasLegalLineup(theirs, 'opponent');
}

/** The match night so far: the matches played (in order) and the player they have just put up. */
export interface NightInput {
  played?: readonly PlayedMatch[];
  theirPutUp?: string;
  firstPutUp: Side;
}

function rosterIndex(team: LineupTeam, id: string): number {
  return team.players.findIndex((player) => player.id === id);
}

/** The legal partial sets of a team (a put-up some legal lineup completes). */
function legalSets(team: LineupTeam): Uint8Array {
  return completableSets(
    team,
    team.players.map((player) => player.skillLevel),
  );
}

function checkScore(
  ours: LineupTeam,
  match: PlayedMatch,
  i: number,
  ourLevel: number,
  theirLevel: number,
): void {
  const field = `played[${i}]`;
  const given = [match.ourScore, match.theirScore].filter((score) => score !== undefined).length;
  if (given === 0) return;
  if (given === 1)
    throw new LineupInputError(
      'PLAYED_SCORE',
      'us',
      `Match ${i + 1}: give both scores, or neither`,
      `${field}.${match.ourScore === undefined ? 'ourScore' : 'theirScore'}`,
    );
  const result = { ours: match.ourScore!, theirs: match.theirScore! };
  let points;
  try {
    const race = raceFor(ours.gameType, ourLevel, theirLevel);
    points = teamPointsOfScore(ours.gameType, ourLevel, theirLevel, race, result.ours, result.theirs);
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    throw new LineupInputError('PLAYED_SCORE', 'us', `Match ${i + 1}: ${error.message}`, `${field}.ourScore`);
  }
  const winner: Side = points.ours > points.theirs ? 'us' : 'opponent';
  if (winner !== match.winner)
    throw new LineupInputError(
      'PLAYED_SCORE',
      'us',
      `Match ${i + 1}: a ${result.ours}–${result.theirs} score is a win for ${winner === 'us' ? 'your player' : 'their player'}`,
      `${field}.winner`,
    );
}

/**
 * Throws a LineupInputError when the night so far cannot have been played: a player not on the
 * roster or playing twice, a score that does not finish the race or disagrees with the winner, a
 * selection no legal lineup completes, or a put-up out of turn. The teams must have passed
 * assertLineupInput.
 */
export function assertNightInput(ours: LineupTeam, theirs: LineupTeam, night: NightInput): void {
  const played = night.played ?? [];
  const ourSets = legalSets(ours);
  const theirSets = legalSets(theirs);
  let ourUsed = 0;
  let theirUsed = 0;
  played.forEach((match, i) => {
    const a = rosterIndex(ours, match.ours);
    const b = rosterIndex(theirs, match.theirs);
    if (a < 0)
      throw new LineupInputError(
        'PLAYED_UNKNOWN_PLAYER',
        'us',
        `Match ${i + 1}: your player is not on your team`,
        `played[${i}].ours`,
      );
    if (b < 0)
      throw new LineupInputError(
        'PLAYED_UNKNOWN_PLAYER',
        'opponent',
        `Match ${i + 1}: their player is not on their team`,
        `played[${i}].theirs`,
      );
    if (ourUsed & (1 << a))
      throw new LineupInputError(
        'PLAYED_TWICE',
        'us',
        `Match ${i + 1}: ${ours.players[a]!.name} has already played`,
        `played[${i}].ours`,
      );
    if (theirUsed & (1 << b))
      throw new LineupInputError(
        'PLAYED_TWICE',
        'opponent',
        `Match ${i + 1}: ${theirs.players[b]!.name} has already played`,
        `played[${i}].theirs`,
      );
    ourUsed |= 1 << a;
    theirUsed |= 1 << b;
    if (ourSets[ourUsed] !== 1)
      throw new LineupInputError(
        'PLAYED_ILLEGAL',
        'us',
        `Match ${i + 1}: with ${ours.players[a]!.name} your team can no longer field five within its cap of ${ours.maxHandicapSum} and the senior rule`,
        `played[${i}].ours`,
      );
    if (theirSets[theirUsed] !== 1)
      throw new LineupInputError(
        'PLAYED_ILLEGAL',
        'opponent',
        `Match ${i + 1}: with ${theirs.players[b]!.name} their team can no longer field five within its cap of ${theirs.maxHandicapSum} and the senior rule`,
        `played[${i}].theirs`,
      );
    checkScore(ours, match, i, ours.players[a]!.skillLevel, theirs.players[b]!.skillLevel);
  });
  if (night.theirPutUp === undefined) return;
  const j = rosterIndex(theirs, night.theirPutUp);
  if (j < 0)
    throw new LineupInputError(
      'PUT_UP_UNKNOWN',
      'opponent',
      'Their put-up is not on their team',
      'theirPutUp',
    );
  const match = played.length;
  const theirTurn = (match % 2 === 0) === (night.firstPutUp === 'opponent');
  if (match >= LINEUP_SIZE || !theirTurn)
    throw new LineupInputError(
      'PUT_UP_OUT_OF_TURN',
      'opponent',
      match >= LINEUP_SIZE ? 'All five matches are played' : `In match ${match + 1} you put up first`,
      'theirPutUp',
    );
  if (theirUsed & (1 << j))
    throw new LineupInputError(
      'PUT_UP_ILLEGAL',
      'opponent',
      `${theirs.players[j]!.name} has already played`,
      'theirPutUp',
    );
  if (theirSets[theirUsed | (1 << j)] !== 1)
    throw new LineupInputError(
      'PUT_UP_ILLEGAL',
      'opponent',
      `With ${theirs.players[j]!.name} their team can no longer field five within its cap and the senior rule`,
      'theirPutUp',
    );
}
