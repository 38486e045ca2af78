import { Controller, Get, HttpCode, HttpStatus, Post, StreamableFile } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { AccountDataService } from './account-data.service.js';

const STEP_UP =
  'AAL2_REQUIRED: the account has a verified authenticator and this session has not used it (verify a code first)';

/** The caller's own account: delete their data, delete the account, download their data. */
@Authenticated()
@ApiTags('account')
@Controller('me')
export class AccountDataController {
  constructor(private readonly account: AccountDataService) {}

  @Post('delete-data')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Delete all your app data: practice progress, sessions, achievements, favourites, ' +
      'notes, links, teams and players, push devices and inbox state. The account, its roles and its subscription stay. ' +
      'No body.',
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: STEP_UP })
  async deleteMyData(@CurrentUser() user: AuthUser): Promise<void> {
    await this.account.deleteData(user);
  }

  @Post('delete-account')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'Delete your account, no body: cancels the paid subscription at once, then removes ' +
      'the account and all its data in one transaction; every session ends. A confirmation e-mail goes to the address.',
  })
  @ApiNoContentResponse({ description: 'Deleted; the access and refresh tokens no longer work' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: STEP_UP })
  @ApiBadGatewayResponse({
    type: ApiErrorDto,
    description: 'PAYMENT_PROVIDER_ERROR: the subscription could not be cancelled; nothing was deleted',
  })
  async deleteMyAccount(@CurrentUser() user: AuthUser): Promise<void> {
    await this.account.deleteAccount(user);
  }

  @Get('export')
  @ApiOperation({
    summary:
      'Download your data (GDPR Art. 20): one JSON document of everything the app keeps about you, streamed as an ' +
      'attachment (kickshots-data-YYYY-MM-DD.json)',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({
    description:
      'The document: exportedAt, profile, authenticators, signedInSessions, subscription, promoCodes, favourites, ' +
      'practiceProgress, practiceSessions, achievements, links, notes, teams, players, pushDevices, inbox',
    schema: { type: 'object', additionalProperties: true },
  })
  @ApiTooManyRequestsResponse({
    type: ApiErrorDto,
    description: 'RATE_LIMITED: at most 5 downloads a minute',
  })
  async exportMyData(@CurrentUser() user: AuthUser): Promise<StreamableFile> {
    const { fileName, stream } = await this.account.export(user);
    return new StreamableFile(stream, {
      type: 'application/json; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
    });
  }
}
