import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { addMonths, formatDay } from '../../src/modules/billing/billing-dates.js';
import {
  DAY_MS,
  getSubscription,
  insertPromoCode,
  post,
  setTrialEnd,
  subscriptionRow,
} from '../support/billing-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';
import { one } from '../support/lists.js';

describe('billing: promo codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const redeem = (user: TestUser, promoCode: unknown) => post(t, user, '/promo-codes/redeem', { promoCode });
  const expectInvalid = (res: Awaited<ReturnType<typeof redeem>>) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'PROMO_CODE_INVALID',
        message: 'This promo code is not valid for your account, or it has already been used.',
      },
    });
  };
  const used = async (code: string) =>
    one(
      (
        await sql<{ used: boolean; used_at: Date | null }>(
          t,
          'select used, used_at from promo_codes where code = $1',
          [code],
        )
      ).rows,
    );

  it('extends the trial end by the code’s months, trimmed and in any case, and marks it used', async () => {
    const user = await newUser(t.app);
    const code = await insertPromoCode(t, { email: user.email.toUpperCase(), months: 3 });
    const before = (await subscriptionRow(t, user.id)).trial_end!;
    const res = await redeem(user, `  ${code.toLowerCase()} `);
    expect(res.statusCode).toBe(200);
    const expected = addMonths(before, 3);
    expect(res.json()).toEqual({
      message: `Your trial has been extended by 3 months, until ${formatDay(expected)}.`,
    });
    expect((await subscriptionRow(t, user.id)).trial_end!.toISOString()).toBe(expected.toISOString());
    expect(await getSubscription(t, user)).toMatchObject({
      status: 'trialing',
      trialEnd: expected.toISOString(),
    });
    const row = await used(code);
    expect(row.used).toBe(true);
    expect(row.used_at).not.toBeNull();

    // Used: refused the second time, and nothing moves.
    expectInvalid(await redeem(user, code));
    expect((await subscriptionRow(t, user.id)).trial_end!.toISOString()).toBe(expected.toISOString());
  });

  it('refuses a code issued to another e-mail, and an unknown code', async () => {
    const owner = await newUser(t.app);
    const other = await newUser(t.app);
    const code = await insertPromoCode(t, { email: owner.email, months: 2 });
    const before = (await subscriptionRow(t, other.id)).trial_end!.toISOString();
    expectInvalid(await redeem(other, code));
    expectInvalid(await redeem(other, 'NO-SUCH-CODE'));
    expect((await subscriptionRow(t, other.id)).trial_end!.toISOString()).toBe(before);
    expect((await used(code)).used).toBe(false);
    // Still good for its owner.
    expect((await redeem(owner, code)).statusCode).toBe(200);
  });

  it('refuses an empty code with a validation error', async () => {
    const user = await newUser(t.app);
    for (const promoCode of ['', '   ', undefined]) {
      const res = await post(t, user, '/promo-codes/redeem', promoCode === undefined ? {} : { promoCode });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await redeem(user, '')).json().message).toContain('Please enter a promo code');
  });

  it('restarts an expired trial from today, with access again and reminders due again', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() - 30 * DAY_MS));
    await sql(
      t,
      `update subscriptions set status = 'inactive', reminder_7d_sent_at = now(), reminder_1d_sent_at = now() where user_id = $1`,
      [user.id],
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).statusCode).toBe(
      403,
    );
    const code = await insertPromoCode(t, { email: user.email, months: 1 });
    const res = await redeem(user, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/^Your trial has been extended by 1 month, until /);
    const row = await subscriptionRow(t, user.id);
    expect(row).toMatchObject({ status: 'trialing', reminder_7d_sent_at: null, reminder_1d_sent_at: null });
    expect(Math.abs(row.trial_end!.getTime() - addMonths(new Date(), 1).getTime())).toBeLessThan(60_000);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).statusCode).toBe(
      200,
    );
  });

  it('lets exactly one of 10 concurrent redemptions of one code succeed', async () => {
    const user = await newUser(t.app);
    const code = await insertPromoCode(t, { email: user.email, months: 4 });
    const before = (await subscriptionRow(t, user.id)).trial_end!;
    const results = await Promise.all(Array.from({ length: 10 }, () => redeem(user, code)));
    const statuses = results.map((res) => res.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 400)).toHaveLength(9);
    expect((await subscriptionRow(t, user.id)).trial_end!.toISOString()).toBe(
      addMonths(before, 4).toISOString(),
    );
  });

  it('limits redemption attempts to 10 an hour per user', async () => {
    const user = await newUser(t.app);
    for (let attempt = 0; attempt < 10; attempt++) expectInvalid(await redeem(user, `GUESS${attempt}`));
    const limited = await redeem(user, 'GUESS10');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  const paySandbox = async (user: TestUser) => {
    const checkout = new URL((await post(t, user, '/checkout')).json<{ url: string }>().url);
    const paid = await t.app.inject({
      method: 'POST',
      url: `${checkout.pathname}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token: checkout.searchParams.get('token')! }).toString(),
    });
    expect(paid.statusCode).toBe(303);
  };

  it('extends the paid period of a sandbox subscriber', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() - DAY_MS)); // subscribed after the trial
    await paySandbox(user);
    const before = new Date((await getSubscription(t, user)).currentPeriodEnd!);
    const trialBefore = (await subscriptionRow(t, user.id)).trial_end!.toISOString();
    const code = await insertPromoCode(t, { email: user.email, months: 12 });
    const res = await redeem(user, code);
    expect(res.statusCode).toBe(200);
    const expected = addMonths(before, 12);
    expect(res.json()).toEqual({
      message: `Your subscription has been extended by 12 months, until ${formatDay(expected)}.`,
    });
    expect(await getSubscription(t, user)).toMatchObject({
      status: 'active',
      currentPeriodEnd: expected.toISOString(),
    });
    expect((await subscriptionRow(t, user.id)).trial_end!.toISOString()).toBe(trialBefore);
  });

  it('moves the first charge of a sandbox subscription started during the trial', async () => {
    const user = await newUser(t.app);
    const trialEnd = new Date(Date.now() + 200 * DAY_MS);
    await setTrialEnd(t, user.id, trialEnd);
    await paySandbox(user);
    expect((await getSubscription(t, user)).firstChargeAt).toBe(trialEnd.toISOString());
    const code = await insertPromoCode(t, { email: user.email, months: 3 });
    const res = await redeem(user, code);
    expect(res.statusCode).toBe(200);
    const moved = addMonths(trialEnd, 3);
    expect(res.json()).toEqual({
      message: `Your trial has been extended by 3 months, until ${formatDay(moved)}.`,
    });
    expect(await getSubscription(t, user)).toMatchObject({
      status: 'active',
      trialEnd: moved.toISOString(),
      currentPeriodEnd: moved.toISOString(),
      firstChargeAt: moved.toISOString(),
    });
  });

  it('refuses extension months outside 1–12 in the table itself', async () => {
    await expect(insertPromoCode(t, { email: 'x@example.com', months: 13 })).rejects.toThrow(
      /check constraint/,
    );
    await expect(insertPromoCode(t, { email: 'x@example.com', months: 0 })).rejects.toThrow(
      /check constraint/,
    );
  });
});
