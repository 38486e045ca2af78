// The hourly jobs fired on every replica at once run once. The jobs are @Cron schedules (@nestjs/schedule)
// firing at minute 0 of every hour on every replica, each behind runExclusive's advisory lock. To
// have them fire now rather than at the next hour, the three replicas are restarted with their wall
// clock moved forward by the same amount (libfaketime), so the next hour starts for all three at
// the same moment, a few seconds after they are ready: the schedules themselves fire, in the
// production processes. PostgreSQL logs every statement meanwhile, each with the replica's
// application name, which shows who tried each job's lock and who ran its work.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADVISORY_LOCKS } from '../../../dist/src/common/jobs/job-locks.js';
import { check, seconds } from '../support/assert.mjs';
import { signUpMany } from '../support/players.mjs';
import { sleep, waitFor } from '../support/processes.mjs';

const HOUR_MS = 3_600_000;
const JOBS = ['billing.expire-trials', 'billing.trial-reminders'];
/** What each job's work writes: seen only from the replica that ran it. */
const WORK = {
  'billing.expire-trials': /update "subscriptions" set "status"/,
  'billing.trial-reminders': /update subscriptions set reminder_7d_sent_at/,
};

/** The trial reminder e-mails written (MAIL=files) by every replica: their recipients, with repeats. */
function reminderRecipients(replicas) {
  const recipients = [];
  for (const replica of replicas) {
    const folder = join(replica.dataDir, 'mail');
    let files;
    try {
      files = readdirSync(folder).filter((file) => file.endsWith('.json'));
    } catch {
      continue;
    }
    for (const file of files) {
      const mail = JSON.parse(readFileSync(join(folder, file), 'utf8'));
      if (/free trial ends in 7 days/.test(mail.subject)) recipients.push(mail.to);
    }
  }
  return recipients;
}

/**
 * From PostgreSQL's statement log: per job, the replicas that tried its lock and those whose
 * connections ran its work.
 */
function jobActivity(log) {
  const lines = log.split('\n');
  const activity = Object.fromEntries(JOBS.map((job) => [job, { tried: [], worked: new Set() }]));
  const lockIds = Object.fromEntries(JOBS.map((job) => [String(ADVISORY_LOCKS[job]), job]));
  const appOf = (line) => /\] kickshots-(replica\d+): /.exec(line)?.[1];
  lines.forEach((line, i) => {
    const app = appOf(line);
    if (!app) return;
    if (line.includes('pg_try_advisory_lock')) {
      const pid = /\[(\d+)\]/.exec(line)[1];
      const detail = lines
        .slice(i + 1, i + 6)
        .find((next) => next.includes(`[${pid}]`) && /Parameters:/.test(next));
      const job = lockIds[/\$1 = '(\d+)'/.exec(detail ?? '')?.[1]];
      if (job) activity[job].tried.push(app);
    }
    for (const job of JOBS) if (WORK[job].test(line)) activity[job].worked.add(app);
  });
  return activity;
}

