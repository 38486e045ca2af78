import { createTestApp, type TestApp } from '../support/app.js';
import { PUBLIC_URL, sql } from '../support/auth-helpers.js';
import { addMonths, formatDay } from '../../src/modules/billing/billing-dates.js';
import { BillingJobs } from '../../src/modules/billing/billing.jobs.js';
import { FakeStripe, type FakeSubscription } from '../support/billing-fake-stripe.js';
import {
  DAY_MS,
  getSubscription,
  insertPromoCode,
  post,
  sendWebhook,
  setTrialEnd,
  signedEvent,
  subscriptionRow,
} from '../support/billing-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';
import { last, one } from '../support/lists.js';

const WEBHOOK_SECRET = 'whsec_test_kickshots_billing';

/** The Stripe adapter, with the real `stripe` SDK talking to a local fake of the Stripe API. */
describe('billing: Stripe provider', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let eventNo = 0;
  beforeAll(async () => {
    stripe = new FakeStripe();
    const apiBase = await stripe.start();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_kickshots',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: apiBase,
    });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const event = (type: string, object: object, created = now()) => {
    eventNo += 1;
    return signedEvent({ id: `evt_test_${eventNo}`, type, created, object }, WEBHOOK_SECRET);
  };
  const deliver = async (signed: { payload: string; signature: string }) => {
    const res = await sendWebhook(t, signed.payload, signed.signature);
    expect(res.statusCode).toBe(200);
    return res.json<{ received: boolean; outcome: string }>().outcome;
  };
  const checkoutSessionId = async (user: TestUser) => {
    const res = await post(t, user, '/checkout');
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    return url.split('/').pop()!;
  };
  /**
   * A user who subscribed through Stripe Checkout and returned (verify): during the free trial
   * (the first charge comes at its end), or after it ended (paid at once).
   */
  const subscriber = async (
    trial: 'running' | 'ended' = 'running',
  ): Promise<{ user: TestUser; subscription: FakeSubscription }> => {
    const user = await newUser(t.app);
    if (trial === 'ended') await setTrialEnd(t, user.id, new Date(Date.now() - DAY_MS));
    const sessionId = await checkoutSessionId(user);
    const subscription = stripe.completeCheckout(sessionId);
    const res = await post(t, user, '/verify', { sessionId });
    expect(res.statusCode).toBe(200);
    return { user, subscription };
  };

  it('creates a subscription-mode Checkout session for the user', async () => {
    const user = await newUser(t.app);
    await checkoutSessionId(user);
    const call = last(stripe.callsTo('POST', '/v1/checkout/sessions'));
    expect(call.params).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.id,
      customer_email: user.email,
      success_url: `${PUBLIC_URL}/?success=true&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/?canceled=true`,
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '3495',
      'line_items[0][price_data][recurring][interval]': 'year',
      'line_items[0][price_data][product_data][name]': 'Kickshots annual subscription',
      'line_items[0][quantity]': '1',
      'subscription_data[metadata][user_id]': user.id,
    });
    expect(call.params.customer).toBeUndefined();
  });

  it('verify: refuses an unpaid session and another user’s, then activates the payer', async () => {
    const user = await newUser(t.app);
    const other = await newUser(t.app);
    const sessionId = await checkoutSessionId(user);
    const unpaid = await post(t, user, '/verify', { sessionId });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json()).toMatchObject({ code: 'CHECKOUT_NOT_PAID' });

    const subscription = stripe.completeCheckout(sessionId);
    const stolen = await post(t, other, '/verify', { sessionId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'CHECKOUT_SESSION_INVALID' });
    const unknown = await post(t, user, '/verify', { sessionId: 'cs_test_missing' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'CHECKOUT_SESSION_INVALID' });

    const verified = await post(t, user, '/verify', { sessionId });
    expect(verified.statusCode).toBe(200);
    // A new player subscribes during the free trial: the first charge is at the trial end.
    const periodEnd = new Date(one(subscription.items.data).current_period_end * 1000).toISOString();
    expect(verified.json()).toEqual({
      status: 'active',
      trialEnd: expect.any(String) as string,
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      provider: 'stripe',
      trialExpired: false,
      firstChargeAt: periodEnd,
    });
    expect(await subscriptionRow(t, user.id)).toMatchObject({
      status: 'active',
      subscription_type: 'annual',
      provider: 'stripe',
      provider_customer_id: subscription.customer,
      provider_subscription_id: subscription.id,
    });
    expect((await post(t, user, '/checkout')).json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
  });

  it('portal: no customer yet, then "not configured" (error codes), then the portal url', async () => {
    const newcomer = await newUser(t.app);
    const none = await post(t, newcomer, '/portal');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      code: 'NO_PAID_SUBSCRIPTION',
      message: expect.any(String) as string,
    });

    const { user, subscription } = await subscriber();
    stripe.portalConfigured = false;
    const notConfigured = await post(t, user, '/portal');
    expect(notConfigured.statusCode).toBe(503);
    expect(notConfigured.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      code: 'PORTAL_NOT_CONFIGURED',
      message: expect.stringContaining('not configured') as string,
    });

    stripe.portalConfigured = true;
    const portal = await post(t, user, '/portal');
    expect(portal.statusCode).toBe(200);
    expect(portal.json()).toEqual({ url: `https://billing.stripe.test/p/session/${subscription.customer}` });
    const call = last(stripe.callsTo('POST', '/v1/billing_portal/sessions'));
    expect(call.params).toEqual({ customer: subscription.customer, return_url: `${PUBLIC_URL}/` });
  });

  it('checkout.session.completed activates the subscription (before the browser returns)', async () => {
    const user = await newUser(t.app);
    const sessionId = await checkoutSessionId(user);
    stripe.completeCheckout(sessionId);
    const session = stripe.sessions.get(sessionId)!;
    expect(await deliver(event('checkout.session.completed', session))).toBe('processed');
    expect(await getSubscription(t, user)).toMatchObject({ status: 'active', provider: 'stripe' });
  });

  it('refuses a bad or missing signature with 400 INVALID_SIGNATURE', async () => {
    const { user, subscription } = await subscriber();
    const signed = event('customer.subscription.deleted', { ...subscription, status: 'canceled' });
    const forged = signedEvent(
      {
        id: 'evt_forged',
        type: 'customer.subscription.deleted',
        created: now(),
        object: { ...subscription, status: 'canceled' },
      },
      'whsec_wrong',
    );
    for (const [payload, signature] of [
      [forged.payload, forged.signature],
      [signed.payload, undefined],
      [signed.payload.replace('canceled', 'cancelled'), signed.signature],
    ] as const) {
      const res = await sendWebhook(t, payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
    }
    expect((await subscriptionRow(t, user.id)).status).toBe('active');
  });

  it('processes the same event once', async () => {
    const { user, subscription } = await subscriber();
    const signed = event('customer.subscription.updated', { ...subscription, cancel_at_period_end: true });
    expect(await deliver(signed)).toBe('processed');
    expect((await subscriptionRow(t, user.id)).cancel_at_period_end).toBe(true);
    // Changed since (e.g. by a later event): the replay must not apply its snapshot again.
    await sql(t, 'update subscriptions set cancel_at_period_end = false where user_id = $1', [user.id]);
    expect(await deliver(signed)).toBe('duplicate');
    expect((await subscriptionRow(t, user.id)).cancel_at_period_end).toBe(false);
    const { rows } = await sql(t, 'select type from payment_events where id = $1', [
      JSON.parse(signed.payload).id,
    ]);
    expect(rows).toEqual([{ type: 'customer.subscription.updated' }]);
  });

  it('ignores an older customer.subscription.updated that arrives after a newer one', async () => {
    const { user, subscription } = await subscriber();
    const newer = event(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: true },
      now() + 5,
    );
    const older = event(
      'customer.subscription.updated',
      { ...subscription, cancel_at_period_end: false },
      now() - 60,
    );
    expect(await deliver(newer)).toBe('processed');
    expect(await deliver(older)).toBe('ignored');
    expect(await getSubscription(t, user)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
  });

  it('follows renewal, failed payment and deletion', async () => {
    const { user, subscription } = await subscriber('ended');
    const item = one(subscription.items.data);
    const renewedEnd = item.current_period_end + 365 * 24 * 3600;
    item.current_period_end = renewedEnd;
    const invoice = (id: string) => ({
      id,
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    });
    expect(await deliver(event('invoice.paid', invoice('in_1'), now() + 1))).toBe('processed');
    expect((await getSubscription(t, user)).currentPeriodEnd).toBe(new Date(renewedEnd * 1000).toISOString());

    subscription.status = 'past_due';
    expect(await deliver(event('invoice.payment_failed', invoice('in_2'), now() + 2))).toBe('processed');
    expect((await subscriptionRow(t, user.id)).status).toBe('past_due');
    expect((await getSubscription(t, user)).status).toBe('inactive');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).statusCode).toBe(
      403,
    );

    subscription.status = 'canceled';
    expect(await deliver(event('customer.subscription.deleted', subscription, now() + 3))).toBe('processed');
    expect((await subscriptionRow(t, user.id)).status).toBe('canceled');
    // The customer is reused for the next checkout.
    await checkoutSessionId(user);
    const call = last(stripe.callsTo('POST', '/v1/checkout/sessions'));
    expect(call.params.customer).toBe(subscription.customer);
    expect(call.params.customer_email).toBeUndefined();
  });

  it('forceRefresh and the daily job re-read the subscription from Stripe', async () => {
    const { user, subscription } = await subscriber();
    subscription.cancel_at_period_end = true;
    expect((await getSubscription(t, user)).cancelAtPeriodEnd).toBe(false);
    expect((await getSubscription(t, user, true)).cancelAtPeriodEnd).toBe(true);

    subscription.cancel_at_period_end = false;
    await t.app.get(BillingJobs, { strict: false }).resyncStripeSubscriptions();
    expect((await getSubscription(t, user)).cancelAtPeriodEnd).toBe(false);
  });

  it('a promo code on a paid subscription moves the Stripe billing date without proration', async () => {
    const { user, subscription } = await subscriber('ended');
    const code = await insertPromoCode(t, { email: user.email, months: 2 });
    const before = new Date((await getSubscription(t, user)).currentPeriodEnd!);
    const res = await post(t, user, '/promo-codes/redeem', { promoCode: code.toLowerCase() });
    expect(res.statusCode).toBe(200);
    const expected = new Date(before);
    expected.setUTCMonth(expected.getUTCMonth() + 2);
    const call = last(stripe.callsTo('POST', `/v1/subscriptions/${subscription.id}`));
    expect(call.params).toEqual({
      trial_end: String(Math.floor(expected.getTime() / 1000)),
      proration_behavior: 'none',
    });
    expect((await getSubscription(t, user)).currentPeriodEnd).toBe(expected.toISOString());
    expect(res.json<{ message: string }>().message).toMatch(
      /^Your subscription has been extended by 2 months, until /,
    );

    // Stripe then reports the subscription as trialing until the new date: still active, same date.
    expect(await deliver(event('customer.subscription.updated', subscription, now() + 10))).toBe('processed');
    expect(await getSubscription(t, user)).toMatchObject({
      status: 'active',
      currentPeriodEnd: expected.toISOString(),
    });
    expect(Math.abs(expected.getTime() - before.getTime() - 61 * DAY_MS)).toBeLessThan(3 * DAY_MS);
  });

  describe('subscribing during the free trial', () => {
    const trialEndCall = () =>
      last(stripe.callsTo('POST', '/v1/checkout/sessions')).params['subscription_data[trial_end]'];
    /** A player `daysIn` days into the one-year trial. */
    const midTrialPlayer = async (daysIn = 3) => {
      const user = await newUser(t.app);
      const trialEnd = new Date(Date.now() + (365 - daysIn) * DAY_MS);
      await setTrialEnd(t, user.id, trialEnd);
      return { user, trialEnd, trialEndSeconds: Math.floor(trialEnd.getTime() / 1000) };
    };

    it('keeps the rest of the trial: Checkout gets trial_end, the first charge is at the trial end', async () => {
      const { user, trialEnd, trialEndSeconds } = await midTrialPlayer();
      expect(await getSubscription(t, user)).toMatchObject({
        status: 'trialing',
        trialEnd: trialEnd.toISOString(),
        firstChargeAt: trialEnd.toISOString(),
      });

      const sessionId = await checkoutSessionId(user);
      expect(trialEndCall()).toBe(String(trialEndSeconds));
      const subscription = stripe.completeCheckout(sessionId);
      expect(subscription.status).toBe('trialing');
      const verified = await post(t, user, '/verify', { sessionId });
      expect(verified.statusCode).toBe(200);
      const firstCharge = new Date(trialEndSeconds * 1000).toISOString();
      expect(verified.json()).toEqual({
        status: 'active',
        trialEnd: trialEnd.toISOString(),
        currentPeriodEnd: firstCharge,
        cancelAtPeriodEnd: false,
        provider: 'stripe',
        trialExpired: false,
        firstChargeAt: firstCharge,
      });
      expect(await subscriptionRow(t, user.id)).toMatchObject({
        status: 'active',
        subscription_type: 'annual',
        trial_end: trialEnd,
        current_period_end: new Date(firstCharge),
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).statusCode,
      ).toBe(200);
      expect((await post(t, user, '/checkout')).json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
    });

    it('bills at once when the trial ends within 48 hours (Stripe’s minimum) or has ended', async () => {
      for (const [hoursLeft, deferred] of [
        [47, false],
        [-24, false],
        [49, true],
      ] as const) {
        const user = await newUser(t.app);
        const trialEnd = new Date(Date.now() + hoursLeft * 3600_000);
        await setTrialEnd(t, user.id, trialEnd);
        const view = await getSubscription(t, user);
        expect({ hoursLeft, firstChargeAt: view.firstChargeAt }).toEqual({
          hoursLeft,
          firstChargeAt: deferred ? trialEnd.toISOString() : null,
        });
        const sessionId = await checkoutSessionId(user);
        expect({ hoursLeft, trialEnd: trialEndCall() }).toEqual({
          hoursLeft,
          trialEnd: deferred ? String(Math.floor(trialEnd.getTime() / 1000)) : undefined,
        });
        stripe.completeCheckout(sessionId);
        const verified = await post(t, user, '/verify', { sessionId });
        expect(verified.statusCode).toBe(200);
        const status = verified.json<{ status: string; currentPeriodEnd: string; firstChargeAt: unknown }>();
        expect(status.status).toBe('active');
        if (deferred) expect(status.firstChargeAt).toBe(status.currentPeriodEnd);
        else expect(status.firstChargeAt).toBeNull();
      }
    });

    it('a trialing subscription from the webhooks is subscribed, then renews after the first charge', async () => {
      const { user, trialEndSeconds } = await midTrialPlayer(10);
      const sessionId = await checkoutSessionId(user);
      const subscription = stripe.completeCheckout(sessionId);
      // Only the webhook arrives (the player closed the tab before returning).
      expect(await deliver(event('customer.subscription.created', subscription))).toBe('processed');
      const firstCharge = new Date(trialEndSeconds * 1000).toISOString();
      expect(await getSubscription(t, user)).toMatchObject({
        status: 'active',
        provider: 'stripe',
        currentPeriodEnd: firstCharge,
        firstChargeAt: firstCharge,
        trialExpired: false,
      });
      expect((await subscriptionRow(t, user.id)).status).toBe('active');

      // The trial ends and Stripe charges the first year.
      subscription.status = 'active';
      one(subscription.items.data).current_period_end = trialEndSeconds + 365 * 24 * 3600;
      const invoice = {
        id: 'in_first',
        object: 'invoice',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      };
      expect(await deliver(event('invoice.paid', invoice, now() + 1))).toBe('processed');
      expect(await getSubscription(t, user)).toMatchObject({
        status: 'active',
        currentPeriodEnd: new Date((trialEndSeconds + 365 * 24 * 3600) * 1000).toISOString(),
        firstChargeAt: null,
      });
    });

    it('a promo code redeemed after subscribing moves the first charge (Stripe trial_end, no proration)', async () => {
      const { user, trialEndSeconds } = await midTrialPlayer();
      const sessionId = await checkoutSessionId(user);
      const subscription = stripe.completeCheckout(sessionId);
      expect((await post(t, user, '/verify', { sessionId })).statusCode).toBe(200);

      const code = await insertPromoCode(t, { email: user.email, months: 2 });
      const res = await post(t, user, '/promo-codes/redeem', { promoCode: code });
      expect(res.statusCode).toBe(200);
      const moved = addMonths(new Date(trialEndSeconds * 1000), 2);
      expect(res.json()).toEqual({
        message: `Your trial has been extended by 2 months, until ${formatDay(moved)}.`,
      });
      const call = last(stripe.callsTo('POST', `/v1/subscriptions/${subscription.id}`));
      expect(call.params).toEqual({
        trial_end: String(moved.getTime() / 1000),
        proration_behavior: 'none',
      });
      expect(await getSubscription(t, user)).toMatchObject({
        status: 'active',
        trialEnd: moved.toISOString(),
        currentPeriodEnd: moved.toISOString(),
        firstChargeAt: moved.toISOString(),
      });
      // Stripe's own account of it agrees.
      expect(await deliver(event('customer.subscription.updated', subscription, now() + 10))).toBe(
        'processed',
      );
      expect((await getSubscription(t, user)).firstChargeAt).toBe(moved.toISOString());
    });

    it('a subscription canceled before its first charge leaves the rest of the trial', async () => {
      const { user, trialEnd } = await midTrialPlayer();
      const sessionId = await checkoutSessionId(user);
      const subscription = stripe.completeCheckout(sessionId);
      expect((await post(t, user, '/verify', { sessionId })).statusCode).toBe(200);
      subscription.status = 'canceled';
      expect(await deliver(event('customer.subscription.deleted', subscription, now() + 1))).toBe(
        'processed',
      );
      expect(await getSubscription(t, user)).toMatchObject({
        status: 'trialing',
        trialEnd: trialEnd.toISOString(),
        trialExpired: false,
        firstChargeAt: trialEnd.toISOString(),
      });
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).statusCode,
      ).toBe(200);
      // Subscribing again keeps the trial too, with the same customer.
      await checkoutSessionId(user);
      expect(trialEndCall()).toBe(String(Math.floor(trialEnd.getTime() / 1000)));
      expect(last(stripe.callsTo('POST', '/v1/checkout/sessions')).params.customer).toBe(
        subscription.customer,
      );
    });
  });

  it('answers 404 on the sandbox pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/billing/sandbox/checkout/cs_sandbox_x?token=y' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Stripe');
  });
});
