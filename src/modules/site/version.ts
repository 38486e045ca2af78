import { readFileSync } from 'node:fs';
import { join } from 'node:path';

function findVersion(): string {
  for (const up of ['../../..', '../../../..']) {
    try {
      return (
        JSON.parse(readFileSync(join(import.meta.dirname, up, 'package.json'), 'utf8')) as { version: string }
      ).version;
    } catch {
      // try the next level: sources and compiled files sit at different depths
    }
  }
  return '0.0.0';
}

/** The server's version, from package.json. */
export const APP_VERSION = findVersion();
