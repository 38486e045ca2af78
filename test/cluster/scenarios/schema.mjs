// The laptop default (`npm start`: no DATABASE_URL, the embedded PostgreSQL in DATA_DIR) and the
// replicas on DATABASE_URL end with the same schema: tables, columns, constraints, indexes,
// functions, sequences and views of every schema the application owns, compared from the catalogs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { check } from '../support/assert.mjs';
import { freePort } from '../support/postgres.mjs';
import { Replica } from '../support/replica.mjs';

const SCHEMA_QUERIES = {
  columns: `select table_schema || '.' || table_name || '.' || column_name || ' ' || data_type || ' ' ||
                   is_nullable || ' ' || coalesce(column_default, '-') as item
            from information_schema.columns where table_schema in ('public', 'pgboss')`,
  constraints: `select n.nspname || '.' || t.relname || ' ' || c.conname || ' ' || pg_get_constraintdef(c.oid) as item
                from pg_constraint c join pg_class t on t.oid = c.conrelid join pg_namespace n on n.oid = t.relnamespace
                where n.nspname in ('public', 'pgboss')`,
  indexes: `select schemaname || ' ' || indexdef as item from pg_indexes where schemaname in ('public', 'pgboss')`,
  functions: `select n.nspname || ' ' || pg_get_functiondef(p.oid) as item
              from pg_proc p join pg_namespace n on n.oid = p.pronamespace where n.nspname in ('public', 'pgboss')`,
  sequences: `select sequence_schema || '.' || sequence_name || ' ' || data_type as item
              from information_schema.sequences where sequence_schema in ('public', 'pgboss')`,
  views: `select table_schema || '.' || table_name || ' ' || view_definition as item
          from information_schema.views where table_schema in ('public', 'pgboss')`,
  triggers: `select event_object_schema || '.' || event_object_table || ' ' || trigger_name || ' ' || action_statement as item
             from information_schema.triggers where trigger_schema in ('public', 'pgboss')`,
};

async function schemaOf(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const schema = {};
    for (const [kind, sql] of Object.entries(SCHEMA_QUERIES))
      schema[kind] = (await client.query(sql)).rows.map((row) => row.item).sort();
    return schema;
  } finally {
    await client.end();
  }
}

export async function sameSchema(cluster) {
  const { postgres, root } = cluster;
  const port = await freePort();
  // `npm start` on a laptop: no NODE_ENV, no DATABASE_URL, only a DATA_DIR of its own
  const laptop = new Replica('embedded', port, {}, root);
  try {
    await laptop.start().ready();
    const { url } = JSON.parse(readFileSync(join(laptop.dataDir, 'server.lock'), 'utf8'));
    const [embedded, external] = await Promise.all([schemaOf(url), schemaOf(postgres.url('kickshots'))]);
    const lines = [];
    for (const kind of Object.keys(SCHEMA_QUERIES)) {
      const onlyEmbedded = embedded[kind].filter((item) => !external[kind].includes(item));
      const onlyExternal = external[kind].filter((item) => !embedded[kind].includes(item));
      check(
        onlyEmbedded.length === 0 && onlyExternal.length === 0,
        `${kind} differ: only embedded ${JSON.stringify(onlyEmbedded.slice(0, 3))}, only DATABASE_URL ${JSON.stringify(onlyExternal.slice(0, 3))}`,
      );
      lines.push(`${embedded[kind].length} ${kind}`);
    }
    return [`the embedded default (DATA_DIR, no DATABASE_URL) and DATABASE_URL agree: ${lines.join(', ')}`];
  } finally {
    await laptop.stop('SIGTERM'); // it stops its embedded PostgreSQL too
  }
}
