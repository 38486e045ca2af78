import type { SubscriptionState } from '../entities/subscription.entity.js';
import type { ProviderCheckoutSession, ProviderSubscription } from '../payment-provider.js';

/**
 * Stripe's objects as we read them, in one place: every field the billing module uses is checked
 * here, so a signed event or an API answer of an unexpected shape (a field missing, of another
 * type, a date out of range) is named as malformed instead of crashing a handler later. Webhook
 * events, subscriptions and checkout sessions read from the API all come through these readers.
 */

/** A Stripe object missing a field we need, or holding one of another shape. */
export class MalformedStripeObject extends Error {
  override readonly name = 'MalformedStripeObject';
}

type Fields = Record<string, unknown>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Stripe ids and enum values: printable, no control characters, of a sane length.
const TOKEN = /^[\x21-\x7e]{1,255}$/;
/** 9999-12-31: later dates are not a Stripe timestamp (nor a PostgreSQL one). */
const MAX_UNIX_SECONDS = 253_402_300_799;

function fail(path: string, what: string): never {
  throw new MalformedStripeObject(`${path} ${what}`);
}

function object(value: unknown, path: string): Fields {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) fail(path, 'is not an object');
  return value as Fields;
}

function token(value: unknown, path: string): string {
  if (typeof value !== 'string' || !TOKEN.test(value)) fail(path, 'is not an id');
  return value;
}

function optionalToken(value: unknown, path: string): string | null {
  return value === undefined || value === null ? null : token(value, path);
}

function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') fail(path, 'is not a boolean');
  return value;
}

/** Unix seconds → Date. */
function timestamp(value: unknown, path: string): Date {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > MAX_UNIX_SECONDS)
    fail(path, 'is not a timestamp');
  return new Date(value * 1000);
}

function optionalTimestamp(value: unknown, path: string): Date | null {
  return value === undefined || value === null ? null : timestamp(value, path);
}

/** An id, or the expanded object carrying it. */
function reference(value: unknown, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return token((value as Fields).id, `${path}.id`);
  return token(value, path);
}

/** Our user id, as we put it in `client_reference_id` and the metadata; anything else is not ours. */
function ourUserId(value: unknown): string | null {
  return typeof value === 'string' && UUID.test(value) ? value.toLowerCase() : null;
}

function toState(status: string): SubscriptionState {
  switch (status) {
    case 'active':
    case 'trialing':
      // A trialing subscription is a paying customer whose first (or next) charge is the trial
      // end: started during our free trial, or moved by a promo code. Active, paid until then.
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
      return 'unpaid';
    case 'paused':
      return 'paused';
    case 'canceled':
      return 'canceled';
    default:
      // incomplete, incomplete_expired, and any status a newer API may add: no access.
      return 'incomplete';
  }
}

/**
 * A Stripe subscription in our terms. Its period end is the latest of its items' period ends (the
 * subscription's own `current_period_end` on API versions before 2025-03-31) and its trial end.
 */
export function readSubscription(value: unknown, path = 'subscription'): ProviderSubscription {
  const subscription = object(value, path);
  const items = object(subscription.items, `${path}.items`);
  if (!Array.isArray(items.data)) fail(`${path}.items.data`, 'is not a list');
  const ends = (items.data as unknown[]).flatMap((item, index) => {
    const end = optionalTimestamp(
      object(item, `${path}.items.data[${index}]`).current_period_end,
      `${path}.items.data[${index}].current_period_end`,
    );
    return end ? [end] : [];
  });
  for (const end of [
    optionalTimestamp(subscription.current_period_end, `${path}.current_period_end`),
    optionalTimestamp(subscription.trial_end, `${path}.trial_end`),
  ]) {
    if (end) ends.push(end);
  }
  if (ends.length === 0) fail(path, 'has no period end');
  const metadata =
    subscription.metadata === undefined || subscription.metadata === null
      ? {}
      : object(subscription.metadata, `${path}.metadata`);
  return {
    provider: 'stripe',
    subscriptionId: token(subscription.id, `${path}.id`),
    customerId: reference(subscription.customer, `${path}.customer`),
    status: toState(token(subscription.status, `${path}.status`)),
    currentPeriodEnd: new Date(Math.max(...ends.map((end) => end.getTime()))),
    cancelAtPeriodEnd: boolean(subscription.cancel_at_period_end, `${path}.cancel_at_period_end`),
    userId: ourUserId(metadata.user_id),
  };
}

