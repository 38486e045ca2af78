import { randomUUID } from 'node:crypto';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Params } from 'nestjs-pino';
import { pino, type Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** Fastify assigns the request id: a well-formed incoming X-Request-Id, or a new UUID. */
export const genReqId: FastifyServerOptions['genReqId'] = (req) => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/**
 * The application's one pino logger: JSON lines in production, pretty single lines in development.
 * Fastify gives every request a child of it that carries the request id (`reqId`, see genReqId; it
 * is echoed in the X-Request-Id response header), and Nest's Logger writes through that child
 * while a request is handled (nestjs-pino with `useExisting`). Secrets never reach logs.
 */
export function createAppLogger(config: Pick<AppConfig, 'logLevel' | 'logFormat'>): Logger {
  return pino({
    level: config.logLevel,
    transport:
      config.logFormat === 'pretty'
        ? {
            target: 'pino-pretty',
            options: { singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' },
          }
        : undefined,
    redact: ['*.password', '*.token', '*.authorization', '*.cookie', '*["set-cookie"]'],
  });
}

/** nestjs-pino on top of the logger Fastify already uses (no second HTTP logger per request). */
export function loggerModuleParams(logger: Logger): Params {
  return { pinoHttp: { logger }, useExisting: true };
}

/**
 * Fastify's request log lines: no 'incoming request' line, and one 'request completed' line per API
 * request at info (warn for 4xx, error for 5xx) with the method, the path (tokens in the query
 * redacted), the status and the response time. It is built only when its level is enabled, so a
 * quiet log level costs nothing per request. Each request's child logger carries `reqId`.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ requestIdLogLabel: 'reqId' });
  }

  override incomingRequest(): void {
    // one line per request is enough: see requestCompleted
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    const level = error || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
    const url = request.originalUrl;
    const log = request.log as Logger; // a child of createAppLogger's pino logger
    if (!url.startsWith('/api/') || !log.isLevelEnabled(level)) return;
    log[level](
      {
        method: request.method,
        url: url.replace(/([?&](?:token|session_id|code)=)[^&]+/g, '$1[redacted]'),
        remoteAddress: request.ip,
        statusCode: status,
        responseTime: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}
