// Every process the cluster test starts is registered here, so one cleanup ends them all, also when a
// scenario throws or the run is interrupted.
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';

const running = new Set();

/** How long a stopped process may take before it is killed. */
const STOP_GRACE_MS = 15_000;

/**
 * A child process whose output goes to `logFile` (and is kept in memory for the scenarios to read).
 * `stop` is how it is asked to end (SIGTERM unless said otherwise); cleanup falls back to SIGKILL.
 */
export class Child {
  constructor(name, command, args, { env, logFile, uid, gid, stopSignal = 'SIGTERM', cwd } = {}) {
    this.name = name;
    this.output = '';
    this.stopSignal = stopSignal;
    this.process = spawn(command, args, {
      env,
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(uid === undefined ? {} : { uid, gid }),
    });
    const log = logFile ? createWriteStream(logFile) : undefined;
    const collect = (chunk) => {
      this.output += chunk.toString('utf8');
      log?.write(chunk);
    };
    this.process.stdout.on('data', collect);
    this.process.stderr.on('data', collect);
    this.exited = new Promise((resolve) =>
      this.process.on('exit', (code, signal) => {
        running.delete(this);
        log?.end();
        resolve({ code, signal });
      }),
    );
    this.process.on('error', (error) => {
      this.output += `\n${error.message}`;
    });
    running.add(this);
  }

  get pid() {
    return this.process.pid;
  }

  get alive() {
    return this.process.exitCode === null && this.process.signalCode === null;
  }

  /** Sends a signal and waits for the process to end (SIGKILL after the grace period). */
  async stop(signal = this.stopSignal) {
    if (!this.alive) return this.exited;
    this.process.kill(signal);
    const timer = setTimeout(() => this.alive && this.process.kill('SIGKILL'), STOP_GRACE_MS);
    try {
      return await this.exited;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Waits until `pattern` appears in the output, or rejects with the output when the process ends. */
  async waitForOutput(pattern, timeoutMs = 60_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (pattern.test(this.output)) return;
      if (!this.alive) throw new Error(`${this.name} ended before printing ${pattern}:\n${this.tail()}`);
      await sleep(100);
    }
    throw new Error(`${this.name} did not print ${pattern} within ${timeoutMs / 1000} s:\n${this.tail()}`);
  }

  /** The last lines of the output, for an error message. */
  tail(lines = 30) {
    return this.output.trimEnd().split('\n').slice(-lines).join('\n');
  }
}

/** Stops every process still running, the last started first. */
export async function stopAll() {
  const children = [...running].reverse();
  for (const child of children) await child.stop().catch(() => undefined);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it returns a value other than undefined/false; throws with `what` after the timeout. */
export async function waitFor(what, check, { timeoutMs = 60_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const value = await check();
      if (value !== undefined && value !== false) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Timed out after ${timeoutMs / 1000} s waiting for ${what}` +
          (lastError ? ` (last error: ${lastError.message})` : ''),
      );
    await sleep(intervalMs);
  }
}
