import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** The built React client (client/dist): hashed assets cached for a year, index.html never. */
export class ClientAssets {
  readonly indexHtml: string | undefined;

  constructor(readonly root: string) {
    const index = join(root, 'index.html');
    this.indexHtml = existsSync(index) ? readFileSync(index, 'utf8') : undefined;
  }

  /** Compiled: dist/src/common/http → repo root is four levels up; from source (tests) three. */
  static locate(): ClientAssets {
    const candidates = [
      resolve(import.meta.dirname, '../../../../client/dist'),
      resolve(import.meta.dirname, '../../../client/dist'),
    ];
    return new ClientAssets(candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? candidates[0]);
  }

  async register(app: NestFastifyApplication): Promise<void> {
    if (!this.indexHtml) return;
    await app.register(fastifyStatic, {
      root: this.root,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders: (reply, path) => {
        void reply.header(
          'cache-control',
          path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
}
