import { Controller, Get, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/index.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';

/** The theme colour of the installed app's title bar (the icons' table green). */
export const THEME_COLOR = '#0b6e4f';

/** The Web App Manifest (W3C): what a phone needs to install the player's app. */
export function webAppManifest(appName: string) {
  return {
    id: '/',
    name: `${appName} — Pool Kick Shots & Position Play`,
    short_name: appName,
    description: 'Kick-shot and position-play instruction cards for pool players, with practice tracking.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    background_color: '#ffffff',
    theme_color: THEME_COLOR,
    categories: ['sports', 'education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}

const TEXT = { type: 'string' } as const;

/** The manifest's schema, for the OpenAPI document. */
const WEB_APP_MANIFEST_SCHEMA = {
  type: 'object',
  properties: {
    id: TEXT,
    name: TEXT,
    short_name: TEXT,
    description: TEXT,
    start_url: TEXT,
    scope: TEXT,
    display: TEXT,
    orientation: TEXT,
    background_color: TEXT,
    theme_color: TEXT,
    categories: { type: 'array', items: TEXT },
    icons: {
      type: 'array',
      items: {
        type: 'object',
        properties: { src: TEXT, sizes: TEXT, type: TEXT, purpose: TEXT },
        required: ['src', 'sizes', 'type', 'purpose'],
      },
    },
  },
  required: Object.keys(webAppManifest('')),
};

@Public()
@ApiTags('site')
@Controller()
export class WebAppManifestController {
  constructor(@InjectConfig() private readonly config: AppConfig) {}

  @Get('manifest.webmanifest')
  @ApiOperation({ summary: 'The web app manifest (named after APP_NAME): installs the app on a phone' })
  @ApiOkResponse({
    description: 'A W3C Web App Manifest',
    content: { 'application/manifest+json': { schema: WEB_APP_MANIFEST_SCHEMA } },
  })
  getManifest(@Res({ passthrough: true }) reply: FastifyReply) {
    // set here, not by @Header: an error answer (a refused query) stays JSON
    void reply.header('content-type', 'application/manifest+json; charset=utf-8');
    void reply.header('cache-control', 'public, max-age=3600');
    return webAppManifest(this.config.appName);
  }
}
