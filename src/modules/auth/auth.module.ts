import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { AuthController } from './auth.controller.js';
import { AuthJobs } from './auth.jobs.js';
import { AuthService } from './auth.service.js';
import { FirstAdmin } from './first-admin.js';
import { AdminGuard } from './guards/admin.guard.js';
import { JwtAuthGuard } from './guards/jwt-auth.guard.js';
import { JwksController } from './jwks.controller.js';
import { JwtStrategy, MfaPendingStrategy } from './jwt.strategy.js';
import { MfaController } from './mfa.controller.js';
import { MfaService } from './mfa.service.js';
import { SigningKeysService } from './signing-keys.service.js';
import { TokensService } from './tokens.service.js';
import { UserLifecycle } from './user-lifecycle.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [PassportModule, NotificationsModule],
  controllers: [AuthController, MfaController, JwksController],
  providers: [
    AuthService,
    MfaService,
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
  exports: [UsersService, UserLifecycle, AuthService, AdminGuard, FirstAdmin],
})
export class AuthModule {}
