import fc from 'fast-check';
import Stripe from 'stripe';
import { createTestAppWithDataDir } from '../support/app.js';
import { FakeStripe } from '../support/billing-fake-stripe.js';
import { post, sendWebhook } from '../support/billing-helpers.js';
import { newUser } from '../support/factories.js';
import { answerProblems } from './answer-checks.js';
import { DocumentedAnswers } from './documented-answers.js';
import { excerpt } from './fuzz-request.js';
import { operationsOf, type OpenApiDocument } from './openapi-operations.js';

/**
 * The Stripe webhook, fuzzed with correctly signed events (api.fuzz.test.ts runs the sandbox
 * provider, where the webhook answers 404 to anything, and cannot sign). Each event starts as one
 * Stripe really sends — a checkout session, a subscription and an invoice of a player who paid
 * through the fake Stripe API — and has one to three places changed: removed, set to null, to
 * another type, to a huge or deeply nested value. Property: whatever the signed payload, the
 * answer is one the operation documents, never an undocumented 5xx, with no internals; a
 * malformed event is acknowledged or refused with 400. Unsigned payloads are refused with 400.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 14);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
const WEBHOOK_SECRET = 'whsec_fuzz_kickshots';
const TIMEOUT_MS = 60_000;
fc.configureGlobal({ seed: SEED, endOnFailure: true });

const stripe = new FakeStripe();
const t = await createTestAppWithDataDir({
  STRIPE_SECRET_KEY: 'sk_test_fuzz',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_BASE: await stripe.start(),
});
afterAll(async () => {
  await t.close();
  await stripe.stop();
});
const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
const document = served.json<OpenApiDocument>();
const documentedAnswers = new DocumentedAnswers(document);
const webhook = operationsOf(document).find(
  (op) => op.method === 'POST' && op.path === '/api/v1/billing/webhooks/stripe',
);

/** The event types the webhook handles, and one it is not subscribed to. */
const EVENT_TYPES = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
];

describe('API fuzz: the Stripe webhook with signed events', () => {
  /** A real `data.object` per event type, taken from the fake Stripe after a player paid. */
  let objects: Record<string, object>;

  beforeAll(async () => {
    const player = await newUser(t.app);
    const { url } = (await post(t, player, '/checkout')).json<{ url: string }>();
    const sessionId = url.split('/').pop()!;
    const subscription = stripe.completeCheckout(sessionId);
    const invoice = {
      id: 'in_test_fuzz',
      object: 'invoice',
      customer: subscription.customer,
      status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
    };
    objects = {
      'checkout.session': { ...stripe.sessions.get(sessionId)! },
      'customer.subscription': structuredClone(subscription),
      invoice,
      charge: { id: 'ch_test_fuzz', object: 'charge', amount: 3495, customer: subscription.customer },
    };
  }, TIMEOUT_MS);

  it('is in the OpenAPI document', () => {
    expect(webhook).toBeDefined();
  });

  it(
    'answers every signed event, however malformed, without a server error',
    async () => {
      await fc.assert(
        fc.asyncProperty(events(), async ({ event, type, changes }) => {
          const payload = JSON.stringify(event);
          const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
          const res = await sendWebhook(t, payload, signature);
          const answer = {
            status: res.statusCode,
            contentType: String(res.headers['content-type'] ?? ''),
            body: res.payload,
          };
          const problems = answerProblems(answer, {
            documentedStatuses: webhook!.documentedStatuses,
            emptyJsonBody: false,
            paidTexts: [],
            undocumented: (a) => documentedAnswers.problems('POST', webhook!.path, a),
          });
          if (problems.length)
            throw new Error(
              [
                `POST ${webhook!.path}, a signed ${type} event with ${changes.join('; ') || 'no change'}`,
                `  sent:     ${excerpt(payload, 400)}`,
                `  answered: ${answer.status} ${excerpt(answer.body, 300)}`,
                `  expected: ${problems.join('\n            ')}`,
              ].join('\n'),
            );
        }),
        { numRuns: 6 * RUNS },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'refuses an event without a valid signature with 400',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          events(),
          fc.oneof(fc.constant(undefined), fc.string(), fc.constant('t=1,v1=00')),
          async ({ event }, signature) => {
            const res = await sendWebhook(t, JSON.stringify(event), signature);
            expect(res.statusCode).toBe(400);
          },
        ),
        { numRuns: RUNS },
      );
    },
    TIMEOUT_MS,
  );

  /** Events as Stripe sends them, with zero (one run in five) to three places changed. */
  function events(): fc.Arbitrary<{ event: unknown; type: string; changes: string[] }> {
    return fc.record({ id: fc.uuid(), type: fc.constantFrom(...EVENT_TYPES) }).chain(({ id, type }) => {
      const event = {
        id: `evt_fuzz_${id}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: objects[type.slice(0, type.lastIndexOf('.'))] },
      };
      const change = fc.tuple(fc.constantFrom(...pathsIn(event)), replacement());
      return fc
        .oneof(
          { arbitrary: fc.constant([]), weight: 1 },
          { arbitrary: fc.array(change, { minLength: 1, maxLength: 3 }), weight: 4 },
        )
        .map((changes) => {
          const described = changes.map(([path, value]) => `${path.join('.')} ${describeChange(value)}`);
          return {
            type,
            event: changes.reduce<unknown>(
              (changed, [path, value]) => replaceIn(changed, path, value),
              event,
            ),
            changes: described,
            // what fast-check prints for a counterexample, rather than a 100 KB event
            [fc.toStringMethod]: () => `a ${type} event with ${described.join('; ') || 'no change'}`,
          };
        });
    });
  }
});

const REMOVED = Symbol('removed');

/** What a place in the event becomes: removed, or another value of any type, size or depth. */
function replacement(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom(REMOVED, null, 0, -1, 1.5, 1e300, 253_402_300_800, '', 'text', true, [], {}, '\u0000'),
    fc.jsonValue({ maxDepth: 3 }),
    fc.integer({ min: 10_000, max: 100_000 }).map((length) => 'x'.repeat(length)),
    fc.integer({ min: 33, max: 500 }).map((depth) => {
      let value: unknown = {};
      for (let level = 0; level < depth; level += 1) value = { a: value };
      return value;
    }),
  );
}

function describeChange(value: unknown): string {
  if (value === REMOVED) return 'removed';
  return `set to ${excerpt(JSON.stringify(value) ?? String(value), 60)}`;
}

/** Every place in a JSON value, as key paths (the root excluded). */
function pathsIn(value: unknown, path: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) => [[...path, key], ...pathsIn(item, [...path, key])]);
}

function replaceIn(root: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) throw new Error('replaceIn: an empty path (the root is not replaced)');
  if (Array.isArray(root)) {
    const copy = [...(root as unknown[])];
    const index = Number(key);
    if (rest.length > 0) copy[index] = replaceIn(copy[index], rest, value);
    else if (value === REMOVED) copy.splice(index, 1);
    else copy[index] = value;
    return copy;
  }
  const copy = typeof root === 'object' && root !== null ? { ...(root as Record<string, unknown>) } : {};
  if (rest.length > 0) copy[key] = replaceIn(copy[key], rest, value);
  else if (value === REMOVED) delete copy[key];
  else copy[key] = value;
  return copy;
}