/** A Stripe Checkout session in our terms (`mode` kept: only subscription-mode sessions count). */
export function readCheckoutSession(
  value: unknown,
  path = 'checkout_session',
): ProviderCheckoutSession & { mode: string; paymentStatus: string } {
  const session = object(value, path);
  const paymentStatus = token(session.payment_status, `${path}.payment_status`);
  const status = optionalToken(session.status, `${path}.status`);
  const clientReference = optionalToken(session.client_reference_id, `${path}.client_reference_id`);
  return {
    id: token(session.id, `${path}.id`),
    mode: token(session.mode, `${path}.mode`),
    paymentStatus,
    // Paid, or needing no payment now (a subscription whose first charge is its trial end).
    paid: status === 'complete' && (paymentStatus === 'paid' || paymentStatus === 'no_payment_required'),
    userId: ourUserId(clientReference),
    customerId: reference(session.customer, `${path}.customer`),
    subscriptionId: reference(session.subscription, `${path}.subscription`),
  };
}

/** The subscription an invoice bills (`parent.subscription_details`; `subscription` before 2025). */
function readInvoiceSubscription(value: unknown, path = 'invoice'): string | null {
  const invoice = object(value, path);
  const parent =
    invoice.parent === undefined || invoice.parent === null ? null : object(invoice.parent, `${path}.parent`);
  const details =
    parent?.subscription_details === undefined || parent?.subscription_details === null
      ? null
      : object(parent.subscription_details, `${path}.parent.subscription_details`);
  return (
    reference(details?.subscription, `${path}.parent.subscription_details.subscription`) ??
    reference(invoice.subscription, `${path}.subscription`)
  );
}

interface EventBase {
  id: string;
  type: string;
  /** The event's `created`: the provider's time of the state it carries. */
  createdAt: Date;
}

/** What the webhook handlers act on, read and checked from a verified Stripe event. */
export type StripeEventInput = EventBase &
  (
    | { kind: 'checkout_completed'; session: ReturnType<typeof readCheckoutSession> }
    | { kind: 'subscription_changed'; subscription: ProviderSubscription }
    | { kind: 'invoice'; subscriptionId: string | null }
    | { kind: 'other' }
  );

export type StripeEventReading =
  | { ok: true; event: StripeEventInput }
  | { ok: false; problem: string; id: string | null; type: string | null };

/**
 * Reads a verified (signed) Stripe event. Malformed, it answers the problem instead of throwing:
 * the webhook logs it and acknowledges it, since Stripe's retries would carry the same payload.
 */
export function readStripeEvent(value: unknown): StripeEventReading {
  const fields = typeof value === 'object' && value !== null ? (value as Fields) : {};
  const id = typeof fields.id === 'string' ? fields.id.slice(0, 255) : null;
  const type = typeof fields.type === 'string' ? fields.type.slice(0, 100) : null;
  try {
    const event = object(value, 'event');
    const base: EventBase = {
      id: token(event.id, 'event.id'),
      type: token(event.type, 'event.type'),
      createdAt: timestamp(event.created, 'event.created'),
    };
    const object_ = () => object(event.data, 'event.data').object;
    switch (base.type) {
      case 'checkout.session.completed':
        return {
          ok: true,
          event: {
            ...base,
            kind: 'checkout_completed',
            session: readCheckoutSession(object_(), 'data.object'),
          },
        };
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return {
          ok: true,
          event: {
            ...base,
            kind: 'subscription_changed',
            subscription: readSubscription(object_(), 'data.object'),
          },
        };
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return {
          ok: true,
          event: {
            ...base,
            kind: 'invoice',
            subscriptionId: readInvoiceSubscription(object_(), 'data.object'),
          },
        };
      default:
        return { ok: true, event: { ...base, kind: 'other' } };
    }
  } catch (error) {
    if (error instanceof MalformedStripeObject) return { ok: false, problem: error.message, id, type };
    throw error;
  }
}
