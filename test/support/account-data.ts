import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestApp } from './app.js';
import { authMailsSent, sql } from './auth-helpers.js';
import { post } from './billing-helpers.js';
import {
  favourited,
  linkSaved,
  newUser,
  noteWritten,
  practised,
  teamSaved,
  type TestUser,
} from './factories.js';
import { at, one } from './lists.js';

/**
 * Helpers of the account data tests (test/integration/delete-data, delete-account, data-export and
 * admin-delete-user): what the database holds about a user, and the account pages' calls.
 */

export type Json = Record<string, unknown>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The sections of GET /me/export the export test reads. */
export interface ExportDocument {
  profile: Json;
  subscription: Json;
  teams: (Json & { players: Json[] })[];
  authenticators: Json[];
  signedInSessions: Json[];
  favourites: Json[];
  practiceProgress: Json[];
  practiceSessions: Json[];
  achievements: Json[];
  links: Json[];
  notes: Json[];
  players: Json[];
  pushDevices: Json[];
  inbox: Json[];
}

/** A column of the database naming a user: `table.column`. */
export interface UserColumn {
  table: string;
  column: string;
}

/**
 * Every column of the database that names a user, read from the catalogue: each `user_id` column
 * and each foreign key to users, plus users.id itself. A table added later is found here without
 * the tests changing.
 */
export async function userColumns(t: TestApp): Promise<UserColumn[]> {
  const { rows } = await sql<UserColumn>(
    t,
    `select table_name as "table", column_name as "column"
       from information_schema.columns
      where table_schema = 'public' and column_name = 'user_id'
     union
     select kcu.table_name, kcu.column_name
       from information_schema.referential_constraints rc
       join information_schema.key_column_usage kcu
         on kcu.constraint_name = rc.constraint_name and kcu.constraint_schema = rc.constraint_schema
       join information_schema.constraint_column_usage ccu
         on ccu.constraint_name = rc.unique_constraint_name and ccu.constraint_schema = rc.unique_constraint_schema
      where kcu.table_schema = 'public' and ccu.table_name = 'users'
     union
     select 'users', 'id'
     order by 1, 2`,
  );
  return rows;
}

/** How many rows of each user column name the user: `{ 'notes.user_id': 3, … }`. */
export async function rowsOf(t: TestApp, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const { table, column } of await userColumns(t)) {
    const { rows } = await sql<{ n: string }>(
      t,
      `select count(*) as n from "${table}" where "${column}" = $1`,
      [userId],
    );
    counts[`${table}.${column}`] = Number(one(rows).n);
  }
  return counts;
}

/**
 * Every column of every table (in every schema but PostgreSQL's own and the job queue's) whose text
 * mentions one of `needles` (compared in lower case), with how many rows do: `{ 'public.audit_log.after':
 * 2, … }`. Each value is cast to text, json and jsonb included, so an id or e-mail inside a JSON
 * document, an array or a composite key counts. The job queue's schema is left out: the deletion's
 * confirmation e-mail waits there until it is sent to the old address.
 */
export async function mentionsOf(t: TestApp, needles: string[]): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ schema: string; table: string; column: string }>(
      `select c.table_schema as schema, c.table_name as table, c.column_name as column
         from information_schema.columns c
         join information_schema.tables t
           on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
        where c.table_schema not in ('pg_catalog', 'information_schema', 'pgboss')
          and c.table_schema not like 'pg\\_%'
        order by 1, 2, 3`,
    );
    expect(columns.length).toBeGreaterThan(100);
    const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
    const mentions = needles.map((_, i) => `position($${i + 1} in lower(x::text)) > 0`).join(' or ');
    const { rows } = await client.query<{ i: number; n: number }>(
      columns
        .map(
          ({ schema, table, column }, i) =>
            `select ${i} as i, count(*)::int as n from (select ${quote(column)} as x from ${quote(schema)}.${quote(table)}) r${i} where ${mentions}`,
        )
        .join(' union all '),
      needles.map((needle) => needle.toLowerCase()),
    );
    const found: Record<string, number> = {};
    for (const { i, n } of rows) {
      const { schema, table, column } = at(columns, i, 'column');
      if (n > 0) found[`${schema}.${table}.${column}`] = n;
    }
    return found;
  } finally {
    await client.end();
  }
}

