import fc from 'fast-check';
import { createTestAppWithDataDir } from '../support/app.js';
import { ipFactory } from '../support/auth-helpers.js';
import { first } from '../support/lists.js';
import { answerProblems, type Answer } from './answer-checks.js';
import { DocumentedAnswers } from './documented-answers.js';
import { Player, visitor, type Identity } from './fuzz-identities.js';
import { describeRequest, excerpt, INPUT_KINDS, urlOf, type FuzzRequest } from './fuzz-request.js';
import { inputKindsOf, requestsOf } from './openapi-arbitraries.js';
import { operationsOf, type OpenApiDocument, type Operation } from './openapi-operations.js';
import { whyInvalid } from './request-oracle.js';

/**
 * Property-based fuzzing of every operation in the OpenAPI document the app serves (so a new
 * endpoint is covered without editing this file). For each operation and each input kind
 * (valid input, a missing required field, a wrong type, an unknown field or query parameter,
 * huge and deeply nested values, control characters, NUL, lone surrogates, an empty or non-JSON
 * body, odd path parameters), fast-check generates requests from the operation's schemas and
 * sends each one as a player with access, a player without access and a visitor. Properties:
 * no 5xx (but those the operation documents as deliberate answers to valid input: 501 for a phone
 * factor, 502 when the payment provider fails, 503 from /ready) and no internals in the answer;
 * every error is `{ statusCode, error, message, code }` and a validation failure names its
 * fields; certainly invalid input (request-oracle.ts) gets a 4xx; an empty JSON body counts as no
 * body; no card description reaches the player without access; and every 2xx answer is one the
 * document describes: its status, content type and body schema (documented-answers.ts).
 *
 * Deterministic: a fixed seed (FUZZ_SEED to try another) and FUZZ_RUNS runs per input kind
 * (default 8; twice that for valid input). A failure stops its property at once (no shrinking:
 * the report names the operation, identity, input and answer).
 *
 * Nothing is skipped. Operations that need care:
 * - POST /api/v1/billing/webhooks/stripe: this app runs the sandbox provider, so it answers 404
 *   STRIPE_NOT_CONFIGURED to any input (the properties still hold for it); correctly signed
 *   events are fuzzed against the Stripe provider in stripe-webhook.fuzz.test.ts.
 * - POST /api/v1/auth/sign-out and PUT /api/v1/auth/password end sessions: a player checks its
 *   session after any successful write and takes a new one when it has ended (fuzz-identities.ts);
 *   before each test both players are checked to still have, or not have, access.
 * - POST /api/v1/me/delete-account deletes the caller: each of its requests is sent by new players
 *   (one with access, one without) and the visitor. POST /api/v1/me/delete-data empties the
 *   players' data: the seed card is saved again before each test (below).
 * - DELETE /api/v1/me/favourites/{cardId} may remove the saved card the player without access is
 *   tested with: it is saved again before each test.
 * - Sign-up, sign-in, recover and reset are rate limited per address and e-mail: the app runs
 *   with RATE_LIMIT_SCALE=1000 and each request comes from a new address (a 429 passes anyway).
 */

/** The operation that deletes its caller's account. */
const DELETES_CALLER = 'POST /api/v1/me/delete-account';

const SEED = Number(process.env.FUZZ_SEED ?? 14);
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);
fc.configureGlobal({ seed: SEED, endOnFailure: true });
/** Per test (jest takes testTimeout from the command line or root config only, not from a project). */
const TIMEOUT_MS = 60_000;

const t = await createTestAppWithDataDir({ RATE_LIMIT_SCALE: '1000' });
afterAll(() => t.close());
const served = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
const document = served.json<OpenApiDocument>();
const operations = operationsOf(document);
const documentedAnswers = new DocumentedAnswers(document);

