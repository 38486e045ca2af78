import { Controller, Get, Post, Req, Res } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser } from './auth.decorators.js';
import type { AuthUser } from './auth-user.js';
import { RecoveryCodesDto, RecoveryCodesStatusDto } from './dto/recovery-codes.dto.js';
import { MfaRecoveryCodesService } from './mfa-recovery-codes.service.js';
import { noStore } from './refresh-cookie.js';

@ApiTags('auth')
@Controller('auth/mfa/recovery-codes')
export class MfaRecoveryCodesController {
  constructor(private readonly recoveryCodes: MfaRecoveryCodesService) {}

  @Get()
  @Authenticated()
  @ApiOperation({ summary: 'How many of your recovery codes are left unused, and when the set was made' })
  @ApiOkResponse({ type: RecoveryCodesStatusDto })
  recoveryCodesStatus(@CurrentUser() user: AuthUser): Promise<RecoveryCodesStatusDto> {
    return this.recoveryCodes.status(user.id);
  }

  @Post()
  @Authenticated()
  @ApiOperation({
    summary:
      'Replace your recovery codes with 10 new ones, shown this once (needs a verified authenticator and an aal2 session)',
  })
  @ApiCreatedResponse({ type: RecoveryCodesDto })
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: 'AAL2_REQUIRED: verify an authenticator code first',
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'NO_VERIFIED_FACTOR: no authenticator to back up' })
  regenerateRecoveryCodes(
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<RecoveryCodesDto> {
    noStore(reply); // the codes
    return this.recoveryCodes.regenerate(user, req.ip);
  }
}