/** The global rollups compared with a GROUP BY over kickshot_progress: every mismatch (none expected). */
export async function rollupMismatches(t: TestApp): Promise<Json[]> {
  const checks = [
    `select k.kickshot_id, k.total_attempts, k.total_successes, k.user_count, g.*
       from kickshot_stats k
       full join (select kickshot_id as id, sum(attempts)::int as a, sum(successes)::int as s, count(*)::int as u
                    from kickshot_progress group by kickshot_id) g on g.id = k.kickshot_id
      where coalesce(k.total_attempts, 0) <> coalesce(g.a, 0) or coalesce(k.total_successes, 0) <> coalesce(g.s, 0)
         or coalesce(k.user_count, 0) <> coalesce(g.u, 0)`,
    `select c.country, c.total_attempts, c.total_successes, c.user_count, g.*
       from country_stats c
       full join (select country as id, sum(attempts)::int as a, sum(successes)::int as s,
                         count(distinct user_id)::int as u
                    from kickshot_progress group by country) g on g.id = c.country
      where coalesce(c.total_attempts, 0) <> coalesce(g.a, 0) or coalesce(c.total_successes, 0) <> coalesce(g.s, 0)
         or coalesce(c.user_count, 0) <> coalesce(g.u, 0)`,
    `select p.user_id, p.attempts, p.successes, g.*
       from practice_totals p
       join (select user_id as id, sum(attempts)::int as a, sum(successes)::int as s
               from kickshot_progress group by user_id) g on g.id = p.user_id
      where p.attempts <> g.a or p.successes <> g.s`,
    `select * from (select distinct user_id, country from kickshot_progress) g
       full join country_stat_users u on u.user_id = g.user_id and u.country = g.country
      where g.user_id is null or u.user_id is null`,
  ];
  const mismatches: Json[] = [];
  for (const check of checks) mismatches.push(...(await sql(t, check)).rows);
  return mismatches;
}

/** Today's UTC date, `YYYY-MM-DD`. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * The account pages' calls against the running test app (`current()`, read at each call, so the
 * handle can be made before the app starts in `beforeAll`), and a player who used everything.
 */
export function accountCalls(current: () => TestApp) {
  const call = (
    method: Method,
    url: string,
    user?: TestUser | { authorization: string },
    payload?: unknown,
  ) =>
    current().app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(user ? ('auth' in user ? user.auth : user) : {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
  /** Delete Account as the page sends it: bearer token, JSON content type, no body. */
  const deleteAccount = (user: TestUser | { authorization: string }) =>
    current().app.inject({
      method: 'POST',
      url: '/api/v1/me/delete-account',
      headers: { ...('auth' in user ? user.auth : user), 'content-type': 'application/json' },
    });
  const deleteData = (user: TestUser | { authorization: string }) =>
    current().app.inject({
      method: 'POST',
      url: '/api/v1/me/delete-data',
      headers: 'auth' in user ? user.auth : user,
    });

  /**
   * A player who used everything: practice (progress, a session, achievements), favourites, a link,
   * a note, a team, a push device, an inbox entry, an unverified authenticator, a password-reset
   * token and a sandbox checkout.
   */
  async function busyPlayer(): Promise<TestUser> {
    const t = current();
    const player = await newUser(t.app);
    await practised(t.app, player, {
      'black-2S': { attempts: 3, successes: 2 },
      'red-5H': { attempts: 2, successes: 1 },
    });
    expect(
      (
        await call('POST', '/practice/sessions/end', player, {
          localDate: today(),
          startedAt: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(200);
    await favourited(t.app, player, ['black-2S', 'red-5H']);
    await linkSaved(t.app, player);
    await noteWritten(t.app, player);
    await teamSaved(t.app, player);
    await sql(
      t,
      `insert into push_subscriptions (id, created_at, updated_at, user_id, endpoint, p256dh, auth, channel)
       values (gen_random_uuid(), now(), now(), $1, $2, 'p256dh-key', 'auth-secret', 'web')`,
      [player.id, `https://push.example.com/send/${randomUUID()}`],
    );
    const broadcastId = randomUUID();
    await sql(
      t,
      `insert into broadcasts (id, created_at, updated_at, kind, title, message, url, audience, recipients,
                               subscriptions, status, created_by_email)
       values ($1, now(), now(), 'web', 'League night', 'Doors at 7', '/', 'selected', 1, 0, 'complete', 'admin@x.test')`,
      [broadcastId],
    );
    await sql(t, `insert into broadcast_recipients (broadcast_id, user_id, read_at) values ($1, $2, now())`, [
      broadcastId,
      player.id,
    ]);
    expect(
      (await call('POST', '/auth/factors', player, { factor_type: 'totp', friendly_name: 'Phone' }))
        .statusCode,
    ).toBe(201);
    expect((await call('POST', '/auth/recover', undefined, { email: player.email })).statusCode).toBe(200);
    expect((await post(t, player, '/checkout')).statusCode).toBe(200);
    await authMailsSent(t);
    return player;
  }

  return { call, deleteAccount, deleteData, busyPlayer };
}
