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
    const compiled = resolve(import.meta.dirname, '../../../../client/dist');
    const fromSource = resolve(import.meta.dirname, '../../../client/dist');
    return new ClientAssets(
      [compiled, fromSource].find((dir) => existsSync(join(dir, 'index.html'))) ?? compiled,
    );
  }

  async register(app: NestFastifyApplication): Promise<void> {
    if (!this.indexHtml) return;
    await app.register(fastifyStatic, {
      root: this.root,
      prefix: '/',
      wildcard: false,
      index: false,
      // the source maps stay on the server: they are the whole client source, megabytes of it
      allowedPath: (path) => !path.endsWith('.map'),
      setHeaders: (reply, path) => {
        void reply.header(
          'cache-control',
          path.includes(`${join('dist', 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
}
