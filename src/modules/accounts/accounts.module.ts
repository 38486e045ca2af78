import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { AuthModule } from '../auth/auth.module.js';
import { BillingModule } from '../billing/billing.module.js';
import { AccountDataController } from './account-data.controller.js';
import { AccountDataService } from './account-data.service.js';
import { AdminSystemController } from './admin-system.controller.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { SystemInfoService } from './system-info.service.js';
import { UserDataService } from './user-data.service.js';

/**
 * Admin user management (users, roles, trials), the admin dashboard's System Information, and a
 * player's data: delete it, delete the account, download it. It owns no table: it reads and
 * changes users, roles and subscriptions through auth and billing, and deletes and exports through
 * each module's @OwnsUserData() provider (UserDataService), never knowing their tables.
 */
@Module({
  imports: [AuthModule, BillingModule, DiscoveryModule],
  controllers: [AdminUsersController, AdminSystemController, AccountDataController],
  providers: [AdminUsersService, SystemInfoService, UserDataService, AccountDataService],
})
export class AccountsModule {}
