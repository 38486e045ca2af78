import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AppConfigAdminController } from './app-config-admin.controller.js';
import { AppConfigAdminService } from './app-config-admin.service.js';
import { AppConfigService } from './app-config.service.js';
import { AppConfigEntry } from './entities/app-config-entry.entity.js';

/** The tables app-config owns. */
export const APP_CONFIG_ENTITIES = [AppConfigEntry];

/**
 * The application's configuration (`trial_period`, `app_version`…), managed by the admins with
 * their admin API and Quick Setup; other modules read it through AppConfigService (exported).
 */
@Module({
  imports: [AuthModule],
  controllers: [AppConfigAdminController],
  providers: [AppConfigService, AppConfigAdminService],
  exports: [AppConfigService],
})
export class AppConfigModule {}
