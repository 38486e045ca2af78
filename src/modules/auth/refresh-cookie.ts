import { HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppException } from '../../common/errors/app.exception.js';
import type { AppConfig } from '../../config/app-config.js';
import type { SessionDto } from './dto/session.dto.js';
import { REFRESH_IDLE_MS } from './tokens.service.js';

/** The browser keeps the refresh token in this httpOnly cookie, sent only to the auth endpoints. */
export const REFRESH_COOKIE = 'ks_refresh';
const COOKIE_PATH = '/api/v1/auth';

/**
 * A hint the page can read, set and cleared with the refresh cookie: `1` while the browser holds a
 * refresh cookie, so the client only asks for a session at start-up when there may be one (a
 * signed-out visitor's page then makes no request that answers 401). It holds no secret and grants
 * nothing: the server never reads it.
 */
export const SESSION_HINT_COOKIE = 'ks_session';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE] || undefined;
}

/**
 * The header the app's own fetch client sends with every call. A page on another site cannot send
 * it: a custom header needs a CORS preflight, which this API never grants.
 */
export const SAME_ORIGIN_HEADER = 'x-requested-with';

/**
 * Whether a request that relies on the refresh cookie alone comes from the app's own pages: it
 * carries SAME_ORIGIN_HEADER (any value) or an Origin header equal to PUBLIC_URL's origin. A
 * cross-site form or fetch carries neither, although the browser sends the cookie with it.
 */
export function isSameOriginRequest(request: FastifyRequest, config: AppConfig): boolean {
  if (request.headers[SAME_ORIGIN_HEADER]) return true;
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin === new URL(config.publicUrl).origin;
}

/** 403 CROSS_SITE_REQUEST: a cookie-only request without the same-origin proof (see isSameOriginRequest). */
export class CrossSiteRequestException extends AppException {
  constructor() {
    super(
      'CROSS_SITE_REQUEST',
      HttpStatus.FORBIDDEN,
      'This request did not come from the app. Sign out from the app itself.',
    );
  }
}

/** Answers that carry a token or a secret are never stored by a browser or a proxy. */
export function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

/**
 * Puts the session's refresh token in the cookie, with the session hint beside it (and marks the
 * answer no-store).
 */
export function setRefreshCookie(reply: FastifyReply, session: SessionDto, config: AppConfig): SessionDto {
  noStore(reply);
  const secure = config.publicUrl.startsWith('https://');
  const maxAge = Math.floor(REFRESH_IDLE_MS / 1000);
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: COOKIE_PATH,
    maxAge,
  });
  void reply.setCookie(SESSION_HINT_COOKIE, '1', {
    httpOnly: false,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge,
  });
  return session;
}

/** Clears the refresh cookie and the session hint. */
export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
  void reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}
