import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { FakeStripe } from '../support/billing-fake-stripe.js';
import { post } from '../support/billing-helpers.js';
import { newUser, noteWritten, type TestUser } from '../support/factories.js';

/** Delete Account through the Stripe adapter, with the real SDK against a local Stripe-shaped server. */
describe('account deletion: Stripe provider', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = new FakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_kickshots',
      STRIPE_WEBHOOK_SECRET: 'whsec_test_kickshots_deletion',
      STRIPE_API_BASE: await stripe.start(),
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  async function subscriber(): Promise<{ user: TestUser; subscriptionId: string }> {
    const user = await newUser(t.app);
    const res = await post(t, user, '/checkout');
    const sessionId = res.json<{ url: string }>().url.split('/').pop()!;
    const subscription = stripe.completeCheckout(sessionId);
    expect((await post(t, user, '/verify', { sessionId })).statusCode).toBe(200);
    return { user, subscriptionId: subscription.id };
  }
  const deleteAccount = (user: TestUser) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/me/delete-account',
      headers: { ...user.auth, 'content-type': 'application/json' },
    });

  it('cancels the Stripe subscription at once and leaves the customer', async () => {
    const { user, subscriptionId } = await subscriber();
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripe.callsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('canceled');
    expect(stripe.callsTo('DELETE', /^\/v1\/customers\//)).toEqual([]);
    expect((await sql(t, 'select count(*)::int as n from users where id = $1', [user.id])).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('a provider failure answers 502 and deletes nothing', async () => {
    const { user, subscriptionId } = await subscriber();
    await noteWritten(t.app, user);
    stripe.failing = true;
    try {
      const res = await deleteAccount(user);
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_ERROR' });
      expect(res.body).not.toContain('req_secret_detail');
    } finally {
      stripe.failing = false;
    }
    expect(stripe.subscriptions.get(subscriptionId)?.status).toBe('trialing');
    expect((await sql(t, 'select count(*)::int as n from notes where user_id = $1', [user.id])).rows).toEqual(
      [{ n: 1 }],
    );
    // still signed in
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/me/notes', headers: user.auth })).statusCode,
    ).toBe(200);
  });

  it('an account whose trial has no paid subscription calls Stripe for nothing', async () => {
    const user = await newUser(t.app);
    const before = stripe.calls.length;
    expect((await deleteAccount(user)).statusCode).toBe(204);
    expect(stripe.calls.length).toBe(before);
  });
});
