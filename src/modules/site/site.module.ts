import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { SiteController } from './site.controller.js';
import { WebAppManifestController } from './web-app-manifest.controller.js';

@Module({ imports: [ContentModule], controllers: [SiteController, WebAppManifestController] })
export class SiteModule {}
