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
}

const YEAR = 365 * 24 * 3600;

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

  /** What Stripe does when the customer pays: a customer, an active subscription, a paid session. */
  completeCheckout(sessionId: string, options: { periodEnd?: number } = {}): FakeSubscription {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const customer = session.customer ?? this.id('cus');
    const now = Math.floor(Date.now() / 1000);
    const subscription: FakeSubscription = {
      id: this.id('sub'),
      object: 'subscription',
      customer,
      status: 'active',
      cancel_at_period_end: false,
      created: now,
      trial_end: null,
      metadata: { user_id: session.client_reference_id ?? '' },
      items: {
        object: 'list',
        data: [
          {
            id: this.id('si'),
            object: 'subscription_item',
            current_period_end: options.periodEnd ?? now + YEAR,
          },
        ],
      },
    };
    this.subscriptions.set(subscription.id, subscription);
    Object.assign(session, {
      customer,
      subscription: subscription.id,
      status: 'complete',
      payment_status: 'paid',
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
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.next}` });
      res.end(JSON.stringify(body));
    };
    const missing = (what: string) =>
      send(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });

    let match: RegExpMatchArray | null;
    if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
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
      };
      this.sessions.set(id, session);
      return send(200, session);
    }
    if (call.method === 'GET' && (match = call.path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
      const session = this.sessions.get(match[1]);
      return session ? send(200, session) : missing(`checkout.session: '${match[1]}'`);
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
    if ((match = call.path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const subscription = this.subscriptions.get(match[1]);
      if (!subscription) return missing(`subscription: '${match[1]}'`);
      if (call.method === 'POST') {
        if (params.trial_end) {
          subscription.trial_end = Number(params.trial_end);
          subscription.status = 'trialing';
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
