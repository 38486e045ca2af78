// Backup and restore while the replicas run: the backup restored on a fresh PostgreSQL server, and a
// replica started on it serves the data as it was. With pg_dump and pg_restore of the server's
// version (or later) at hand, a `pg_dump -Fc` restored with `pg_restore` into a fresh database;
// without them, a base backup taken with PostgreSQL's low-level backup API (pg_backup_start, the
// files, pg_backup_stop) started as a server of its own.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { check } from '../support/assert.mjs';
import { expectStatus } from '../support/http.mjs';
import { findDumpTools, freePort, PostgresServer } from '../support/postgres.mjs';
import { Replica } from '../support/replica.mjs';

const COUNTED = [
  'users',
  'kickshot_progress',
  'practice_sessions',
  'push_subscriptions',
  'broadcasts',
  'mikro_orm_migrations',
];

async function fingerprint(url, player) {
  const { body: session } = await expectStatus(url, '/api/v1/auth/sign-in', {
    json: { email: player.email, password: player.password },
  });
  const { body: progress } = await expectStatus(url, '/api/v1/practice/progress', {
    token: session.accessToken,
  });
  return JSON.stringify(progress);
}

async function rowCounts(server, database) {
  return server.with(database, async (client) => {
    const counts = {};
    for (const table of COUNTED)
      counts[table] = Number((await client.query(`select count(*) from ${table}`)).rows[0].count);
    return counts;
  });
}

export async function backupRestore(cluster) {
  const { postgres, replicas, root } = cluster;
  const player = cluster.loadPlayers[0];
  const before = await fingerprint(replicas[0].url, player);
  const counts = await rowCounts(postgres, 'kickshots');

  const major = await postgres.majorVersion();
  const tools = findDumpTools(major);
  let restored;
  let databaseUrl;
  let method;
  if (tools) {
    const file = join(root, 'kickshots.dump');
    execFileSync(tools.pgDump, ['-Fc', '-f', file, '-d', postgres.url('kickshots')]);
    databaseUrl = await postgres.createDatabase('kickshots_restored');
    execFileSync(tools.pgRestore, ['--no-owner', '--exit-on-error', '-d', databaseUrl, file]);
    method = `pg_dump -Fc, then pg_restore into a fresh database (${tools.pgDump})`;
  } else {
    const copy = await postgres.baseBackup(join(root, 'restored'));
    restored = await PostgresServer.start(copy, postgres.owner, join(root, 'restored.log'));
    cluster.cleanups.push(() => restored.stop());
    databaseUrl = restored.url('kickshots');
    method =
      `base backup with pg_backup_start/pg_backup_stop, started as a new server ` +
      `(no pg_dump ${major} or later on this machine)`;
  }
  const restoredCounts = await rowCounts(restored ?? postgres, restored ? 'kickshots' : 'kickshots_restored');
  for (const table of COUNTED)
    check(
      restoredCounts[table] === counts[table],
      `${table}: ${restoredCounts[table]} rows restored of ${counts[table]}`,
    );

  mkdirSync(join(root, 'restored-replica'), { recursive: true });
  const port = await freePort();
  const replica = new Replica(
    'restored',
    port,
    { ...cluster.replicaEnv, DATABASE_URL: databaseUrl, PUBLIC_URL: `http://127.0.0.1:${port}` },
    root,
  );
  try {
    await replica.start().ready();
    const after = await fingerprint(replica.url, player);
    check(
      after === before,
      `the restored replica's progress for ${player.email} differs from the original's`,
    );
  } finally {
    await replica.stop('SIGTERM');
    await restored?.stop();
  }
  return [
    `${method}, taken while the replicas ran`,
    `restored rows equal: ${COUNTED.map((t) => `${t} ${counts[t]}`).join(', ')}`,
    `a replica on the restored database signs the player in and answers the same progress`,
  ];
}
