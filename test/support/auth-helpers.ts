import { readdir, readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { AuthMailer } from '../../src/modules/auth/auth-mailer.js';
import { AUTH_ERRORS, type AuthErrorCode } from '../../src/modules/auth/auth.exception.js';
import type { SessionDto } from '../../src/modules/auth/dto/session.dto.js';
import type { Aal } from '../../src/modules/auth/entities/refresh-token.entity.js';
import { User } from '../../src/modules/auth/entities/user.entity.js';
import { TokensService } from '../../src/modules/auth/tokens.service.js';
import { createTestAppWithDataDir, type TestApp, type TestAppWithDataDir } from './app.js';

/** Helpers shared by the auth integration tests (test/integration/auth-*.test.ts). */

export const AUTH = '/api/v1/auth';
export const PUBLIC_URL = 'http://localhost:3000';
export const REFRESH_COOKIE = 'ks_refresh';

export type InjectResponse = Awaited<ReturnType<NestFastifyApplication['inject']>>;

/**
 * The app an auth suite runs against: call it in the suite's `describe`, which it gives a
 * `beforeAll` that starts the app and an `afterAll` that closes it. Every auth suite gets the same
 * app: its own database, the real rate limits (RATE_LIMIT_SCALE 1) and its own DATA_DIR, whose
 * mail folder `mailsTo(t.dataDir, …)` reads. `env` adds or overrides settings.
 *
 * The handle works from the suite's own hooks and tests (which run after the app started), e.g.
 *
 *     const t = useAuthTestApp();
 *     const ip = ipFactory(4);
 *     beforeAll(() => jest.spyOn(t.app.get(SignInThrottle, { strict: false }), 'wait'));
 *
 * The suite never closes it itself.
 */
export function useAuthTestApp(env: Record<string, string> = {}): TestAppWithDataDir {
  let started: TestAppWithDataDir | undefined;
  const app = (): TestAppWithDataDir => {
    if (!started) throw new Error('The auth test app starts in beforeAll: use it from hooks and tests.');
    return started;
  };
  beforeAll(async () => {
    started = await createTestAppWithDataDir({ RATE_LIMIT_SCALE: '1', ...env });
  });
  afterAll(async () => {
    await started?.close();
    started = undefined;
  });
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    get config() {
      return app().config;
    },
    get dataDir() {
      return app().dataDir;
    },
    close: () => app().close(),
  };
}

/** The exact error body the API answers with for an auth error code. */
export function authError(code: AuthErrorCode, errors?: { field: string; message: string }[]) {
  const [statusCode, message] = AUTH_ERRORS[code];
  return { statusCode, error: STATUS_CODES[statusCode], message, code, ...(errors ? { errors } : {}) };
}

/** Asserts an auth error answer: its status and its exact body. */
export function expectAuthError(res: InjectResponse, code: AuthErrorCode): void {
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: AUTH_ERRORS[code][0],
    body: authError(code),
  });
}

/** The answer to a password that is too easy to guess (sign-up, reset and change alike). */
export const WEAK_PASSWORD_ANSWER = authError('WEAK_PASSWORD', [
  {
    field: 'password',
    message:
      'is too easy to guess (one of the 1,000 most common passwords, or fewer than 4 different characters); choose another',
  },
]);

/** The answer to a password shorter than 6 characters. */
export const SHORT_PASSWORD_ANSWER = {
  statusCode: 400,
  error: 'Bad Request',
  message: 'password: Password must be at least 6 characters',
  code: 'VALIDATION_FAILED',
  errors: [{ field: 'password', message: 'Password must be at least 6 characters' }],
};

/**
 * A distinct client address per call, so each test counts against its own per-IP rate limits.
 * `block` separates files that share nothing anyway, and keeps the addresses readable.
 */
export function ipFactory(block: number): () => string {
  let next = 0;
  return () => {
    next += 1;
    return `10.${block}.${Math.floor(next / 250)}.${(next % 250) + 1}`;
  };
}

export interface SentMail {
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  sentAt: string;
}

