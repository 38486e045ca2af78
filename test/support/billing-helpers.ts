import { SubscriptionAccessService } from '../../src/modules/billing/subscription-access.service.js';
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import type { TestApp } from './app.js';
import { sql } from './auth-helpers.js';
import type { TestUser } from './factories.js';
import { one } from './lists.js';

/** Helpers shared by the billing integration tests (test/integration/billing-*.test.ts). */

export const BILLING = '/api/v1/billing';
export const DAY_MS = 24 * 3600 * 1000;

export interface SubscriptionView {
  status: 'active' | 'trialing' | 'inactive';
  trialEnd: string | null;
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  provider: 'stripe' | 'sandbox' | null;
  trialExpired: boolean;
  firstChargeAt: string | null;
}

export interface SubscriptionRow {
  status: string;
  trial_start: Date | null;
  trial_end: Date | null;
  current_period_end: Date | null;
  subscription_type: string;
  cancel_at_period_end: boolean;
  provider: string | null;
  provider_customer_id: string | null;
  provider_subscription_id: string | null;
  provider_updated_at: Date | null;
  reminder_7d_sent_at: Date | null;
  reminder_1d_sent_at: Date | null;
}

/** The user's subscriptions row, read straight from the database. */
export async function subscriptionRow(t: TestApp, userId: string): Promise<SubscriptionRow> {
  const { rows } = await sql<SubscriptionRow & Record<string, unknown>>(
    t,
    'select * from subscriptions where user_id = $1',
    [userId],
  );
  return one(rows, `subscription row for ${userId}`);
}

/** GET /billing/subscription as the user. */
export async function getSubscription(
  t: TestApp,
  user: TestUser,
  forceRefresh?: boolean,
): Promise<SubscriptionView> {
  const res = await t.app.inject({
    method: 'GET',
    url: `${BILLING}/subscription${forceRefresh === undefined ? '' : `?forceRefresh=${forceRefresh}`}`,
    headers: user.auth,
  });
  expect(res.statusCode).toBe(200);
  return res.json<SubscriptionView>();
}

/** POST to a billing endpoint as the user. */
export function post(t: TestApp, user: TestUser | undefined, path: string, payload?: object) {
  return t.app.inject({
    method: 'POST',
    url: `${BILLING}${path}`,
    headers: user?.auth ?? {},
    ...(payload ? { payload } : {}),
  });
}

/** A promo code as the admin screen stores it (code uppercase, e-mail lowercase). */
export async function insertPromoCode(
  t: TestApp,
  options: { code?: string; email: string; months?: number; used?: boolean },
): Promise<string> {
  const code = options.code ?? `PROMO${randomUUID().slice(0, 6).toUpperCase()}`;
  await sql(
    t,
    `insert into promo_codes (id, code, user_email, extension_months, used, used_at, created_at)
     values (gen_random_uuid(), $1, $2, $3, $4, case when $4 then now() end, now())`,
    [code.toUpperCase(), options.email.toLowerCase(), options.months ?? 1, options.used ?? false],
  );
  return code;
}

/** Moves the user's trial end (e.g. into the past, to expire it). */
export async function setTrialEnd(t: TestApp, userId: string, trialEnd: Date): Promise<void> {
  await sql(t, 'update subscriptions set trial_end = $2 where user_id = $1', [userId, trialEnd]);
  // An edit behind the app's back: drop what the access check remembers, as the app's own writes do.
  t.app.get(SubscriptionAccessService, { strict: false }).forget(userId);
}

export interface WebhookEvent {
  id: string;
  type: string;
  created: number;
  object: object;
}

/** A Stripe event as Stripe sends it, signed with `secret` (Stripe's own test helper). */
export function signedEvent(event: WebhookEvent, secret: string) {
  const payload = JSON.stringify({
    id: event.id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: event.created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type: event.type,
    data: { object: event.object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

export function sendWebhook(t: TestApp, payload: string, signature: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: `${BILLING}/webhooks/stripe`,
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });
}
