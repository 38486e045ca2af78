import { readdir, readFile } from 'node:fs/promises';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import pg from 'pg';
import { AUTH_ERRORS, type AuthErrorCode } from '../../src/modules/auth/auth.exception.js';
import type { SessionDto } from '../../src/modules/auth/dto/session.dto.js';
import type { Aal } from '../../src/modules/auth/entities/refresh-token.entity.js';
import { User } from '../../src/modules/auth/entities/user.entity.js';
import { TokensService } from '../../src/modules/auth/tokens.service.js';
import type { TestApp } from './app.js';

/** Helpers shared by the auth integration tests (test/integration/auth-*.test.ts). */

export const AUTH = '/api/v1/auth';
export const PUBLIC_URL = 'http://localhost:3000';
export const REFRESH_COOKIE = 'ks_refresh';

export type InjectResponse = Awaited<ReturnType<NestFastifyApplication['inject']>>;

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
    cookie.split(';').map((part) => {
      const [key, ...value] = part.trim().split('=');
      return [key, value.length ? value.join('=') : true];
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

/** The payload of a JWT, without verifying it. */
export function jwtPayload(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export function signIn(t: TestApp, email: string, password: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: `${AUTH}/sign-in`,
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function refresh(t: TestApp, refreshToken: string, remoteAddress?: string) {
  return t.app.inject({
    method: 'POST',
    url: `${AUTH}/token`,
    payload: { refreshToken },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function me(t: TestApp, accessToken: string) {
  return t.app.inject({
    method: 'GET',
    url: `${AUTH}/me`,
    headers: { authorization: `Bearer ${accessToken}` },
  });
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
