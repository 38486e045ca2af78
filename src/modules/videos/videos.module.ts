import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { PracticeVideo } from './entities/practice-video.entity.js';
import { PracticeVideosAdminController } from './practice-videos-admin.controller.js';
import { PracticeVideosAdminService } from './practice-videos-admin.service.js';
import { VideosService } from './videos.service.js';

/** The tables videos owns. */
export const VIDEOS_ENTITIES = [PracticeVideo];

/**
 * Practice videos: linked to a card by deck colour and card identifier, managed by the admins
 * (their admin API); players read a card's videos through practice, which asks VideosService.
 */
@Module({
  imports: [AuthModule],
  controllers: [PracticeVideosAdminController],
  providers: [VideosService, PracticeVideosAdminService],
  exports: [VideosService],
})
export class VideosModule {}