export async function hourlyJobs(cluster) {
  const { balancer, replicas, postgres } = cluster;
  const [reminded, expiring] = await Promise.all([
    signUpMany(balancer.url, 'reminder', 5),
    signUpMany(balancer.url, 'expiring', 3),
  ]);
  // The trials are set up while no replica runs, so no schedule of the real clock touches them.
  await Promise.all(replicas.map((replica) => replica.stop('SIGINT')));
  await postgres.with('kickshots', async (client) => {
    await client.query(
      `update subscriptions set trial_end = now() + interval '3 days', reminder_7d_sent_at = null, reminder_1d_sent_at = null
       where user_id = any($1::uuid[])`,
      [reminded.map((p) => p.id)],
    );
    await client.query(
      `update subscriptions set trial_end = now() - interval '2 hours' where user_id = any($1::uuid[])`,
      [expiring.map((p) => p.id)],
    );
  });
  const expected = await postgres.with('kickshots', async (client) => ({
    reminders: (
      await client.query(
        `select u.email from subscriptions s join users u on u.id = s.user_id
         where s.status = 'trialing' and s.reminder_7d_sent_at is null
           and s.trial_end > now() + interval '1 day' and s.trial_end <= now() + interval '7 days'`,
      )
    ).rows.map((row) => row.email),
    expiring: Number(
      (
        await client.query(
          `select count(*) from subscriptions where status = 'trialing' and trial_end < now()`,
        )
      ).rows[0].count,
    ),
  }));
  check(expected.reminders.length === reminded.length, `${expected.reminders.length} trials due a reminder`);
  check(expected.expiring === expiring.length, `${expected.expiring} trials already ended`);

  // Start the three with the same moved clock: an hour starts for them `margin` after their start
  // (twice the longest start seen in this run, and more: their schedules must be set by then), an
  // hour after any the real clock reaches meanwhile (its slot is later than any claimed yet).
  const margin = Math.max(
    30_000,
    2 * Math.max(...replicas.map((replica) => replica.longestStartMs)) + 10_000,
  );
  const logStart = postgres.child.output.length;
  await postgres.with('postgres', async (client) => {
    await client.query(`alter system set log_statement = 'all'`);
    await client.query('select pg_reload_conf()');
  });
  let hourAt;
  let readyAt;
  try {
    hourAt = Date.now() + margin;
    const offsetSeconds = (Math.ceil(hourAt / HOUR_MS) * HOUR_MS + HOUR_MS - hourAt) / 1000;
    await Promise.all(
      replicas.map((replica) => replica.start({ clockOffsetSeconds: offsetSeconds }).ready()),
    );
    readyAt = Date.now();
    await Promise.all(replicas.map((replica) => balancer.waitForStatus(replica.name, 'UP')));
    await sleep(Math.max(0, hourAt - Date.now()));

    // the jobs ran: the trials ended, one reminder per player sent by the mail queue
    await waitFor(
      'the trials to expire and the reminders to be e-mailed',
      async () => {
        const ended = await postgres.with('kickshots', async (client) =>
          Number(
            (
              await client.query(
                `select count(*) from subscriptions where status = 'inactive' and user_id = any($1::uuid[])`,
                [expiring.map((p) => p.id)],
              )
            ).rows[0].count,
          ),
        );
        return ended === expiring.length && reminderRecipients(replicas).length >= expected.reminders.length;
      },
      { timeoutMs: 60_000, intervalMs: 500 },
    );
    // every replica's schedule fired: each tried both locks
    await waitFor(
      'every replica to try each job',
      () => {
        const activity = jobActivity(postgres.child.output.slice(logStart));
        return JOBS.every((job) => replicas.every((r) => activity[job].tried.includes(r.name)));
      },
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    await sleep(2_000); // a second run, were there one, would show by now
  } finally {
    await postgres.with('postgres', async (client) => {
      await client.query('alter system reset log_statement');
      await client.query('select pg_reload_conf()');
    });
  }
  const activity = jobActivity(postgres.child.output.slice(logStart));
  const recipients = reminderRecipients(replicas);
  const repeated = recipients.filter((to, i) => recipients.indexOf(to) !== i);
  check(repeated.length === 0, `reminders sent twice to ${repeated.join(', ')}`);
  check(
    expected.reminders.every((email) => recipients.includes(email)) &&
      recipients.length === expected.reminders.length,
    `${recipients.length} reminders e-mailed for ${expected.reminders.length} trials due one`,
  );
  const lines = [];
  for (const job of JOBS) {
    const { tried, worked } = activity[job];
    check(worked.size === 1, `${job}: work ran on ${worked.size} replicas (${[...worked].join(', ')})`);
    lines.push(
      `${job}: fired on ${new Set(tried).size} replicas (${tried.length} lock attempts), run by ${[...worked][0]} only`,
    );
  }
  const expiredLog = replicas
    .flatMap((r) => r.logLines())
    .filter((line) => line.msg === 'Ended trials marked inactive');
  check(
    expiredLog.length === 1 && expiredLog[0].expired === expiring.length,
    `${expiredLog.length} replicas logged ended trials (${expiredLog.map((l) => l.expired).join(', ')})`,
  );
  return [
    `the three replicas restarted with their clocks moved forward alike: the next hour began ${seconds(hourAt - readyAt)} after all were ready`,
    ...lines,
    `${expiring.length} ended trials marked inactive once; ${recipients.length} trial reminders e-mailed, one per player (${expected.reminders.length} due)`,
  ];
}
