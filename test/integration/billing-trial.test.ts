import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import { createTestAppWithDataDir, type TestAppWithDataDir } from '../support/app.js';
import { mailsSent, mailsTo, sql } from '../support/auth-helpers.js';
import { runExclusive } from '../../src/common/jobs/exclusive-job.js';
import { BillingJobs } from '../../src/modules/billing/billing.jobs.js';
import { MailService } from '../../src/modules/mail/index.js';
import { MailTransport } from '../../src/modules/mail/mail.types.js';
import { DAY_MS, getSubscription, setTrialEnd, subscriptionRow } from '../support/billing-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';
import { one } from '../support/lists.js';

describe('billing: the free trial', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir({});
  });
  afterAll(() => t.close());

  const jobs = () => t.app.get(BillingJobs, { strict: false });
  const cards = (user: TestUser | undefined, url = '/api/v1/cards') =>
    t.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });

  it('starts a 365-day trial at sign-up (through the sign-up endpoint too)', async () => {
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-up',
      payload: { email: 'trial-signup@example.com', password: 'corner-pocket-42' },
      remoteAddress: '10.90.0.1',
    });
    expect(res.statusCode).toBe(201);
    const userId = res.json<{ user: { id: string } }>().user.id;
    const row = await subscriptionRow(t, userId);
    expect(row).toMatchObject({
      status: 'trialing',
      subscription_type: 'trial',
      cancel_at_period_end: false,
      provider: null,
      current_period_end: null,
    });
    expect(row.trial_start!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.trial_end!.getTime() - row.trial_start!.getTime()).toBe(365 * DAY_MS);
  });

  it('answers the status of a trialing user', async () => {
    const user = await newUser(t.app);
    const view = await getSubscription(t, user);
    expect(view).toMatchObject({
      status: 'trialing',
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      provider: null,
      trialExpired: false,
    });
    const trialEnd = new Date(view.trialEnd!).getTime();
    expect(Math.abs(trialEnd - (Date.now() + 365 * DAY_MS))).toBeLessThan(60_000);
    expect(await getSubscription(t, user, true)).toEqual(view);
    expect(await getSubscription(t, user, false)).toEqual(view);
  });

  it('honours app_config trial_period.days, and falls back to 365 days on a bad value', async () => {
    await sql(t, `update app_config set value = '{"days": 30}' where key = 'trial_period'`);
    try {
      const user = await newUser(t.app);
      const row = await subscriptionRow(t, user.id);
      expect(row.trial_end!.getTime() - row.trial_start!.getTime()).toBe(30 * DAY_MS);
      await sql(t, `update app_config set value = '{"days": "many"}' where key = 'trial_period'`);
      const other = await newUser(t.app);
      const otherRow = await subscriptionRow(t, other.id);
      expect(otherRow.trial_end!.getTime() - otherRow.trial_start!.getTime()).toBe(365 * DAY_MS);
    } finally {
      await sql(t, `update app_config set value = '{"days": 365}' where key = 'trial_period'`);
    }
  });

  it('seeds trial_period = {"days": 365} in app_config', async () => {
    const { rows } = await sql(t, `select value from app_config where key = 'trial_period'`);
    expect(rows).toEqual([{ value: { days: 365 } }]);
  });

  it('gives the cards while trialing and 403 SUBSCRIPTION_REQUIRED once the trial has ended', async () => {
    const user = await newUser(t.app);
    for (const url of [
      '/api/v1/cards',
      '/api/v1/decks',
      '/api/v1/cards/black-AS',
      '/api/v1/cards/info-images',
    ]) {
      expect({ url, status: (await cards(user, url)).statusCode }).toEqual({ url, status: 200 });
    }
    await setTrialEnd(t, user.id, new Date(Date.now() - 60_000));
    for (const url of [
      '/api/v1/cards',
      '/api/v1/decks',
      '/api/v1/cards/black-AS',
      '/api/v1/cards/info-images',
    ]) {
      const res = await cards(user, url);
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 403,
        body: {
          statusCode: 403,
          error: 'Forbidden',
          code: 'SUBSCRIPTION_REQUIRED',
          message: expect.stringContaining('subscription') as string,
        },
      });
    }
    // Favourites and the public diagrams stay available.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/favourites', headers: user.auth })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/kickshot-diagrams/black/black-AS.svg' })).statusCode,
    ).toBe(200);
    expect(await getSubscription(t, user)).toMatchObject({ status: 'inactive', trialExpired: true });
  });

  it('still answers 401 (not 403) without a bearer token', async () => {
    const res = await cards(undefined);
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/billing/subscription' })).statusCode).toBe(401);
  });

  it('refuses a forceRefresh that is not true or false', async () => {
    const user = await newUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/billing/subscription?forceRefresh=maybe',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });

  it('the expiry job marks ended trials inactive and leaves running ones', async () => {
    const ended = await newUser(t.app);
    const running = await newUser(t.app);
    await setTrialEnd(t, ended.id, new Date(Date.now() - DAY_MS));
    await jobs().expireTrials();
    expect((await subscriptionRow(t, ended.id)).status).toBe('inactive');
    expect((await subscriptionRow(t, running.id)).status).toBe('trialing');
    expect(await getSubscription(t, ended)).toMatchObject({ status: 'inactive', trialExpired: true });
    expect((await cards(ended)).statusCode).toBe(403);
  });

  it('e-mails a reminder 7 days and 1 day before the trial ends, each once', async () => {
    const user = await newUser(t.app);
    const farOff = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() + 6 * DAY_MS));
    await jobs().sendTrialReminders();
    await jobs().sendTrialReminders();
    await mailsSent(t);
    let mails = await mailsTo(t.dataDir, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Kickshots free trial ends in 7 days']);
    expect(one(mails).text).toContain('Your free trial of Kickshots ends on');
    expect(one(mails).text).toContain('$34.95 a year');
    expect((await subscriptionRow(t, user.id)).reminder_7d_sent_at).not.toBeNull();

    await setTrialEnd(t, user.id, new Date(Date.now() + 20 * 3600 * 1000));
    await jobs().sendTrialReminders();
    await jobs().sendTrialReminders();
    await mailsSent(t);
    mails = await mailsTo(t.dataDir, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Your Kickshots free trial ends in 7 days',
      'Your Kickshots free trial ends tomorrow',
    ]);
    expect(await mailsTo(t.dataDir, farOff.email)).toEqual([]);
  });

  it('sends a short trial only the 1-day reminder', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() + 12 * 3600 * 1000));
    await jobs().sendTrialReminders();
    await jobs().sendTrialReminders();
    await mailsSent(t);
    const mails = await mailsTo(t.dataDir, user.email);
    expect(mails.map((mail) => mail.subject)).toEqual(['Your Kickshots free trial ends tomorrow']);
  });

  it('claims a reminder and queues its e-mail together; the mail server is waited on after they commit, outside any transaction', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() + 5 * DAY_MS));
    const transport = t.app.get(MailTransport, { strict: false });
    const deliver = transport.send.bind(transport);
    const seen: { claimed: boolean; openTransactions: number }[] = [];
    const send = jest.spyOn(transport, 'send').mockImplementation(async (message) => {
      if (message.to === user.email) {
        // What the database shows while the mail server is being waited on.
        const { rows } = await sql<{ open: number }>(
          t,
          `select count(*)::int as open from pg_stat_activity
           where datname = current_database() and state like 'idle in transaction%'`,
        );
        seen.push({
          claimed: (await subscriptionRow(t, user.id)).reminder_7d_sent_at !== null,
          openTransactions: one(rows).open,
        });
      }
      await deliver(message);
    });
    try {
      await jobs().sendTrialReminders();
      await mailsSent(t);
    } finally {
      send.mockRestore();
    }
    expect(seen).toEqual([{ claimed: true, openTransactions: 0 }]);
    expect((await mailsTo(t.dataDir, user.email)).map((mail) => mail.subject)).toEqual([
      'Your Kickshots free trial ends in 7 days',
    ]);
  });

  it('leaves the reminder unclaimed when its e-mail cannot be queued, and the next run sends it', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() + 5 * DAY_MS));
    const mail = t.app.get(MailService, { strict: false });
    const enqueue = jest.spyOn(mail, 'enqueue').mockRejectedValueOnce(new Error('queue unavailable'));
    try {
      await jobs().sendTrialReminders();
      expect((await subscriptionRow(t, user.id)).reminder_7d_sent_at).toBeNull();
      await jobs().sendTrialReminders();
    } finally {
      enqueue.mockRestore();
    }
    expect((await subscriptionRow(t, user.id)).reminder_7d_sent_at).not.toBeNull();
    await mailsSent(t);
    expect((await mailsTo(t.dataDir, user.email)).map((m) => m.subject)).toEqual([
      'Your Kickshots free trial ends in 7 days',
    ]);
  });

  it('runs the reminders on one replica at a time, and releases the lock with the run', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() + 5 * DAY_MS));
    const mail = t.app.get(MailService, { strict: false });
    const queue = mail.enqueue.bind(mail);
    const secondRun = jest.fn(() => Promise.resolve());
    const secondRunTookLock: boolean[] = [];
    const enqueue = jest.spyOn(mail, 'enqueue').mockImplementation(async (outgoing, em) => {
      secondRunTookLock.push(
        await runExclusive(t.app.get(EntityManager), 'billing.trial-reminders', secondRun),
      );
      await queue(outgoing, em);
    });
    try {
      await jobs().sendTrialReminders();
    } finally {
      enqueue.mockRestore();
    }
    expect(secondRunTookLock).toEqual([false]);
    expect(secondRun).not.toHaveBeenCalled();
    // The lock went with the run: the next run takes it (and finds nothing left to send).
    const nextRun = jest.fn(() => Promise.resolve());
    expect(await runExclusive(t.app.get(EntityManager), 'billing.trial-reminders', nextRun)).toBe(true);
    expect(nextRun).toHaveBeenCalledTimes(1);
    await mailsSent(t);
  });

  it('logs a failed job and goes on', async () => {
    const failing = jest.fn(() => Promise.reject(new Error('boom')));
    expect(await runExclusive(t.app.get(EntityManager), 'billing.expire-trials', failing)).toBe(false);
    expect(failing).toHaveBeenCalledTimes(1);
    const next = jest.fn(() => Promise.resolve());
    expect(await runExclusive(t.app.get(EntityManager), 'billing.expire-trials', next)).toBe(true);
  });

  it('deletes the subscription with the user', async () => {
    const user = await newUser(t.app);
    await sql(t, 'delete from users where id = $1', [user.id]);
    const { rows } = await sql(t, 'select count(*)::int as count from subscriptions where user_id = $1', [
      user.id,
    ]);
    expect(rows).toEqual([{ count: 0 }]);
  });
});
