import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AppConfigAdminController } from './app-config-admin.controller.js';
import { AppConfigAdminService } from './app-config-admin.service.js';
import { ContentService } from './content.service.js';
import { AppConfigEntry } from './entities/app-config-entry.entity.js';
import { PracticeVideo } from './entities/practice-video.entity.js';
import { PersonalLink } from './entities/personal-link.entity.js';
import { PublicLink } from './entities/public-link.entity.js';
import { FeaturedLinksController, PersonalLinksController } from './personal-links.controller.js';
import { PersonalLinksService } from './personal-links.service.js';
import { PracticeVideosAdminController } from './practice-videos-admin.controller.js';
import { PracticeVideosAdminService } from './practice-videos-admin.service.js';
import { PublicLinksAdminController } from './public-links-admin.controller.js';
import { PublicLinksAdminService } from './public-links-admin.service.js';
import { PersonalLinksUserData } from './personal-links-user-data.js';

/** The tables content owns. */
export const CONTENT_ENTITIES = [PracticeVideo, PublicLink, AppConfigEntry, PersonalLink];

/**
 * Content the admins manage: practice videos, featured (public) links and the app configuration,
 * with their admin API; and the players' own links (Links & Media) beside the featured ones. Other
 * modules read through ContentService (exported).
 */
@Module({
  imports: [AuthModule],
  controllers: [
    PracticeVideosAdminController,
    PublicLinksAdminController,
    AppConfigAdminController,
    PersonalLinksController,
    FeaturedLinksController,
  ],
  providers: [
    ContentService,
    PracticeVideosAdminService,
    PublicLinksAdminService,
    AppConfigAdminService,
    PersonalLinksService,
    PersonalLinksUserData,
  ],
  exports: [ContentService],
})
export class ContentModule {}
