import Stripe from 'stripe';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { FAKE_STRIPE_FAILURE, FakeStripe, type FakeSubscription } from '../support/billing-fake-stripe.js';
import {
  BILLING,
  DAY_MS,
  insertPromoCode,
  post,
  sendWebhook,
  setTrialEnd,
  signedEvent,
  subscriptionRow,
} from '../support/billing-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';

const WEBHOOK_SECRET = 'whsec_test_kickshots_bad_input';

/**
 * Billing under bad input: correctly signed but malformed Stripe events, malformed checkout
 * session ids and promo codes, and a payment provider that is down. Never a 500, never the
 * provider's own message.
 */
describe('billing: bad input and provider failures', () => {
  let t: TestApp;
  let stripe: FakeStripe;
  let eventNo = 0;
  beforeAll(async () => {
    stripe = new FakeStripe();
    t = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_kickshots',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: await stripe.start(),
    });
  });
  afterEach(() => {
    stripe.failing = false;
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const now = () => Math.floor(Date.now() / 1000);
  const event = (type: string, object: unknown, id = `evt_bad_${++eventNo}`) =>
    signedEvent({ id, type, created: now(), object: object as object }, WEBHOOK_SECRET);
  /** Any payload, signed as Stripe signs it. */
  const signed = (payload: string) => ({
    payload,
    signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  });
  const checkoutSessionId = async (user: TestUser) => {
    const res = await post(t, user, '/checkout');
    expect(res.statusCode).toBe(200);
    return res.json<{ url: string }>().url.split('/').pop()!;
  };
  /** A player who paid at once (no trial left) through Stripe Checkout. */
  const subscriber = async (): Promise<{ user: TestUser; subscription: FakeSubscription }> => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() - DAY_MS));
    const sessionId = await checkoutSessionId(user);
    const subscription = stripe.completeCheckout(sessionId);
    expect((await post(t, user, '/verify', { sessionId })).statusCode).toBe(200);
    return { user, subscription };
  };
  const expectProviderError = (res: Awaited<ReturnType<typeof post>>) => {
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 502,
      body: {
        statusCode: 502,
        error: 'Bad Gateway',
        code: 'PAYMENT_PROVIDER_ERROR',
        message: 'The payment provider did not answer as expected. Please try again.',
      },
    });
    expect(res.body).not.toContain(FAKE_STRIPE_FAILURE);
  };

  describe('correctly signed but malformed Stripe events', () => {
    it('are acknowledged (or refused with 400) and change nothing, never a 500', async () => {
      const { user, subscription } = await subscriber();
      const before = await subscriptionRow(t, user.id);
      const { items: _items, ...withoutItems } = subscription;
      const deliveries = [
        event('customer.subscription.updated', { ...withoutItems, cancel_at_period_end: true }),
        event('customer.subscription.updated', { ...subscription, items: { object: 'list', data: 'x' } }),
        event('customer.subscription.updated', {
          ...subscription,
          items: { object: 'list', data: [{ id: 'si_1', current_period_end: 'soon' }] },
        }),
        event('customer.subscription.updated', {
          ...subscription,
          items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1e20 }] },
        }),
        event('customer.subscription.deleted', { ...subscription, status: 42 }),
        event('customer.subscription.deleted', { ...subscription, id: null, status: 'canceled' }),
        event('customer.subscription.created', null),
        event('customer.subscription.created', 'sub_text'),
        event('customer.subscription.updated', { ...subscription, cancel_at_period_end: 'yes' }),
        event('customer.subscription.updated', { ...subscription, trial_end: 'tomorrow' }),
        event('customer.subscription.updated', { ...subscription, customer: { name: 'no id' } }),
        event('invoice.paid', { id: 'in_x', parent: { subscription_details: { subscription: 42 } } }),
        event('invoice.payment_failed', null),
        event('checkout.session.completed', { id: 'cs_test_x', mode: 'subscription', subscription: 12 }),
        event('checkout.session.completed', {
          id: 'cs_test_y',
          mode: 'subscription',
          subscription: subscription.id,
          payment_status: 'paid',
          client_reference_id: { id: user.id },
        }),
        event('checkout.session.completed', []),
        signed(JSON.stringify({ type: 'customer.subscription.updated', created: now(), data: {} })),
        signed(JSON.stringify({ id: 'evt_no_data', type: 'invoice.paid', created: now() })),
        signed(JSON.stringify({ id: 'evt_no_time', type: 'invoice.paid', data: { object: {} } })),
        signed(
          JSON.stringify({
            id: 'evt_bad_time',
            type: 'customer.subscription.updated',
            created: 'yesterday',
            data: { object: subscription },
          }),
        ),
        signed(JSON.stringify({ id: 12, type: 'invoice.paid', created: now(), data: { object: {} } })),
        signed(JSON.stringify({ id: 'evt_no_type', created: now(), data: { object: {} } })),
        signed(JSON.stringify(['not', 'an', 'event'])),
      ];
      for (const [index, delivery] of deliveries.entries()) {
        const res = await sendWebhook(t, delivery.payload, delivery.signature);
        expect({ index, status: res.statusCode < 300 || res.statusCode === 400 }).toEqual({
          index,
          status: true,
        });
        if (res.statusCode === 200) {
          expect({ index, body: res.json<unknown>() }).toEqual({
            index,
            body: { received: true, outcome: 'malformed' },
          });
        }
      }
      expect(await subscriptionRow(t, user.id)).toEqual(before);
    });

    it('a malformed event is not recorded: its corrected redelivery is processed', async () => {
      const { user, subscription } = await subscriber();
      const { items: _items, ...withoutItems } = subscription;
      const broken = event(
        'customer.subscription.updated',
        { ...withoutItems, cancel_at_period_end: true },
        'evt_fix',
      );
      expect((await sendWebhook(t, broken.payload, broken.signature)).json()).toEqual({
        received: true,
        outcome: 'malformed',
      });
      const fixed = event(
        'customer.subscription.updated',
        { ...subscription, cancel_at_period_end: true },
        'evt_fix',
      );
      expect((await sendWebhook(t, fixed.payload, fixed.signature)).json()).toEqual({
        received: true,
        outcome: 'processed',
      });
      expect((await subscriptionRow(t, user.id)).cancel_at_period_end).toBe(true);
    });

    it('well-formed events without a subscription to follow are acknowledged as ignored', async () => {
      for (const delivery of [
        event('invoice.paid', { id: 'in_one_off', object: 'invoice', parent: null }),
        event('checkout.session.completed', {
          id: 'cs_test_setup',
          object: 'checkout.session',
          mode: 'setup',
          subscription: null,
          customer: null,
          payment_status: 'no_payment_required',
          client_reference_id: null,
        }),
        event('payment_intent.created', { id: 'pi_1' }),
      ]) {
        const res = await sendWebhook(t, delivery.payload, delivery.signature);
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ received: true, outcome: 'ignored' });
      }
    });
  });

  describe('POST /billing/verify: the session id', () => {
    it('refuses a malformed id with 400 naming sessionId, without asking the provider', async () => {
      const user = await newUser(t.app);
      const calls = stripe.calls.length;
      for (const sessionId of [
        'cs_test_a\u0000b',
        'abc',
        'cs_test_',
        'cs_test_../../v1/customers',
        'cs_test_abc?expand[]=customer',
        'sub_test_000001',
        `cs_test_${'a'.repeat(300)}`,
        ' cs_test_abc',
      ]) {
        const res = await post(t, user, '/verify', { sessionId });
        expect({ sessionId, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({
          sessionId,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
        expect(res.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(
          'sessionId',
        );
      }
      expect(stripe.calls.length).toBe(calls);
      // A well-formed id of no session is still the provider's to answer.
      const unknown = await post(t, user, '/verify', { sessionId: 'cs_live_a1B2c3' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ code: 'CHECKOUT_SESSION_INVALID' });
    });
  });

  describe('POST /billing/promo-codes/redeem: the code', () => {
    it('refuses a NUL, an overlong code and characters no code has, with 400 naming promoCode', async () => {
      const user = await newUser(t.app);
      for (const promoCode of [
        'SPRING\u000024',
        'A'.repeat(41),
        'SPRING 24',
        "x' or '1'='1",
        '<b>CODE</b>',
      ]) {
        const res = await post(t, user, '/promo-codes/redeem', { promoCode });
        expect({ promoCode, status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({
          promoCode,
          status: 400,
          code: 'VALIDATION_FAILED',
        });
        expect(res.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toContain(
          'promoCode',
        );
      }
      // Codes as admins issue them still work: letters, digits, '-', '_', up to 40 characters.
      const code = await insertPromoCode(t, { email: user.email, code: `SPRING-24_${'X'.repeat(30)}` });
      expect((await post(t, user, '/promo-codes/redeem', { promoCode: code.toLowerCase() })).statusCode).toBe(
        200,
      );
    });
  });

  describe('the payment provider is down', () => {
    it('answers 502 PAYMENT_PROVIDER_ERROR on every billing call, never its own message', async () => {
      const { user } = await subscriber();
      const trialing = await newUser(t.app);
      const sessionId = await checkoutSessionId(trialing);
      stripe.failing = true;
      expectProviderError(await post(t, trialing, '/checkout'));
      expectProviderError(await post(t, user, '/portal'));
      expectProviderError(await post(t, trialing, '/verify', { sessionId }));
      expectProviderError(
        await t.app.inject({
          method: 'GET',
          url: `${BILLING}/subscription?forceRefresh=true`,
          headers: user.auth,
        }),
      );
    });

    it('a promo code on a paid subscription answers 502 and stays unused', async () => {
      const { user } = await subscriber();
      const before = await subscriptionRow(t, user.id);
      const code = await insertPromoCode(t, { email: user.email, months: 2 });
      stripe.failing = true;
      expectProviderError(await post(t, user, '/promo-codes/redeem', { promoCode: code }));
      stripe.failing = false;
      const { rows } = await sql<{ used: boolean }>(t, 'select used from promo_codes where code = $1', [
        code,
      ]);
      expect(rows).toEqual([{ used: false }]);
      expect(await subscriptionRow(t, user.id)).toEqual(before);
    });

    it('a webhook that needs the provider answers 502 and is processed on Stripe’s retry', async () => {
      const user = await newUser(t.app);
      const sessionId = await checkoutSessionId(user);
      stripe.completeCheckout(sessionId);
      const completed = event('checkout.session.completed', stripe.sessions.get(sessionId));
      stripe.failing = true;
      const failed = await sendWebhook(t, completed.payload, completed.signature);
      expectProviderError(failed);
      stripe.failing = false;
      const retried = await sendWebhook(t, completed.payload, completed.signature);
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toEqual({ received: true, outcome: 'processed' });
      expect((await subscriptionRow(t, user.id)).status).toBe('active');
    });
  });
});
