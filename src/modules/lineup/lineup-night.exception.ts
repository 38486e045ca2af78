import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';
import { LINEUP_ERRORS } from './lineup.exception.js';

/**
 * The match night record's errors: a night that does not hold together (each names the fields). The
 * lineup rules themselves (cap, senior rule, who puts up when) are the optimiser's to check.
 */
export const LINEUP_NIGHT_ERRORS = {
  GAME_TYPES_DIFFER: LINEUP_ERRORS.GAME_TYPES_DIFFER,
  LINEUP_NIGHT_UNKNOWN_PLAYER: [HttpStatus.BAD_REQUEST, 'This player is not on the team.'],
  LINEUP_NIGHT_PLAYER_TWICE: [HttpStatus.BAD_REQUEST, 'A player plays at most one match a night.'],
  LINEUP_NIGHT_PUT_UP_PLAYED: [HttpStatus.BAD_REQUEST, 'This player has already played tonight.'],
} as const satisfies ErrorCatalogue;

export type LineupNightErrorCode = keyof typeof LINEUP_NIGHT_ERRORS;

export class LineupNightException extends exceptionOf(LINEUP_NIGHT_ERRORS) {}
