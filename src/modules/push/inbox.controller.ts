import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { InboxDto, InboxQueryDto, InboxUnreadDto, MarkInboxReadDto } from './dto/inbox.dto.js';
import { InboxService } from './inbox.service.js';

/** The caller's in-app inbox: the broadcasts they were sent, with push or without. */
@Authenticated()
@ApiTags('push')
@Controller('me/inbox')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  @Get()
  @ApiOperation({
    summary: 'Your messages, newest first, and how many are unread',
    description:
      'Every broadcast sent to everyone since your account was made (web and app broadcasts), and every ' +
      'web broadcast that selected you.',
  })
  @ApiOkResponse({ type: InboxDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: limit not 1–100' })
  getMyInbox(@CurrentUser() user: AuthUser, @Query() query: InboxQueryDto): Promise<InboxDto> {
    return this.inbox.inbox(user.id, query.limit);
  }

  @Post('read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Mark messages read (`ids`, or `all: true`); answers the unread count left' })
  @ApiOkResponse({ type: InboxUnreadDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED: neither ids nor all, or an id that is not a uuid',
  })
  markMyInboxRead(@CurrentUser() user: AuthUser, @Body() body: MarkInboxReadDto): Promise<InboxUnreadDto> {
    return this.inbox.markRead(user.id, body);
  }
}
