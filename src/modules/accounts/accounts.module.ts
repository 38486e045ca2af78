import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { AdminSystemController } from './admin-system.controller.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { SystemInfoService } from './system-info.service.js';

/**
 * Admin user management (users, roles, trials) and the admin dashboard's System Information. It
 * owns no table: it reads and changes users, roles and subscriptions through auth and billing.
 */
@Module({
  imports: [AuthModule, BillingModule],
  controllers: [AdminUsersController, AdminSystemController],
  providers: [AdminUsersService, SystemInfoService],
})
export class AccountsModule {}
