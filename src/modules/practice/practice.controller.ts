import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { RequiresAccess } from '../billing/index.js';
import { ClientCountry } from './client-country.js';
import { DailyPracticeQueryDto, ListSessionsQueryDto } from './dto/practice-queries.dto.js';
import {
  AttemptResultDto,
  DailyPracticeDto,
  PracticeSessionDto,
  ProgressEntryDto,
  SessionEndedDto,
  SuggestionDto,
} from './dto/practice.dto.js';
import { EndSessionDto, RecordAttemptDto } from './dto/record-attempt.dto.js';
import { PracticeHistoryService } from './practice-history.service.js';
import { PracticeService } from './practice.service.js';

/** The practice dialog (Success, Miss, End Session) and the caller's own practice history. */
@Authenticated()
@ApiTags('practice')
@Controller('practice')
export class PracticeController {
  constructor(
    private readonly practice: PracticeService,
    private readonly history: PracticeHistoryService,
  ) {}

  @Post('attempts')
  @HttpCode(HttpStatus.OK)
  @RequiresAccess()
  @ApiOperation({
    summary:
      "Record a Success or Miss on a card: the card's progress, the day's session and the global statistics are " +
      'updated together, then any achievement earned is granted; a repeated attemptId is not counted twice',
  })
  @ApiOkResponse({ type: AttemptResultDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'VALIDATION_FAILED (a field is missing or malformed); INVALID_CARD_ID; UNKNOWN_CARD (blue or unknown card); ' +
      'INVALID_LOCAL_DATE (more than 7 days before or one day after the server date)',
  })
  recordAttempt(
    @CurrentUser() user: AuthUser,
    @ClientCountry() country: string,
    @Body() body: RecordAttemptDto,
  ): Promise<AttemptResultDto> {
    return this.practice.recordAttempt(user.id, country, body);
  }

  @Post('sessions/end')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: "End Session: store the elapsed whole minutes (rounded, 0 to 1440) on that day's session",
  })
  @ApiOkResponse({ type: SessionEndedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED; INVALID_LOCAL_DATE' })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PRACTICE_SESSION_NOT_FOUND: no attempt was recorded on that day',
  })
  endSession(@CurrentUser() user: AuthUser, @Body() body: EndSessionDto): Promise<SessionEndedDto> {
    return this.practice.endSession(user.id, body);
  }

  @Get('progress')
  @ApiOperation({ summary: 'Your progress on every card you practised, most attempts first' })
  @ApiOkResponse({ type: [ProgressEntryDto] })
  listProgress(@CurrentUser() user: AuthUser): Promise<ProgressEntryDto[]> {
    return this.history.progress(user.id);
  }

  @Get('sessions')
  @ApiOperation({ summary: 'Your practice sessions (one per local day), newest first' })
  @ApiOkResponse({ type: [PracticeSessionDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: limit outside 1–100' })
  listSessions(
    @CurrentUser() user: AuthUser,
    @Query() query: ListSessionsQueryDto,
  ): Promise<PracticeSessionDto[]> {
    return this.history.sessions(user.id, query.limit);
  }

  @Get('daily')
  @ApiOperation({
    summary:
      'Your attempts per day over the last N days, oldest first, days without practice included (the chart)',
  })
  @ApiOkResponse({ type: [DailyPracticeDto] })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED: days outside 1–90 or a bad endDate',
  })
  listDailyPractice(
    @CurrentUser() user: AuthUser,
    @Query() query: DailyPracticeQueryDto,
  ): Promise<DailyPracticeDto[]> {
    return this.history.daily(user.id, query.days, query.endDate);
  }

  @Get('suggestions')
  @ApiOperation({
    summary:
      'Practice next: up to 5 of your weak cards (5+ attempts and a success rate below 70%, lowest first), then up ' +
      'to 3 cards not yet practised from the decks you use (black when none)',
  })
  @ApiOkResponse({ type: [SuggestionDto] })
  listSuggestions(@CurrentUser() user: AuthUser): Promise<SuggestionDto[]> {
    return this.history.suggestions(user.id);
  }
}
