import { Module } from '@nestjs/common';
import { SiteController } from './site.controller.js';
import { WebAppManifestController } from './web-app-manifest.controller.js';

@Module({ controllers: [SiteController, WebAppManifestController] })
export class SiteModule {}
