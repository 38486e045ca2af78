import { Module } from '@nestjs/common';
import { AppConfigModule } from '../app-config/app-config.module.js';
import { SiteController } from './site.controller.js';
import { WebAppManifestController } from './web-app-manifest.controller.js';

@Module({ imports: [AppConfigModule], controllers: [SiteController, WebAppManifestController] })
export class SiteModule {}
