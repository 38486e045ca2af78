import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { LineupNightAnswerDto, LineupNightDto, LineupNightRecordDto } from './dto/lineup-night.dto.js';
import { LineupNightService } from './lineup-night.service.js';

/** The match night a captain follows match by match, kept for them: one a player, only their own. */
@Authenticated()
@ApiTags('lineup')
@Controller('lineup/night')
export class LineupNightController {
  constructor(private readonly nights: LineupNightService) {}

  @Get()
  @ApiOperation({
    summary: 'Your match night as last saved, or null',
    description: 'What Match night mode resumes from after a reload or on another device.',
  })
  @ApiOkResponse({ type: LineupNightAnswerDto })
  getLineupNight(@CurrentUser() user: AuthUser): Promise<LineupNightAnswerDto> {
    return this.nights.get(user.id);
  }

  @Put()
  @ApiOperation({
    summary: 'Save your match night in place of the one kept',
    description:
      'The whole night as the screen holds it: both teams, who puts up first in match 1, the matches played ' +
      'so far (at most 5) and the opponent’s put-up waiting for our reply. The night must hold together: both ' +
      'teams of one game type, each match played pairing a homeTeam player (`ours`) with an awayTeam player ' +
      '(`theirs`), nobody in two matches, the put-up an awayTeam player who has not played. A player without an ' +
      'id goes by `player-<position from 1>`. The lineup rules themselves are not checked here. Players’ e-mails ' +
      'are not kept.',
  })
  @ApiOkResponse({ type: LineupNightRecordDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'GAME_TYPES_DIFFER (awayTeam.gameType), LINEUP_NIGHT_UNKNOWN_PLAYER (played[i].ours or .theirs not a ' +
      'player of that team, or theirPutUp not an awayTeam player), LINEUP_NIGHT_PLAYER_TWICE (a player in two ' +
      'matches), LINEUP_NIGHT_PUT_UP_PLAYED (theirPutUp has played), VALIDATION_FAILED (the teams as for ' +
      'POST /lineup; firstPutUp us or opponent; played at most 5, each winner us or opponent, scores 0–100)',
  })
  saveLineupNight(
    @CurrentUser() user: AuthUser,
    @Body() body: LineupNightDto,
  ): Promise<LineupNightRecordDto> {
    return this.nights.save(user.id, body);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Clear your match night (none kept is fine)' })
  @ApiNoContentResponse({ description: 'Cleared' })
  clearLineupNight(@CurrentUser() user: AuthUser): Promise<void> {
    return this.nights.clear(user.id);
  }
}
