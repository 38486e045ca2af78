import { HttpStatus } from '@nestjs/common';
import {
  AppException,
  exceptionOf,
  type ErrorCatalogue,
  type FieldError,
} from '../../common/errors/app.exception.js';

/** The lineup module's errors; the messages are the product's own texts where it words them. */
export const LINEUP_ERRORS = {
  TEAM_NAME_REQUIRED: [HttpStatus.BAD_REQUEST, 'Please enter a team name.'],
  PLAYER_NAME_REQUIRED: [HttpStatus.BAD_REQUEST, 'Please enter the player’s name.'],
  SKILL_LEVEL_8_BALL: [HttpStatus.BAD_REQUEST, 'In 8-ball a skill level is from 2 to 7.'],
  SKILL_LEVEL_9_BALL: [HttpStatus.BAD_REQUEST, 'In 9-ball a skill level is from 1 to 9.'],
  TEAM_FULL: [HttpStatus.BAD_REQUEST, 'A team has at most 12 players.'],
  TEAM_LIMIT_REACHED: [
    HttpStatus.BAD_REQUEST,
    'You can keep at most 100 teams. Delete a team to add another.',
  ],
  HOME_TEAM_TOO_SMALL: [HttpStatus.BAD_REQUEST, 'Your team needs at least 5 players'],
  AWAY_TEAM_TOO_SMALL: [HttpStatus.BAD_REQUEST, 'Opponent team needs at least 5 players'],
  GAME_TYPES_DIFFER: [HttpStatus.BAD_REQUEST, 'Both teams must play the same game (8-ball or 9-ball).'],
  TEAM_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This team does not exist.'],
  PLAYER_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This player is not on this team.'],
} as const satisfies ErrorCatalogue;

export type LineupErrorCode = keyof typeof LINEUP_ERRORS;

export class LineupException extends exceptionOf(LINEUP_ERRORS) {}

/** A team's game type cannot change while players' skill levels are outside the new range: names them. */
export class GameTypeConflictException extends AppException {
  constructor(gameType: string, players: { name: string; handicap: number }[]) {
    const list = players.map((p) => `${p.name} (SL ${p.handicap})`).join(', ');
    super(
      'GAME_TYPE_CONFLICT',
      HttpStatus.BAD_REQUEST,
      `These players' skill levels do not fit ${gameType}: ${list}. Change them first.`,
      players.map((p): FieldError => ({
        field: 'gameType',
        message: `${p.name} has skill level ${p.handicap}`,
      })),
    );
  }
}
