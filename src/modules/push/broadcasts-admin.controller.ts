import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiAdminList } from '../../common/admin-list/list-query.decorators.js';
import { setContentRange } from '../../common/admin-list/list-query.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { UuidParam } from '../../common/http/uuid-param.pipe.js';
import { AdminOnly, CurrentUser, type AuthUser } from '../auth/index.js';
import {
  BROADCAST_SORTS,
  BROADCASTS_RESOURCE,
  BroadcastsService,
  type SentBroadcast,
} from './broadcasts.service.js';
import {
  BroadcastDto,
  BroadcastResultDto,
  SendAppBroadcastDto,
  SendWebBroadcastDto,
  UserLookupDto,
  UserLookupQueryDto,
} from './dto/broadcast.dto.js';

const SEND_RULES =
  "BROADCAST_FIELDS_REQUIRED ('Title and message are required'), BROADCAST_URL_INVALID, " +
  'BROADCAST_TOO_LARGE (the push payload over 4 KB), VALIDATION_FAILED';
const SENT =
  'Every push was tried once: `successful` pushes were accepted, `failed` refused for good; pushes ' +
  'refused for now (429, 5xx) are retried and show in the broadcast history.';
const STILL_SENDING =
  'The audience could not all be tried within 20 s: the counts so far; the broadcast history shows it ' +
  'completing.';

/** Answers 200 when every first push attempt was made, 202 while the broadcast is still sending. */
function answer(reply: FastifyReply, sent: SentBroadcast): BroadcastResultDto {
  void reply.status(sent.complete ? HttpStatus.OK : HttpStatus.ACCEPTED);
  return sent.result;
}

/**
 * Admin: web and app broadcasts (the /admin/web-broadcast and /admin/app-broadcast composers), their
 * history (resource `broadcasts`, ra-data-simple-rest), audited.
 */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/broadcasts')
export class BroadcastsAdminController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Post('web')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a web broadcast: push to browser-tab subscriptions, and an inbox message (audited)',
    description:
      "Recipients: every user when `userIds` is absent or empty, else those users; the push goes to their `web` subscriptions with tag 'broadcast'.",
  })
  @ApiOkResponse({ type: BroadcastResultDto, description: SENT })
  @ApiAcceptedResponse({ type: BroadcastResultDto, description: STILL_SENDING })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `${SEND_RULES}, BROADCAST_UNKNOWN_USERS (a selected id is no user)`,
  })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'PUSH_UNAVAILABLE' })
  async sendWebBroadcast(
    @Body() body: SendWebBroadcastDto,
    @CurrentUser() admin: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BroadcastResultDto> {
    return answer(reply, await this.broadcasts.sendWeb(body, admin));
  }

  @Post('app')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send an app broadcast: push to every installed-app subscription, and every inbox (audited)',
  })
  @ApiOkResponse({ type: BroadcastResultDto, description: SENT })
  @ApiAcceptedResponse({ type: BroadcastResultDto, description: STILL_SENDING })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: SEND_RULES })
  @ApiServiceUnavailableResponse({ type: ApiErrorDto, description: 'PUSH_UNAVAILABLE' })
  async sendAppBroadcast(
    @Body() body: SendAppBroadcastDto,
    @CurrentUser() admin: AuthUser,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<BroadcastResultDto> {
    return answer(reply, await this.broadcasts.sendApp(body, admin));
  }

  @Get()
  @ApiOperation({ summary: 'Past broadcasts with their delivery counts, newest first' })
  @ApiAdminList(BROADCASTS_RESOURCE, {
    type: BroadcastDto,
    sortable: BROADCAST_SORTS,
    filters: 'q (title or message contains), kind (web, app), status (sending, done)',
  })
  async listBroadcasts(
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('sort') sort?: string,
    @Query('range') range?: string,
    @Query('filter') filter?: string,
  ): Promise<BroadcastDto[]> {
    const { query, rows, total } = await this.broadcasts.list({ sort, range, filter });
    setContentRange(reply, BROADCASTS_RESOURCE, query, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One broadcast with its delivery counts' })
  @ApiOkResponse({ type: BroadcastDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: id is not a uuid' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'BROADCAST_NOT_FOUND' })
  getBroadcast(@Param('id', UuidParam()) id: string): Promise<BroadcastDto> {
    return this.broadcasts.get(id);
  }
}

/** Admin: find a user by e-mail, to add them to a web broadcast's recipients (the composer's Add user). */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/users')
export class UserLookupAdminController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Get('lookup')
  @ApiOperation({ summary: "The user with this e-mail address ('User not found' otherwise)" })
  @ApiOkResponse({ type: UserLookupDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: email missing' })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: "USER_NOT_FOUND ('No user found with that email address')",
  })
  lookupUserByEmail(@Query() query: UserLookupQueryDto): Promise<UserLookupDto> {
    return this.broadcasts.lookupUser(query.email);
  }
}
