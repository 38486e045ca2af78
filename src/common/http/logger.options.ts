import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Params } from 'nestjs-pino';
import type { AppConfig } from '../../config/app-config.js';

const REQUEST_ID = /^[\w.-]{1,128}$/;

/** Fastify assigns the request id: a well-formed incoming X-Request-Id, or a new UUID. */
export const genReqId: FastifyServerOptions['genReqId'] = (req) => {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
};

/**
 * Structured logs with pino: JSON lines in production, pretty single lines in development. Every
 * line written while a request is handled carries its request id (`reqId`, see genReqId; it is
 * echoed in the X-Request-Id response header). Secrets never reach logs.
 */
export function loggerOptions(config: AppConfig): Params {
  return {
    pinoHttp: {
      level: config.logLevel,
      transport:
        config.logFormat === 'pretty'
          ? {
              target: 'pino-pretty',
              options: { singleLine: true, ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' },
            }
          : undefined,
      quietReqLogger: true,
      // middie strips the mount prefix from req.url; originalUrl keeps the full path
      autoLogging: {
        ignore: (req: IncomingMessage) =>
          !((req as { originalUrl?: string }).originalUrl ?? req.url)?.startsWith('/api/'),
      },
      customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
      serializers: {
        req: (req: { method: string; url: string; originalUrl?: string; remoteAddress?: string }) => ({
          method: req.method,
          url: (req.originalUrl ?? req.url)?.replace(
            /([?&](?:token|session_id|code)=)[^&]+/g,
            '$1[redacted]',
          ),
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
      redact: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.token',
      ],
    },
  };
}