describe(`API fuzz: the ${operations.length} operations of /api/openapi.json`, () => {
  const nextAddress = ipFactory(214);
  let withAccess: Player;
  let withoutAccess: Player;
  let identities: Identity[];
  /** Strings the API knows, mixed into generated values so that some requests reach the handlers. */
  let words: string[];
  /** Every card's description: none may reach the player without access. */
  let paidTexts: string[];
  let seedCard: string;

  beforeAll(async () => {
    withAccess = await Player.create(t, 'player with access');
    withoutAccess = await Player.create(t, 'player without access');
    const cards = (await withAccess.call('GET', '/api/v1/cards')).json<
      { id: string; description: string }[]
    >();
    paidTexts = cards.map((card) => card.description);
    seedCard = first(cards).id;
    await withAccess.seed(seedCard);
    await withoutAccess.seed(seedCard);
    await withoutAccess.endTrial();
    identities = [withAccess, withoutAccess, visitor];
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    words = [
      ...cards.map((card) => card.id),
      'black',
      'red',
      'blue',
      day(-1),
      day(0),
      day(1),
      new Date().toISOString(),
      withAccess.user.email,
      withoutAccess.user.email,
    ];
  }, TIMEOUT_MS);

  beforeEach(async () => {
    await withAccess.ensureSession();
    await withoutAccess.ensureSession();
    await withAccess.expectCards(200);
    await withoutAccess.expectCards(403);
    if (!(await withoutAccess.hasFavourite(seedCard))) await withoutAccess.restoreFavourite(seedCard);
  });

  describe.each(operations)('$name', (op) => {
    it.each(inputKindsOf(op, INPUT_KINDS))(
      '%s',
      async (kind) => {
        const requests = requestsOf(op, kind, words)!;
        const property = fc.asyncProperty(requests, async (request) => {
          const expected = {
            documentedStatuses: op.documentedStatuses,
            invalidBecause: whyInvalid(op, request),
            emptyJsonBody: kind === 'empty JSON body',
            undocumented: (answer: Answer) => documentedAnswers.problems(op.method, op.path, answer),
          };
          for (const identity of op.name === DELETES_CALLER ? await throwawayIdentities() : identities) {
            const answer = await send(op, request, identity);
            const paid = identity === withoutAccess ? paidTexts : [];
            const problems = answerProblems(answer, { ...expected, paidTexts: paid });
            if (problems.length) throw new Error(report(op, identity, request, answer, problems));
          }
        });
        await fc.assert(property, { numRuns: kind === 'valid input' ? 2 * RUNS : RUNS });
      },
      TIMEOUT_MS,
    );
  });

  /** Players to send one request that deletes its caller's account, as the regular identities are. */
  async function throwawayIdentities(): Promise<Identity[]> {
    const [player, expired] = await Promise.all([
      Player.create(t, 'new player with access'),
      Player.create(t, 'new player without access'),
    ]);
    await expired.endTrial();
    return [player, expired, visitor];
  }

  async function send(op: Operation, request: FuzzRequest, identity: Identity): Promise<Answer> {
    const res = await t.app.inject({
      method: op.method,
      url: urlOf(op, request),
      headers: {
        ...request.headers,
        ...(request.body && { 'content-type': request.body.contentType }),
        ...(await identity.headers()),
      },
      ...(request.body && { payload: request.body.payload }),
      remoteAddress: nextAddress(),
    });
    identity.noteAnswer(op.method, res.statusCode);
    return {
      status: res.statusCode,
      contentType: String(res.headers['content-type'] ?? ''),
      body: res.payload,
    };
  }
});

function report(op: Operation, identity: Identity, request: FuzzRequest, answer: Answer, problems: string[]) {
  return [
    `${op.name} as the ${identity.name}, ${request.kind}${request.target ? ` in ${request.target}` : ''}`,
    `  sent:     ${describeRequest(op, request)}`,
    `  answered: ${answer.status} ${answer.contentType} ${excerpt(answer.body, 400)}`,
    `  expected: ${problems.join('\n            ')}`,
  ].join('\n');
}
