import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';

/** The built server (`npm run build`), the way production runs it. */
export const BUILT_MAIN = 'dist/src/main.js';

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One server process started from the build with exactly `env` (plus PATH): what it printed, how it
 * ended, and its URL once ready.
 */
export class BuiltServer {
  output = '';
  readonly exited: Promise<number | null>;
  private readonly child: ChildProcess;

  constructor(
    env: Record<string, string>,
    /** Node options before the script (e.g. `--import` a hook). */
    nodeArgs: string[] = [],
    readonly url = `http://127.0.0.1:${env.PORT ?? 3000}`,
  ) {
    if (!existsSync(BUILT_MAIN)) throw new Error(`${BUILT_MAIN} is missing: run npm run build first`);
    this.child = spawn(process.execPath, [...nodeArgs, BUILT_MAIN], {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const collect = (chunk: Buffer) => (this.output += chunk.toString('utf8'));
    this.child.stdout!.on('data', collect);
    this.child.stderr!.on('data', collect);
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
  }

  /** Resolves once /api/v1/ready answers 200; rejects with the output if the process ends first. */
  async ready(timeoutMs = 25_000): Promise<this> {
    let ended = false;
    void this.exited.then(() => (ended = true));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline && !ended) {
      try {
        if ((await fetch(`${this.url}/api/v1/ready`)).ok) return this;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`The server did not become ready:\n${this.output}`);
  }

  fetch(path: string, init: RequestInit & { json?: unknown } = {}): Promise<Response> {
    const { json, ...rest } = init;
    return fetch(`${this.url}${path}`, {
      ...rest,
      ...(json === undefined
        ? {}
        : {
            method: rest.method ?? 'POST',
            body: JSON.stringify(json),
            headers: { 'content-type': 'application/json', ...(rest.headers as object) },
          }),
    });
  }

  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return this.exited;
  }
}
