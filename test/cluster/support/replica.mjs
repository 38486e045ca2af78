// One Kickshots replica, started as production starts it: `node <SERVER_NODE_FLAGS>
// dist/src/main.js` with NODE_ENV=production and its settings in the environment (nothing else of
// this process's environment leaks in).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_NODE_FLAGS } from '../../../scripts/node-flags.mjs';
import { request } from './http.mjs';
import { Child, waitFor } from './processes.mjs';

export const BUILT_MAIN = 'dist/src/main.js';
const FAKETIME_LIBRARIES = [
  '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
  '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
];

/** libfaketime (Debian's libfaketime package), to start a replica with its wall clock moved. */
export function faketimeLibrary() {
  return FAKETIME_LIBRARIES.find((path) => existsSync(path));
}

export class Replica {
  /**
   * `name` (replica1…), `port`, the shared settings `env` (DATABASE_URL, PUBLIC_URL…), and a folder of
   * its own for DATA_DIR (the mail files) and its log.
   */
  constructor(name, port, env, root) {
    this.name = name;
    this.port = port;
    this.env = env;
    this.dataDir = join(root, name);
    mkdirSync(this.dataDir, { recursive: true });
    this.url = `http://127.0.0.1:${port}`;
    this.starts = 0;
    this.child = undefined;
    /** The longest time from start to ready so far (ms): how slow this machine is now. */
    this.longestStartMs = 0;
  }

  /**
   * Starts the process (another one each call: a restart). `clockOffsetSeconds` moves its wall
   * clock by that much with libfaketime (the same offset on every replica keeps them in step).
   */
  start({ clockOffsetSeconds } = {}) {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run npm run build:server first`);
    this.starts += 1;
    this.startedAt = Date.now();
    const clock =
      clockOffsetSeconds === undefined
        ? {}
        : {
            LD_PRELOAD: faketimeLibrary(),
            FAKETIME: `${clockOffsetSeconds >= 0 ? '+' : ''}${clockOffsetSeconds.toFixed(3)}s`,
            FAKETIME_DONT_FAKE_MONOTONIC: '1',
            FAKETIME_DONT_RESET: '1',
          };
    this.child = new Child(this.name, process.execPath, [...SERVER_NODE_FLAGS, BUILT_MAIN], {
      env: {
        PATH: process.env.PATH,
        ...this.env,
        PORT: String(this.port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        // every connection this replica opens is named after it in PostgreSQL's views and log
        PGAPPNAME: `kickshots-${this.name}`,
        ...clock,
      },
      logFile: join(this.dataDir, `server-${this.starts}.log`),
    });
    return this;
  }

  get pid() {
    return this.child?.pid;
  }

  get alive() {
    return this.child?.alive ?? false;
  }

  /** Resolves once /api/v1/ready answers 200 straight from this replica. */
  async ready(timeoutMs = 120_000) {
    const child = this.child;
    await waitFor(
      `${this.name} to be ready`,
      async () => {
        if (!child.alive) throw new Error(`${this.name} exited:\n${child.tail()}`);
        return (await request(this.url, '/api/v1/ready', { timeoutMs: 5_000 })).status === 200;
      },
      { timeoutMs, intervalMs: 250 },
    ).catch((error) => {
      throw new Error(`${error.message}\n${child.tail()}`);
    });
    this.longestStartMs = Math.max(this.longestStartMs, Date.now() - this.startedAt);
    return this;
  }

  /** The JSON log lines this replica printed (all its starts so far: the current one's output). */
  logLines() {
    return (this.child?.output ?? '')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => {
        try {
          return JSON.parse(line);
        } catch {
          return {};
        }
      });
  }

  /** SIGINT: the graceful stop (drains requests in flight, stops the job queue). */
  stop(signal = 'SIGINT') {
    return this.child?.stop(signal);
  }

  /** SIGKILL: the process dies where it stands. */
  kill() {
    return this.child?.stop('SIGKILL');
  }
}
