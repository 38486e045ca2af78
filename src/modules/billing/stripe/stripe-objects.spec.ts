import {
  MalformedStripeObject,
  readCheckoutSession,
  readStripeEvent,
  readSubscription,
} from './stripe-objects.js';

const USER = '0b6c7a52-4f7e-4d3c-9a1e-2f3b4c5d6e7f';
const subscription = (over: Record<string, unknown> = {}) => ({
  id: 'sub_1',
  object: 'subscription',
  customer: 'cus_1',
  status: 'active',
  cancel_at_period_end: false,
  trial_end: null,
  metadata: { user_id: USER },
  items: { object: 'list', data: [{ id: 'si_1', current_period_end: 1_900_000_000 }] },
  ...over,
});
const event = (type: string, object: unknown, over: Record<string, unknown> = {}) => ({
  id: 'evt_1',
  object: 'event',
  type,
  created: 1_800_000_000,
  data: { object },
  ...over,
});

describe('reading Stripe objects', () => {
  it('reads a subscription in our terms; trialing is active, paid until its trial end', () => {
    expect(readSubscription(subscription())).toEqual({
      provider: 'stripe',
      subscriptionId: 'sub_1',
      customerId: 'cus_1',
      status: 'active',
      currentPeriodEnd: new Date(1_900_000_000_000),
      cancelAtPeriodEnd: false,
      userId: USER,
    });
    expect(
      readSubscription(
        subscription({
          status: 'trialing',
          trial_end: 1_950_000_000,
          items: { data: [{ current_period_end: 1_950_000_000 }] },
          customer: { id: 'cus_2', object: 'customer' },
        }),
      ),
    ).toMatchObject({ status: 'active', currentPeriodEnd: new Date(1_950_000_000_000), customerId: 'cus_2' });
    expect(readSubscription(subscription({ status: 'incomplete_expired' })).status).toBe('incomplete');
    expect(readSubscription(subscription({ status: 'some_new_status' })).status).toBe('incomplete');
  });

  it('takes the period end of API versions before 2025 from the subscription itself', () => {
    expect(
      readSubscription(subscription({ current_period_end: 1_910_000_000, items: { data: [{ id: 'si_1' }] } }))
        .currentPeriodEnd,
    ).toEqual(new Date(1_910_000_000_000));
  });

  it('leaves a metadata user id that is not one of ours unknown', () => {
    expect(readSubscription(subscription({ metadata: { user_id: 'abc' } })).userId).toBeNull();
    expect(readSubscription(subscription({ metadata: null })).userId).toBeNull();
  });

  it('names what is missing or mistyped', () => {
    const malformed = (value: unknown) => () => readSubscription(value);
    expect(malformed(subscription({ items: undefined }))).toThrow(
      new MalformedStripeObject('subscription.items is not an object'),
    );
    expect(malformed(subscription({ items: { data: {} } }))).toThrow(/items\.data is not a list/);
    expect(malformed(subscription({ items: { data: [] } }))).toThrow(/has no period end/);
    expect(malformed(subscription({ items: { data: [{ current_period_end: -5 }] } }))).toThrow(/timestamp/);
    expect(malformed(subscription({ id: 'sub 1' }))).toThrow(/subscription\.id/);
    expect(malformed(subscription({ id: 'sub_\u00001' }))).toThrow(/subscription\.id/);
    expect(malformed(subscription({ cancel_at_period_end: 'false' }))).toThrow(/cancel_at_period_end/);
    expect(malformed(null)).toThrow(/subscription is not an object/);
  });

  it('reads a checkout session: paid, or needing no payment (a trial) once complete', () => {
    const session = {
      id: 'cs_test_1',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'no_payment_required',
      client_reference_id: USER,
      customer: 'cus_1',
      subscription: { id: 'sub_1' },
    };
    expect(readCheckoutSession(session)).toEqual({
      id: 'cs_test_1',
      mode: 'subscription',
      paymentStatus: 'no_payment_required',
      paid: true,
      userId: USER,
      customerId: 'cus_1',
      subscriptionId: 'sub_1',
    });
    expect(readCheckoutSession({ ...session, status: 'open', payment_status: 'unpaid' }).paid).toBe(false);
    expect(readCheckoutSession({ ...session, customer: null, client_reference_id: null })).toMatchObject({
      customerId: null,
      userId: null,
    });
    expect(() => readCheckoutSession({ ...session, subscription: 12 })).toThrow(MalformedStripeObject);
  });
});

describe('readStripeEvent', () => {
  it('reads the events we handle', () => {
    expect(readStripeEvent(event('customer.subscription.updated', subscription()))).toMatchObject({
      ok: true,
      event: {
        id: 'evt_1',
        type: 'customer.subscription.updated',
        createdAt: new Date(1_800_000_000_000),
        kind: 'subscription_changed',
        subscription: { subscriptionId: 'sub_1' },
      },
    });
    const invoice = (object: unknown) => readStripeEvent(event('invoice.paid', object));
    expect(invoice({ parent: { subscription_details: { subscription: 'sub_1' } } })).toMatchObject({
      ok: true,
      event: { kind: 'invoice', subscriptionId: 'sub_1' },
    });
    // API versions before 2025: the subscription on the invoice itself.
    expect(invoice({ subscription: 'sub_2' })).toMatchObject({ event: { subscriptionId: 'sub_2' } });
    expect(invoice({ parent: null })).toMatchObject({ ok: true, event: { subscriptionId: null } });
    expect(readStripeEvent(event('charge.refunded', 'anything'))).toMatchObject({
      ok: true,
      event: { kind: 'other' },
    });
  });

  it('answers what is wrong with a malformed event instead of throwing', () => {
    const { items: _items, ...withoutItems } = subscription();
    expect(readStripeEvent(event('customer.subscription.updated', withoutItems))).toEqual({
      ok: false,
      problem: 'data.object.items is not an object',
      id: 'evt_1',
      type: 'customer.subscription.updated',
    });
    for (const bad of [
      null,
      [],
      'evt',
      event('invoice.paid', {}, { id: undefined }),
      event('invoice.paid', {}, { created: '1800000000' }),
      event('invoice.paid', {}, { created: 1e15 }),
      event('invoice.paid', {}, { type: 7 }),
      { ...event('invoice.paid', {}), data: undefined },
      event('invoice.paid', null),
      event('checkout.session.completed', { mode: 'subscription' }),
    ]) {
      expect(readStripeEvent(bad)).toMatchObject({ ok: false, problem: expect.any(String) as string });
    }
  });
});
