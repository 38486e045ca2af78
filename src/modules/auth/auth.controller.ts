import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
  ApiForbiddenResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { withinDeadline } from '../../common/errors/database-unavailable.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { Authenticated, CurrentUser, Public } from './auth.decorators.js';
import { AuthException } from './auth.exception.js';
import { AuthService } from './auth.service.js';
import {
  ChangePasswordDto,
  ConfirmEmailDto,
  CredentialsDto,
  EmailDto,
  RefreshDto,
  ResetPasswordDto,
  SignUpDto,
} from './dto/credentials.dto.js';
import {
  IsAdminDto,
  MessageDto,
  MfaRequiredDto,
  ResetTokenStatusDto,
  SessionDto,
  UserDto,
} from './dto/session.dto.js';
import { bearerToken } from './jwt.strategy.js';
import {
  clearRefreshCookie,
  CrossSiteRequestException,
  isSameOriginRequest,
  noStore,
  readRefreshCookie,
  setRefreshCookie,
} from './refresh-cookie.js';
import { AUTH_DATABASE_DEADLINE_MS } from './tokens.service.js';
import type { AuthUser } from './auth-user.js';
import { UsersService } from './users.service.js';

const RateLimited = () =>
  ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'RATE_LIMITED, with a Retry-After header' });

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly users: UsersService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('sign-up')
  @ApiOperation({ summary: 'Create an account and sign in (a confirmation e-mail is sent)' })
  @ApiCreatedResponse({ type: SessionDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED or WEAK_PASSWORD' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'EMAIL_TAKEN' })
  @RateLimited()
  async signUp(
    @Body() body: SignUpDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    return setRefreshCookie(reply, await this.auth.signUp(body.email, body.password, req.ip), this.config);
  }

  @Public()
  @Post('sign-in')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Sign in with e-mail and password; users with an authenticator get mfaRequired instead of a session',
  })
  @ApiExtraModels(SessionDto, MfaRequiredDto)
  @ApiOkResponse({
    schema: { oneOf: [{ $ref: getSchemaPath(SessionDto) }, { $ref: getSchemaPath(MfaRequiredDto) }] },
  })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'INVALID_CREDENTIALS (same answer for an unknown e-mail and a wrong password)',
  })
  @RateLimited()
  async signIn(
    @Body() body: CredentialsDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto | MfaRequiredDto> {
    noStore(reply); // the MFA sign-in token too
    const result = await this.auth.signIn(body.email, body.password, req.ip);
    return 'mfaRequired' in result ? result : setRefreshCookie(reply, result, this.config);
  }

  @Public()
  @Post('token')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Rotate the refresh token (cookie, or refreshToken in the body) for a new session',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiUnauthorizedResponse({
    type: ApiErrorDto,
    description:
      'INVALID_REFRESH_TOKEN, REFRESH_TOKEN_EXPIRED or REFRESH_TOKEN_REUSED (the session is revoked)',
  })
  @RateLimited()
  async refresh(
    @Body() body: RefreshDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SessionDto> {
    try {
      const session = await withinDeadline(
        this.auth.refresh(body.refreshToken ?? readRefreshCookie(req), req.ip),
        AUTH_DATABASE_DEADLINE_MS,
      );
      return setRefreshCookie(reply, session, this.config);
    } catch (error) {
      // Only a refused refresh token ends the browser's session: an unavailable database (503), a
      // rate limit or a bad request leaves the cookie, and the player signed in, as they were.
      if (error instanceof AuthException) clearRefreshCookie(reply);
      throw error;
    }
  }

  @Public()
  @Post('sign-out')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    summary:
      'End the session of the refresh token (cookie or body) and of the bearer token (answers 204 even without one)',
    description:
      'A sign-out by the refresh cookie alone (no refreshToken in the body, no bearer token) must come from the app: ' +
      'with an X-Requested-With header (any value) or an Origin equal to the public URL.',
  })
  @ApiNoContentResponse()
  @ApiForbiddenResponse({
    type: ApiErrorDto,
    description: 'CROSS_SITE_REQUEST: the refresh cookie alone, without X-Requested-With or our Origin',
  })
  async signOut(
    @Body() body: RefreshDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    const cookie = body.refreshToken ? undefined : readRefreshCookie(req);
    const bearer = bearerToken(req) ?? undefined;
    // a browser sends the cookie with a cross-site form or fetch too: that must not end the session
    if (cookie && !bearer && !isSameOriginRequest(req, this.config)) throw new CrossSiteRequestException();
    clearRefreshCookie(reply);
    await withinDeadline(
      this.auth.signOut(body.refreshToken ?? cookie, bearer, req.ip),
      AUTH_DATABASE_DEADLINE_MS,
    );
  }

  @Get('me')
  @Authenticated()
  @ApiOperation({ summary: 'The signed-in user, roles and authenticator factors' })
  @ApiOkResponse({ type: UserDto })
  me(@CurrentUser() user: AuthUser): Promise<UserDto> {
    return withinDeadline(this.auth.me(user.id), AUTH_DATABASE_DEADLINE_MS);
  }

  @Get('me/is-admin')
  @Authenticated()
  @ApiOperation({ summary: 'Whether the signed-in user is an admin (is_current_user_admin)' })
  @ApiOkResponse({ type: IsAdminDto })
  async isAdmin(@CurrentUser() user: AuthUser): Promise<IsAdminDto> {
    return { isAdmin: await this.users.isAdmin(user.id) };
  }

  @Public()
  @Post('recover')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'E-mail a password reset link (always 200: accounts are not revealed)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @RateLimited()
  async recover(@Body() body: EmailDto, @Req() req: FastifyRequest): Promise<MessageDto> {
    await this.auth.recover(body.email, req.ip);
    return { message: 'If an account exists for this e-mail, a password reset link is on its way.' };
  }

  @Public()
  @Get('reset-password/:token')
  @ApiOperation({ summary: 'Whether a password reset link can still be used' })
  @ApiOkResponse({ type: ResetTokenStatusDto })
  resetTokenStatus(@Param('token') token: string): Promise<ResetTokenStatusDto> {
    return this.auth.resetTokenStatus(token);
  }

  @Public()
  @Post('reset-password')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Set a new password with a reset link (ends every session; the link works once)' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'INVALID_RESET_TOKEN, WEAK_PASSWORD or VALIDATION_FAILED',
  })
  @RateLimited()
  async resetPassword(@Body() body: ResetPasswordDto, @Req() req: FastifyRequest): Promise<MessageDto> {
    await this.auth.resetPassword(body.token, body.password, req.ip);
    return { message: 'Password updated. You can now sign in with your new password.' };
  }

  @Put('password')
  @Authenticated()
  @ApiOperation({
    summary:
      'Change the password: needs the current password, or an aal2 session (always aal2 when an authenticator is verified); ends your other sessions',
  })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'INVALID_CURRENT_PASSWORD, WEAK_PASSWORD or VALIDATION_FAILED (currentPassword missing without aal2)',
  })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'AAL2_REQUIRED' })
  @RateLimited()
  async changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentUser() user: AuthUser,
    @Req() req: FastifyRequest,
  ): Promise<MessageDto> {
    await this.auth.changePassword(user, body.password, body.currentPassword, req.ip);
    return { message: 'Password updated.' };
  }

  @Public()
  @Post('confirm-email')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm the e-mail address with the e-mailed link' })
  @ApiOkResponse({ type: MessageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_CONFIRMATION_TOKEN' })
  async confirmEmail(@Body() body: ConfirmEmailDto): Promise<MessageDto> {
    await this.auth.confirmEmail(body.token);
    return { message: 'Your e-mail address is confirmed.' };
  }
}
