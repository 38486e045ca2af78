import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { MailModule } from '../mail/mail.module.js';
import { AuthMailer } from './auth-mailer.js';
import { AuthUserData } from './auth-user-data.js';
import { AuthController } from './auth.controller.js';
import { EmailToken } from './entities/email-token.entity.js';
import { MfaChallenge } from './entities/mfa-challenge.entity.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { MfaRecoveryCode } from './entities/mfa-recovery-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { SigningKey } from './entities/signing-key.entity.js';
import { UserRole } from './entities/user-role.entity.js';
import { User } from './entities/user.entity.js';
import { AuthJobs } from './auth.jobs.js';
import { AuthService } from './auth.service.js';
import { FirstAdmin } from './first-admin.js';
import { AdminGuard } from './guards/admin.guard.js';
import { JwtAuthGuard } from './guards/jwt-auth.guard.js';
import { JwksController } from './jwks.controller.js';
import { JwtStrategy, MfaPendingStrategy } from './jwt.strategy.js';
import { MfaController } from './mfa.controller.js';
import { MfaRecoveryCodesController } from './mfa-recovery-codes.controller.js';
import { MfaRecoveryCodesService } from './mfa-recovery-codes.service.js';
import { MfaService } from './mfa.service.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { SigningKeysService } from './signing-keys.service.js';
import { TokensService } from './tokens.service.js';
import { UserLifecycle } from './user-lifecycle.js';
import { UsersService } from './users.service.js';

/** The tables auth owns. */
export const AUTH_ENTITIES = [
  User,
  UserRole,
  RefreshToken,
  EmailToken,
  MfaFactor,
  MfaChallenge,
  MfaRecoveryCode,
  SigningKey,
];

@Module({
  imports: [PassportModule, MailModule],
  controllers: [AuthController, MfaController, MfaRecoveryCodesController, JwksController],
  providers: [
    AuthService,
    AuthMailer,
    AuthUserData,
    SignInThrottle,
    MfaService,
    MfaRecoveryCodesService,
    TokensService,
    SigningKeysService,
    UsersService,
    UserLifecycle,
    FirstAdmin,
    AuthJobs,
    AdminGuard,
    JwtStrategy,
    MfaPendingStrategy,
    { provide: APP_GUARD, useClass: JwtAuthGuard },
  ],
  exports: [UsersService, UserLifecycle, AuthService, AdminGuard, FirstAdmin, MfaService],
})
export class AuthModule {}
