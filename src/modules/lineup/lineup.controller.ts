import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { LineupAnswerDto, LineupRequestDto } from './dto/lineup.dto.js';
import { LineupService } from './lineup.service.js';

/** The Lineup Advisor: the best lineup for a 5-match APA team night, with the odds. */
@Authenticated()
@ApiTags('lineup')
@Controller('lineup')
export class LineupController {
  constructor(private readonly lineup: LineupService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Suggest a lineup for two teams as shown on screen, saved or not, from the night’s start or any point of it',
    description:
      'An exact minimax over alternating put-ups under each team’s skill-level cap and senior rule, maximising our ' +
      'expected APA team points. Match odds: the race chart (8-ball) or points table (9-ball) makes players at their ' +
      'skill level even; each player’s record, shrunk toward even, moves the per-game odds. On match night, `played` ' +
      '(the matches so far, with their scores) and `theirPutUp` (their player just put up) make the analysis answer ' +
      'for what is left: `night` (banked team points, cap and players left), `decision` (the choice at hand, every ' +
      'option valued, the runner-up, the margin and whether a reasonable change of the model’s assumptions would ' +
      'change it), `line` (the five pairings). `suggestion` is a template text, or written by the configured AI ' +
      'provider from the same numbers; when that provider fails, the template comes with `error`. At most 20 a ' +
      'minute per captain. The search runs on a worker thread within a time budget (LINEUP_TIME_BUDGET_MS, 3 s by ' +
      'default, waiting for a thread included); a search cut short answers 503 LINEUP_TIMED_OUT.',
  })
  @ApiOkResponse({ type: LineupAnswerDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      "HOME_TEAM_TOO_SMALL ('Your team needs at least 5 players'), AWAY_TEAM_TOO_SMALL ('Opponent team needs at " +
      "least 5 players'), GAME_TYPES_DIFFER, LINEUP_SKILL_LEVEL_OUT_OF_RANGE, LINEUP_NO_LEGAL_LINEUP, " +
      'LINEUP_DUPLICATE_PLAYER, LINEUP_PLAYED_UNKNOWN_PLAYER, LINEUP_PLAYED_TWICE, LINEUP_PLAYED_SCORE, ' +
      'LINEUP_PLAYED_ILLEGAL, LINEUP_PUT_UP_UNKNOWN, LINEUP_PUT_UP_OUT_OF_TURN, LINEUP_PUT_UP_ILLEGAL, VALIDATION_FAILED',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'RATE_LIMITED' })
  @ApiServiceUnavailableResponse({
    type: ApiErrorDto,
    description: 'LINEUP_TIMED_OUT: the search did not finish within its time budget',
  })
  suggestLineup(@CurrentUser() user: AuthUser, @Body() body: LineupRequestDto): Promise<LineupAnswerDto> {
    return this.lineup.suggest(user.id, body);
  }
}
