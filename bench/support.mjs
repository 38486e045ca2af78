// Shared benchmark helpers: a built server on a scratch database, and autocannon from this
// (second) process.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';

export async function startServer(env = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kickshots-bench-'));
  chmodSync(dataDir, 0o755);
  // 5100–5599 and 4700–4899 (below) hold none of the Fetch standard's "bad ports" that fetch refuses
  const port = 5100 + Math.floor(Math.random() * 500);
  const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/src/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...SERVER_ENV,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // the local payment and mail adapters, chosen explicitly as production requires
      PAYMENTS: 'sandbox',
      MAIL: 'files',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${url}/api/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    url,
    dataDir,
    /** The server's process id (its memory is read from /proc). */
    pid: server.pid,
    /** The server's database: DATABASE_URL, or the embedded cluster's URL from its lock file. */
    get databaseUrl() {
      return env.DATABASE_URL || JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')).url;
    },
    async stop() {
      const exited = new Promise((resolve) => server.on('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Runs autocannon and prints req/s, p50 and p99; returns the result. With `warmup` (seconds), the
 * same load runs that long first, unmeasured: the server's first requests (JIT compilation, each
 * player's first token check and subscription lookup, the database's plan caches) are not the
 * steady state the budgets are about.
 */
export async function measure(title, options, { warmup = 0 } = {}) {
  if (warmup > 0) await autocannon({ connections: 20, ...options, duration: warmup });
  const before = cpuTicks();
  const result = await autocannon({ connections: 20, duration: 10, ...options });
  const steal = stealShare(before, cpuTicks());
  const line =
    `${title.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}` +
    (steal === undefined ? '' : `   (CPU stolen by the host: ${steal.toFixed(0)}%)`);
  console.log(line);
  return result;
}

/**
 * Runs several autocannon loads at once for `duration` seconds (each part its own connections and
 * requests, e.g. attempts beside card lists), prints one line per part and returns their results.
 */
export async function mixedLoad(url, parts, { duration = 60 } = {}) {
  const results = await Promise.all(
    parts.map(({ connections, requests }) => autocannon({ url, connections, duration, requests })),
  );
  parts.forEach(({ title, connections }, i) => {
    const result = results[i];
    console.log(
      `${`${title} (${connections} conn)`.padEnd(36)} ${result.requests.average.toFixed(0).padStart(7)} req/s   p50 ${result.latency.p50} ms   p99 ${result.latency.p99} ms   errors ${result.errors + result.non2xx}`,
    );
  });
  return results;
}

/** A process's resident memory now (VmRSS) and its peak so far (VmHWM), in MB, from /proc (Linux). */
export function residentMemory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN);
  return {
    rss: kb('VmRSS') / 1024,
    peak: kb('VmHWM') / 1024,
    threads: Number(status.match(/^Threads:\s+(\d+)/m)?.[1]),
  };
}

/** The machine's CPU time counters (Linux /proc/stat), to tell how much the hypervisor took. */
function cpuTicks() {
  try {
    return readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  } catch {
    return undefined;
  }
}

/** The share of CPU time stolen by the host between two readings: a noisy neighbour slows every figure. */
function stealShare(before, after) {
  if (!before || !after) return undefined;
  const delta = after.map((value, i) => value - before[i]);
  const total = delta.reduce((sum, value) => sum + value, 0);
  return total > 0 ? (100 * (delta[7] ?? 0)) / total : undefined;
}

/**
 * The bare baseline server (bench/baseline/server.mjs) on the given database, with the server's
 * Node flags and environment; resolves once it listens.
 */
export async function startBaseline(databaseUrl) {
  const port = 4700 + Math.floor(Math.random() * 200);
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'bench/baseline/server.mjs'], {
    // an IPC channel: it exits when this process does, should this one die without stopping it
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...SERVER_ENV, ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    exited.then((code) => reject(new Error(`the baseline server exited (${code}) before listening`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