/** Every e-mail the file transport wrote to `<dataDir>/mail`, oldest first (optionally for one address). */
export async function mailsTo(dataDir: string, to?: string): Promise<SentMail[]> {
  const folder = join(dataDir, 'mail');
  let names: string[];
  try {
    names = await readdir(folder);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as SentMail),
  );
  return mails
    .filter((mail) => to === undefined || mail.to === to)
    .sort((a, b) => a.sentAt.localeCompare(b.sentAt));
}

/**
 * Waits until the auth e-mails (reset, confirmation) asked for so far are sent: they are queued off
 * the request path, then sent by the mail queue (see mailsSent).
 */
export async function authMailsSent(t: TestApp): Promise<void> {
  await t.app.get(AuthMailer, { strict: false }).idle();
  await mailsSent(t);
}

/**
 * Waits until the mail queue (pg-boss queue `mail-send`) has sent, or given up, every mail queued so
 * far; a mail waiting to be tried again is tried at once rather than after its backoff.
 */
export async function mailsSent(t: TestApp, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    await sql(
      t,
      `update pgboss.job set start_after = now()
       where name = 'mail-send' and state = 'retry' and start_after > now()`,
    );
    const { rows } = await sql<{ state: string; n: number }>(
      t,
      `select state, count(*)::int as n from pgboss.job
       where name = 'mail-send' and state in ('created', 'retry', 'active') group by state`,
    );
    if (rows.length === 0) return;
    if (Date.now() > deadline) throw new Error(`Mails still queued: ${JSON.stringify(rows)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The token of the mail's link to `path` (e.g. '/reset-password'). */
export function linkToken(mail: SentMail, path: string): string {
  const link = mail.links.find((url) => url.startsWith(`${PUBLIC_URL}${path}?token=`));
  if (!link) throw new Error(`No ${path} link in the mail "${mail.subject}": ${mail.links.join(', ')}`);
  return new URL(link).searchParams.get('token')!;
}

/** The raw Set-Cookie header for one cookie name, if the answer set it. */
export function setCookie(res: InjectResponse, name = REFRESH_COOKIE): string | undefined {
  const header = res.headers['set-cookie'];
  const all = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return all.find((cookie) => cookie.startsWith(`${name}=`));
}

/** The cookie's attributes, e.g. { ks_refresh: 'abc', 'Max-Age': '2592000', HttpOnly: true }. */
export function cookieAttributes(cookie: string): Record<string, string | true> {
  return Object.fromEntries(
    cookie.split(';').map((part): [string, string | true] => {
      const pair = part.trim();
      const equals = pair.indexOf('=');
      return equals < 0 ? [pair, true] : [pair.slice(0, equals), pair.slice(equals + 1)];
    }),
  );
}

/** Runs one SQL statement directly against the test app's database (to move a time back, etc.). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  t: TestApp,
  text: string,
  params: unknown[] = [],
): Promise<pg.QueryResult<T>> {
  const client = new pg.Client({ connectionString: t.db.url });
  await client.connect();
  try {
    return await client.query<T>(text, params);
  } finally {
    await client.end();
  }
}

/** The three base64url parts of a JWT (header, payload, signature); throws when it has not three. */
export function jwtParts(token: string): [header: string, payload: string, signature: string] {
  const [header, payload, signature, ...more] = token.split('.');
  if (header === undefined || payload === undefined || signature === undefined || more.length > 0)
    throw new Error(`Not a JWT (three parts separated by dots): ${token}`);
  return [header, payload, signature];
}

/** The payload of a JWT, without verifying it. */
export function jwtPayload(token: string): Record<string, unknown> {
  const [, payload] = jwtParts(token);
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** One request to an auth endpoint (`path` below /api/v1/auth), from `remoteAddress` if given. */
function authRequest(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  request: { payload?: object; headers?: Record<string, string>; remoteAddress?: string },
) {
  return t.app.inject({
    method,
    url: `${AUTH}/${path}`,
    ...(request.headers ? { headers: request.headers } : {}),
    ...(request.payload ? { payload: request.payload } : {}),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
}

export function signUp(t: TestApp, payload: Record<string, unknown>, remoteAddress?: string) {
  return authRequest(t, 'POST', 'sign-up', { payload, remoteAddress });
}

export function signIn(t: TestApp, email: string, password: string, remoteAddress?: string) {
  return authRequest(t, 'POST', 'sign-in', { payload: { email, password }, remoteAddress });
}

export function refresh(t: TestApp, refreshToken: string, remoteAddress?: string) {
  return authRequest(t, 'POST', 'token', { payload: { refreshToken }, remoteAddress });
}

export function me(t: TestApp, accessToken: string) {
  return authRequest(t, 'GET', 'me', { headers: bearer(accessToken) });
}

/** POST recover: asks for a password reset link. */
export function recover(t: TestApp, email: string, remoteAddress?: string) {
  return authRequest(t, 'POST', 'recover', { payload: { email }, remoteAddress });
}

/** GET reset-password/:token: whether a reset link is still valid. */
export function resetStatus(t: TestApp, token: string, remoteAddress?: string) {
  return authRequest(t, 'GET', `reset-password/${token}`, { remoteAddress });
}

/** POST reset-password: sets a new password with a reset link's token. */
export function resetPassword(t: TestApp, token: string, password: string, remoteAddress?: string) {
  return authRequest(t, 'POST', 'reset-password', { payload: { token, password }, remoteAddress });
}

/** PUT password: a signed-in user changes their password (`currentPassword` proves it is them). */
export function changePassword(
  t: TestApp,
  headers: { authorization: string },
  payload: { password: string; currentPassword?: string },
  remoteAddress?: string,
) {
  return authRequest(t, 'PUT', 'password', { headers, payload, remoteAddress });
}

/** POST factors: enrols an authenticator app (a TOTP factor named Phone unless `payload` says otherwise). */
export function enrollFactor(
  t: TestApp,
  accessToken: string,
  payload: Record<string, unknown> = { factor_type: 'totp', friendly_name: 'Phone' },
  remoteAddress?: string,
) {
  return authRequest(t, 'POST', 'factors', { headers: bearer(accessToken), payload, remoteAddress });
}

/** POST factors/:id/challenge: starts a challenge of the factor. */
export function challengeFactor(t: TestApp, accessToken: string, factorId: string, remoteAddress?: string) {
  return authRequest(t, 'POST', `factors/${factorId}/challenge`, {
    headers: bearer(accessToken),
    remoteAddress,
  });
}

/** POST factors/:id/verify: answers a challenge with a code. */
export function verifyFactor(
  t: TestApp,
  accessToken: string,
  factor: { factorId: string; challengeId: string; code: string },
  remoteAddress?: string,
) {
  return authRequest(t, 'POST', `factors/${factor.factorId}/verify`, {
    headers: bearer(accessToken),
    payload: { challenge_id: factor.challengeId, code: factor.code },
    remoteAddress,
  });
}

/** DELETE factors/:id: removes the factor. */
export function unenrollFactor(t: TestApp, accessToken: string, factorId: string, remoteAddress?: string) {
  return authRequest(t, 'DELETE', `factors/${factorId}`, { headers: bearer(accessToken), remoteAddress });
}

/** `{ authorization: 'Bearer <token>' }`. */
export function bearer(accessToken: string): { authorization: string } {
  return { authorization: `Bearer ${accessToken}` };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const ISO_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/;

/** Another session (another device) for an existing user, made through the services. */
export function extraSession(t: TestApp, userId: string, aal: Aal = 'aal1'): Promise<SessionDto> {
  const em = t.app.get(EntityManager);
  return RequestContext.create(em, async () => {
    const user = await em.fork().findOneOrFail(User, { id: userId });
    return t.app.get(TokensService, { strict: false }).issueSession(user, aal);
  });
}

/** The short-lived token an MFA user gets from a password sign-in, made through the services. */
export function mfaToken(t: TestApp, userId: string): Promise<string> {
  const em = t.app.get(EntityManager);
  return RequestContext.create(em, async () => {
    const user = await em.fork().findOneOrFail(User, { id: userId });
    return (await t.app.get(TokensService, { strict: false }).signMfaToken(user)).token;
  });
}
