import { Body, Controller, Delete, HttpCode, HttpStatus, Param, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UuidParam } from '../../common/http/uuid-param.pipe.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AllowMfaPending, Authenticated, CurrentUser } from './auth.decorators.js';
import { ChallengeFactorDto, EnrollFactorDto, VerifyFactorDto } from './dto/credentials.dto.js';
import { ChallengeDto, EnrolledFactorDto, SessionDto } from './dto/session.dto.js';
import { MfaService } from './mfa.service.js';
import { noStore, setRefreshCookie } from './refresh-cookie.js';
import type { AuthUser } from './auth-user.js';

@ApiTags('auth')
@Controller('auth/factors')
export class MfaController {
  constructor(
    private readonly mfa: MfaService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Post()
  @Authenticated()
  @ApiOperation({
    summary: 'Enrol an authenticator app (TOTP): returns the secret, the otpauth URI and a QR code (SVG)',
  })
  @ApiCreatedResponse({ type: EnrolledFactorDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiResponse({ status: 501, type: ApiErrorDto, description: 'PHONE_FACTOR_UNSUPPORTED: no SMS provider' })
  enroll(
    @Body() body: EnrollFactorDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<EnrolledFactorDto> {
    noStore(reply); // the factor's secret
    return this.mfa.enroll(user, body, req.ip);
  }

  @Post(':id/challenge')
  @AllowMfaPending()
  @ApiOperation({ summary: 'Start a challenge for a factor (valid 5 minutes)' })
  @ApiCreatedResponse({ type: ChallengeDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'FACTOR_NOT_FOUND' })
  challenge(
    @Param('id', UuidParam()) id: string,
    @Body() _body: ChallengeFactorDto,
    @CurrentUser() user: AuthUser,
  ): Promise<ChallengeDto> {
    return this.mfa.challenge(user, id);
  }

  @Post(':id/verify')
  @AllowMfaPending()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Verify a code: the factor becomes verified and the answer is a session at aal2' })
  @ApiOkResponse({ type: SessionDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'INVALID_MFA_CODE, CHALLENGE_EXPIRED or VALIDATION_FAILED',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'FACTOR_NOT_FOUND or CHALLENGE_NOT_FOUND' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'RATE_LIMITED' })
  async verify(
    @Param('id', UuidParam()) id: string,
    @Body() body: VerifyFactorDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    return setRefreshCookie(
      reply,
      await this.mfa.verify(user, id, body.challenge_id, body.code, req.ip),
      this.config,
    );
  }

  @Delete(':id')
  @Authenticated()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a factor (a verified one needs an aal2 session)' })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'AAL2_REQUIRED' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'FACTOR_NOT_FOUND' })
  unenroll(
    @Param('id', UuidParam()) id: string,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<void> {
    return this.mfa.unenroll(user, id, req.ip);
  }
}
