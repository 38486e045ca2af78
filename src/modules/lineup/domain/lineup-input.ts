/**
 * The optimiser's preconditions, checked before any search: the API validates its DTOs first, so these
 * errors are a safety net with stable codes (and the spec's texts for a short roster).
 */
import { SKILL_LEVEL_RANGES, isSkillLevel } from './apa-races.js';
import { LINEUP_SIZE, completableSets } from './legality.js';
import type { LineupTeam, Side } from './lineup.types.js';

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
  | 'NO_LEGAL_LINEUP';

export class LineupInputError extends Error {
  constructor(
    readonly code: LineupInputErrorCode,
    readonly side: Side,
    message: string,
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
