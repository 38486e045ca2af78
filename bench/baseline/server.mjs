// The benchmark's baseline: what a naive bare server achieves on the same database. Plain
// `node:http` and `pg`, no framework, no authentication, no validation, no batching: each
// POST /attempts is one practice attempt, written by one SQL statement (so one transaction and one
// commit) that does the database work of one attempt of record_practice_batch(): the attempt id
// (idempotency), the card's progress row, the day's session, the player's practice_totals and the
// global rollups (kickshot_stats, country_stat_users for a player's first row in a country,
// country_stats), and reads back what the real statement reads (the rows' new values, the player's
// achievements, and their practice days near a session it creates); it answers the card's and the
// day's totals. The rollups stay equal to the GROUP BY of the progress rows.
//
// Body: {"userId", "cardId", "success", "localDate", "attemptId"} (the player in the body, where
// the real server takes them from the bearer token). Environment: DATABASE_URL, PORT, POOL_SIZE
// (node-postgres's default pool, 10 connections). Prints "listening" once it accepts requests; stops
// on SIGTERM, or when the benchmark that started it (with an IPC channel) is gone.
import { createServer } from 'node:http';
import pg from 'pg';

// $1 user id, $2 card id, $3 deck, $4 success (0 or 1), $5 day, $6 time, $7 country, $8 attempt id.
// A counted attempt adds 1 attempt (and $4 successes) to each row; a new progress row also adds a
// player to its card's rollup and its country (once), and a card to the player's deck count. Each
// statement updates its tables in the same order, so concurrent attempts cannot deadlock.
const ATTEMPT_SQL = `
with new_id as (
  insert into practice_attempt_ids (user_id, id, created_at) values ($1::uuid, $8::uuid, $6::timestamptz)
  on conflict (user_id, id) do nothing
  returning user_id
), progress as (
  insert into kickshot_progress as p
    (id, user_id, kickshot_id, deck_color, attempts, successes, last_practiced, first_practiced, country)
  select gen_random_uuid(), $1, $2::text, $3::text, 1, $4::int, $6, $6, $7::text from new_id
  on conflict (user_id, kickshot_id) do update set
    attempts = p.attempts + 1,
    successes = p.successes + excluded.successes,
    last_practiced = greatest(p.last_practiced, excluded.last_practiced)
  returning new.attempts, new.successes, new.deck_color, new.country, old.id is null as created
), session as (
  insert into practice_sessions as s (id, user_id, session_date, total_attempts, total_successes, country, created_at)
  select gen_random_uuid(), $1, $5::date, 1, $4, $7, $6 from new_id
  on conflict (user_id, session_date) do update set
    total_attempts = s.total_attempts + 1,
    total_successes = s.total_successes + excluded.total_successes
  returning new.total_attempts, new.total_successes, old.id is null as created
), totals as (
  insert into practice_totals as t (user_id, attempts, successes, black_cards, red_cards)
  select $1, 1, $4, (p.created and p.deck_color = 'black')::int, (p.created and p.deck_color = 'red')::int
    from progress p
  on conflict (user_id) do update set
    attempts = t.attempts + 1,
    successes = t.successes + excluded.successes,
    black_cards = t.black_cards + excluded.black_cards,
    red_cards = t.red_cards + excluded.red_cards
  returning t.attempts, t.successes, t.black_cards, t.red_cards
), card_stats as (
  insert into kickshot_stats as k (kickshot_id, deck_color, total_attempts, total_successes, user_count)
  select $2, p.deck_color, 1, $4, p.created::int from progress p
  on conflict (kickshot_id) do update set
    total_attempts = k.total_attempts + 1,
    total_successes = k.total_successes + excluded.total_successes,
    user_count = k.user_count + excluded.user_count
  returning 1
), new_in_country as (
  insert into country_stat_users (user_id, country)
  select $1, p.country from progress p where p.created
  on conflict do nothing
  returning country
), country_up as (
  insert into country_stats as cs (country, total_attempts, total_successes, user_count)
  select p.country, 1, $4, (select count(*) from new_in_country)::int from progress p
  on conflict (country) do update set
    total_attempts = cs.total_attempts + 1,
    total_successes = cs.total_successes + excluded.total_successes,
    user_count = cs.user_count + excluded.user_count
  returning 1
)
select true as counted, p.attempts as card_attempts, p.successes as card_successes,
       s.total_attempts as day_attempts, s.total_successes as day_successes,
       t.attempts as total_attempts, t.black_cards, t.red_cards,
       (select coalesce(array_agg(e.achievement_name), '{}') from achievements e where e.user_id = $1) as earned,
       case when s.created then
         (select coalesce(array_agg(to_char(d.session_date, 'YYYY-MM-DD')), '{}') from practice_sessions d
           where d.user_id = $1 and d.session_date between $5 - 6 and $5 + 6)
       end as nearby_dates
  from progress p cross join session s cross join totals t
union all
-- an attempt id already recorded: not counted, the rows as they are
select false, coalesce(op.attempts, 0), coalesce(op.successes, 0),
       coalesce(os.total_attempts, 0), coalesce(os.total_successes, 0), null, null, null, null, null
  from (select) one
  left join kickshot_progress op on op.user_id = $1 and op.kickshot_id = $2
  left join practice_sessions os on os.user_id = $1 and os.session_date = $5
 where not exists (select from new_id)`;

/** Deadlock and serialization failure: the statement can simply run again. */
const RETRYABLE = new Set(['40P01', '40001']);

const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
});
pool.on('error', () => undefined); // a broken idle connection is replaced

async function recordAttempt({ userId, cardId, success, localDate, attemptId }) {
  const values = [
    userId,
    cardId,
    cardId.split('-')[0],
    success ? 1 : 0,
    localDate,
    new Date(),
    'Unknown',
    attemptId,
  ];
  for (let attempt = 1; ; attempt++) {
    try {
      // a named statement: planned once per connection, as the real one is (PL/pgSQL)
      const { rows } = await pool.query({ name: 'attempt', text: ATTEMPT_SQL, values });
      const row = rows[0];
      return {
        counted: row.counted,
        card: { attempts: row.card_attempts, successes: row.card_successes },
        today: { attempts: row.day_attempts, successes: row.day_successes },
      };
    } catch (error) {
      if (attempt >= 3 || !RETRYABLE.has(error.code)) throw error;
    }
  }
}

const server = createServer((req, res) => {
  const answer = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (req.method === 'GET' && req.url === '/ready') return answer(200, { ready: true });
  if (req.method !== 'POST' || req.url !== '/attempts') return answer(404, { error: 'not found' });
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    Promise.resolve()
      .then(() => recordAttempt(JSON.parse(Buffer.concat(chunks).toString('utf8'))))
      .then(
        (result) => answer(200, result),
        (error) => answer(500, { error: String(error?.message ?? error) }),
      );
  });
});
server.listen(Number(process.env.PORT ?? 4700), '127.0.0.1', () => console.log('listening'));

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close(() => pool.end().then(() => process.exit(0)));
  server.closeAllConnections();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// started by the benchmark with an IPC channel: its end means the benchmark is gone
process.on('disconnect', stop);
