// What the database holds after practice load: each tap stored exactly once, and every rollup equal
// to the GROUP BY over the progress rows it sums.
import { check } from './assert.mjs';

/**
 * Checks that every acknowledged tap of `load` is stored once and counted once: its attemptId is in
 * practice_attempt_ids, each stored id is one of the taps sent by `load` or the `earlier` loads of
 * the same players (an unanswered tap may be stored: it reached the database before its answer was
 * lost), and each (player, card) progress row counts exactly the stored taps on that card. Returns
 * the figures of `load`: { acknowledged, stored, unanswered }.
 */
export async function checkStoredOnce(client, load, earlier = []) {
  const taps = [...earlier, load].flatMap((l) => l.taps);
  const players = [...new Set(taps.map((tap) => tap.player))];
  const { rows: ids } = await client.query(
    'select id, user_id from practice_attempt_ids where user_id = any($1::uuid[])',
    [players],
  );
  const sent = new Map(taps.map((tap) => [tap.id, tap]));
  const stored = new Set(ids.map((row) => row.id));
  const acknowledged = load.acknowledged;
  const lost = acknowledged.filter((tap) => !stored.has(tap.id));
  check(lost.length === 0, `${lost.length} acknowledged attempts are not stored (e.g. ${lost[0]?.id})`);
  const strangers = ids.filter((row) => !sent.has(row.id));
  check(strangers.length === 0, `${strangers.length} stored attempt ids were never sent`);
  const ofLoad = load.taps.filter((tap) => stored.has(tap.id));
  const unanswered = ofLoad.filter((tap) => tap.status !== 'ok');

  // per (player, card): the progress row counts the stored taps, successes too
  const expected = new Map();
  for (const row of ids) {
    const tap = sent.get(row.id);
    const key = `${tap.player}|${tap.card}`;
    const counts = expected.get(key) ?? { attempts: 0, successes: 0 };
    counts.attempts += 1;
    counts.successes += tap.success ? 1 : 0;
    expected.set(key, counts);
  }
  const { rows: progress } = await client.query(
    'select user_id, kickshot_id, attempts, successes from kickshot_progress where user_id = any($1::uuid[])',
    [players],
  );
  const found = new Map(progress.map((row) => [`${row.user_id}|${row.kickshot_id}`, row]));
  check(
    found.size === expected.size,
    `${found.size} progress rows for ${expected.size} practised (player, card) pairs`,
  );
  for (const [key, counts] of expected) {
    const row = found.get(key);
    check(
      row && row.attempts === counts.attempts && row.successes === counts.successes,
      `progress ${key}: ${row?.attempts}/${row?.successes} for ${counts.attempts}/${counts.successes} stored taps`,
    );
  }
  return { acknowledged: acknowledged.length, stored: ofLoad.length, unanswered: unanswered.length };
}

/** Every rollup equals the GROUP BY over kickshot_progress (all players); returns the total attempts. */
export async function checkRollups(client) {
  const differences = await client.query(`
    with cards as (
      select kickshot_id, sum(attempts)::int as attempts, sum(successes)::int as successes, count(*)::int as users
      from kickshot_progress group by kickshot_id
    ), players as (
      select user_id, sum(attempts)::int as attempts, sum(successes)::int as successes,
             count(*) filter (where deck_color = 'black')::int as black, count(*) filter (where deck_color = 'red')::int as red
      from kickshot_progress group by user_id
    ), countries as (
      select country, sum(attempts)::int as attempts, sum(successes)::int as successes
      from kickshot_progress group by country
    ), sessions as (
      select user_id, sum(total_attempts)::int as attempts, sum(total_successes)::int as successes
      from practice_sessions group by user_id
    )
    select 'kickshot_stats ' || coalesce(c.kickshot_id, k.kickshot_id) as row from cards c
      full join kickshot_stats k on k.kickshot_id = c.kickshot_id
      where (c.attempts, c.successes, c.users) is distinct from (k.total_attempts, k.total_successes, k.user_count)
    union all
    select 'practice_totals ' || coalesce(p.user_id, t.user_id) from players p
      full join practice_totals t on t.user_id = p.user_id
      where (p.attempts, p.successes, p.black, p.red) is distinct from (t.attempts, t.successes, t.black_cards, t.red_cards)
    union all
    select 'country_stats ' || coalesce(c.country, s.country) from countries c
      full join country_stats s on s.country = c.country
      where (c.attempts, c.successes) is distinct from (s.total_attempts, s.total_successes)
    union all
    select 'practice_sessions ' || coalesce(s.user_id, p.user_id) from sessions s
      full join players p on p.user_id = s.user_id
      where (s.attempts, s.successes) is distinct from (p.attempts, p.successes)`);
  check(
    differences.rows.length === 0,
    `rollups differ from the GROUP BY: ${differences.rows
      .map((r) => r.row)
      .slice(0, 5)
      .join('; ')}`,
  );
  const { rows } = await client.query(
    `select (select coalesce(sum(attempts), 0) from kickshot_progress)::int as progress,
            (select coalesce(sum(total_attempts), 0) from kickshot_stats)::int as rollup`,
  );
  return rows[0];
}
