import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PersonalLink } from './entities/personal-link.entity.js';
import { PublicLink } from './entities/public-link.entity.js';
import { FeaturedLinksController, PersonalLinksController } from './personal-links.controller.js';
import { PersonalLinksService } from './personal-links.service.js';
import { PersonalLinksUserData } from './personal-links-user-data.js';
import { PublicLinksAdminController } from './public-links-admin.controller.js';
import { PublicLinksAdminService } from './public-links-admin.service.js';

/** The tables links owns. */
export const LINKS_ENTITIES = [PublicLink, PersonalLink];

/**
 * Links & Media: each player's own links, and the featured (public) links the admins curate with
 * their admin API, which every player sees beside their own.
 */
@Module({
  imports: [AuthModule],
  controllers: [PublicLinksAdminController, PersonalLinksController, FeaturedLinksController],
  providers: [PublicLinksAdminService, PersonalLinksService, PersonalLinksUserData],
})
export class LinksModule {}
