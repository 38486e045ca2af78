import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake received: method, path and the form-encoded parameters, flattened. */
export interface FakeStripeCall {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface FakeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  trial_end: number | null;
  metadata: Record<string, string>;
  items: { object: 'list'; data: { id: string; object: 'subscription_item'; current_period_end: number }[] };
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: 'subscription';
  url: string;
  client_reference_id: string | null;
  customer: string | null;
  customer_email: string | null;
  subscription: string | null;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  metadata: Record<string, string>;
  /** `subscription_data[trial_end]` as sent: the subscription's first charge, when set. */
  trial_end: number | null;
}

const YEAR = 365 * 24 * 3600;
/** Stripe Checkout refuses a `subscription_data[trial_end]` less than 48 hours ahead. */
export const MIN_TRIAL_END_SECONDS = 48 * 3600;
export const FAKE_STRIPE_FAILURE = 'Stripe fake: internal failure req_secret_detail_9f2';

/**
 * A local HTTP server speaking the parts of the Stripe API the billing module uses (checkout
 * sessions, billing portal sessions, subscriptions), so the real `stripe` SDK is exercised end
 * to end: `STRIPE_API_BASE=http://127.0.0.1:<port>`.
 */
export class FakeStripe {
  readonly calls: FakeStripeCall[] = [];
  readonly sessions = new Map<string, FakeCheckoutSession>();
  readonly subscriptions = new Map<string, FakeSubscription>();
  /** false: billing portal sessions fail with Stripe's "No configuration provided" error. */
  portalConfigured = false;
  /** true: every request fails with a 500 (Stripe is down), marked not to be retried. */
  failing = false;
  private server?: Server;
  private next = 0;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private id(prefix: string): string {
    this.next += 1;
    return `${prefix}_test_${this.next.toString().padStart(6, '0')}`;
  }

  /**
   * What Stripe does when the customer completes checkout: a customer, a subscription and a
   * complete session. With a `trial_end` the subscription is `trialing` until then (its current
   * period ends there, the first invoice comes then) and nothing is paid now; otherwise it is
   * `active` and paid for a year.
   */
  completeCheckout(sessionId: string, options: { periodEnd?: number } = {}): FakeSubscription {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = session.customer ?? this.id('cus');
    const now = Math.floor(Date.now() / 1000);
    const trialEnd = session.trial_end;
    const subscription: FakeSubscription = {
      id: this.id('sub'),
      object: 'subscription',
      customer,
      status: trialEnd ? 'trialing' : 'active',
      cancel_at_period_end: false,
      created: now,
      trial_end: trialEnd,
      metadata: { user_id: session.client_reference_id ?? '' },
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            current_period_end: options.periodEnd ?? trialEnd ?? now + YEAR,
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      customer,
      subscription: subscription.id,
      status: 'complete',
      payment_status: trialEnd ? 'no_payment_required' : 'paid',
    });
    return subscription;
  }

  callsTo(method: string, path: string | RegExp): FakeStripeCall[] {
    return this.calls.filter(
      (call) =>
        call.method === method && (typeof path === 'string' ? call.path === path : path.test(call.path)),
    );
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
    const call = { method: req.method ?? 'GET', path: url.pathname, params };
    this.calls.push(call);
    const send = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${this.next}`,
        ...(status >= 500 ? { 'stripe-should-retry': 'false' } : {}),
      });
      res.end(JSON.stringify(body));
    };
    if (this.failing) return send(500, { error: { type: 'api_error', message: FAKE_STRIPE_FAILURE } });
    const missing = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });

    let target: string | undefined;
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
      const trialEnd = params['subscription_data[trial_end]'];
      if (
        trialEnd !== undefined &&
        Number(trialEnd) < Math.floor(Date.now() / 1000) + MIN_TRIAL_END_SECONDS
      ) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            param: 'subscription_data[trial_end]',
            message: 'The `trial_end` date has to be at least 2 days in the future.',
          },
        });
      }
      const id = this.id('cs');
      const session: FakeCheckoutSession = {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        subscription: null,
        status: 'open',
        payment_status: 'unpaid',
        metadata: {},
        trial_end: trialEnd === undefined ? null : Number(trialEnd),
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    if (call.method === 'GET' && (target = pathId(call.path, /^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = this.sessions.get(target);
      return session ? send(200, session) : missing(`checkout.session: '${target}'`);
    }
    if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
      if (!this.portalConfigured) {
        return send(400, {
          error: {
            type: 'invalid_request_error',
            message:
              'No configuration provided and your test mode default configuration has not been created. ' +
              'Provide a configuration or create your default by saving your customer portal settings in ' +
              'test mode at https://dashboard.stripe.com/test/settings/billing/portal.',
          },
        });
      }
      return send(200, {
        id: this.id('bps'),
        object: 'billing_portal.session',
        customer: params.customer,
        return_url: params.return_url,
        url: `https://billing.stripe.test/p/session/${params.customer}`,
      });
    }
    if ((target = pathId(call.path, /^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(target);
      if (!subscription) return missing(`subscription: '${target}'`);
      if (call.method === 'DELETE') {
        // Stripe's cancel: at once; cancelling a canceled subscription is refused
        if (subscription.status === 'canceled') {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message: 'A canceled subscription can only update its cancellation_details and metadata.',
            },
          });
        }
        subscription.status = 'canceled';
        subscription.cancel_at_period_end = false;
        return send(200, subscription);
      }
      if (call.method === 'POST') {
        if (params.trial_end) {
          // A new trial end starts a free period up to it: the current period now ends there.
          subscription.trial_end = Number(params.trial_end);
          subscription.status = 'trialing';
          for (const item of subscription.items.data) item.current_period_end = subscription.trial_end;
        }
        if (params.cancel_at_period_end)
          subscription.cancel_at_period_end = params.cancel_at_period_end === 'true';
      }
      return send(200, subscription);
    }
    return send(404, {
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${call.method}: ${call.path})`,
      },
    });
  }
}

/** The id `pattern` captures from the path (its first group), or undefined when the path does not match. */
function pathId(path: string, pattern: RegExp): string | undefined {
  return pattern.exec(path)?.[1];
}
