import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import type { SessionDto } from './dto/session.dto.js';
import { REFRESH_IDLE_MS } from './tokens.service.js';

/** The browser keeps the refresh token in this httpOnly cookie, sent only to the auth endpoints. */
export const REFRESH_COOKIE = 'ks_refresh';
const COOKIE_PATH = '/api/v1/auth';

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return request.cookies?.[REFRESH_COOKIE] || undefined;
}

/** Answers that carry a token or a secret are never stored by a browser or a proxy. */
export function noStore(reply: FastifyReply): void {
  void reply.header('cache-control', 'no-store');
}

/** Puts the session's refresh token in the cookie (and marks the answer no-store). */
export function setRefreshCookie(reply: FastifyReply, session: SessionDto, config: AppConfig): SessionDto {
  noStore(reply);
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.publicUrl.startsWith('https://'),
    path: COOKIE_PATH,
    maxAge: Math.floor(REFRESH_IDLE_MS / 1000),
  });
  return session;
}

export function clearRefreshCookie(reply: FastifyReply): void {
  void reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
}
