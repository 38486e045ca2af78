import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { LoggerService } from '@nestjs/common';
import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type onRequestHookHandler,
} from 'fastify';
import { pino, type Level, type Logger } from 'pino';
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
 * while a request is handled (see NestLogger). Secrets never reach logs.
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

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;
const BINDINGS = Symbol('bindings');
const CHILD = Symbol('child');

interface LazyChild {
  [BINDINGS]: pino.Bindings;
  [CHILD]?: Logger;
}

/** Per parent logger: the prototype of its lazy children (see lazyChildLogger). */
const lazyPrototypes = new WeakMap<Logger, object>();

function lazyPrototypeOf(parent: Logger): object {
  let prototype = lazyPrototypes.get(parent);
  if (prototype) return prototype;
  const child = (lazy: LazyChild): Logger => (lazy[CHILD] ??= parent.child(lazy[BINDINGS]));
  // everything else (isLevelEnabled, level, flush…) is the parent's: a child logs at its parent's level
  const methods: Record<string, unknown> = {
    child(this: LazyChild, bindings: pino.Bindings, options?: pino.ChildLoggerOptions) {
      return child(this).child(bindings, options);
    },
    bindings(this: LazyChild) {
      return child(this).bindings();
    },
    setBindings(this: LazyChild, bindings: pino.Bindings) {
      child(this).setBindings(bindings);
    },
  };
  for (const level of LEVELS) {
    methods[level] = function (this: LazyChild & Logger, ...args: unknown[]) {
      if (this.isLevelEnabled(level)) child(this)[level](...(args as [string]));
    };
  }
  prototype = Object.assign(Object.create(parent) as object, methods);
  lazyPrototypes.set(parent, prototype);
  return prototype;
}

/**
 * Fastify's factory of each request's child logger (the `reqId` binding): a pino child made only
 * when the request writes a line. Most requests write none at the production level, and a pino child
 * costs its bindings serialised through the redaction on every request.
 */
export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (
  logger,
  bindings,
  options,
) {
  if (options.level !== undefined || options.serializers !== undefined)
    return logger.child(bindings, options);
  const lazy = Object.create(lazyPrototypeOf(logger as Logger)) as LazyChild;
  lazy[BINDINGS] = bindings;
  return lazy as unknown as Logger;
};

/** The logger of the request being handled: Fastify's child logger, which carries its `reqId`. */
const requestLogs = new AsyncLocalStorage<Logger>();

/** Fastify hook: the rest of the request is handled with its logger as the current one. */
export const bindRequestLog: onRequestHookHandler = (request, _reply, done) => {
  requestLogs.run(request.log as Logger, done);
};

/**
 * Nest's logger (`new Logger(Context)` in the modules, and Nest's own lines) written through pino:
 * through the current request's logger while a request is handled (bindRequestLog), the
 * application's logger otherwise. The context goes in the `context` field; an object or an error
 * first is merged into the line (`logger.error({ err }, 'message')`).
 */
export class NestLogger implements LoggerService {
  constructor(
    private readonly root: Logger,
    /** The current request's logger, if any: bindRequestLog's by default. */
    private readonly requestLog: () => Logger | undefined = () => requestLogs.getStore(),
  ) {}

  verbose(message: unknown, ...params: unknown[]): void {
    this.write('trace', message, params);
  }

  debug(message: unknown, ...params: unknown[]): void {
    this.write('debug', message, params);
  }

  log(message: unknown, ...params: unknown[]): void {
    this.write('info', message, params);
  }

  warn(message: unknown, ...params: unknown[]): void {
    this.write('warn', message, params);
  }

  error(message: unknown, ...params: unknown[]): void {
    this.write('error', message, params);
  }

  fatal(message: unknown, ...params: unknown[]): void {
    this.write('fatal', message, params);
  }

  /** Nest passes the context last: `(message, context)`, `(object, message, context)`, `(message, stack, context)`. */
  private write(level: Level, message: unknown, params: unknown[]): void {
    const log = this.requestLog() ?? this.root;
    if (!log.isLevelEnabled(level)) return;
    const fields: Record<string, unknown> = {};
    const rest = params.slice(0, -1);
    if (params.length > 0) fields.context = params[params.length - 1];
    if (message instanceof Error) {
      log[level]({ ...fields, err: message }, ...(rest as [string?]));
    } else if (typeof message === 'object' && message !== null) {
      log[level]({ ...fields, ...message }, ...(rest as [string?]));
    } else if (
      level === 'error' &&
      rest.length === 1 &&
      typeof rest[0] === 'string' &&
      /\n\s*at /.test(rest[0])
    ) {
      // Nest's exception handlers log (message, stack, context)
      const err = new Error(String(message));
      err.stack = rest[0];
      log.error({ ...fields, err });
    } else {
      log[level](fields, String(message), ...rest);
    }
  }
}

/** Path parameters and query parameters whose values are secrets (reset and confirmation links, checkout ids). */
const SECRET_PARAMS = new Set(['token', 'code', 'sessionId', 'session_id', 'refreshToken', 'mfaToken']);
const SECRET_QUERY = /([?&](?:token|session_id|sessionId|code|refreshToken|mfaToken)=)[^&]*/g;

/**
 * A request's URL as logs may hold it: secret path parameters (`/auth/reset-password/:token`) and
 * secret query parameters (`?token=`, `?session_id=`) replaced by `[redacted]`.
 */
export function redactUrl(request: FastifyRequest): string {
  const url = request.originalUrl ?? request.url;
  const query = url.indexOf('?');
  let path = query === -1 ? url : url.slice(0, query);
  const params = request.params as Record<string, unknown> | undefined;
  for (const [name, value] of Object.entries(params ?? {})) {
    if (!SECRET_PARAMS.has(name) || typeof value !== 'string' || value === '') continue;
    path = path.split(encodeURIComponent(value)).join('[redacted]').split(value).join('[redacted]');
  }
  return query === -1 ? path : path + url.slice(query).replace(SECRET_QUERY, '$1[redacted]');
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
        url: redactUrl(request),
        remoteAddress: request.ip,
        statusCode: status,
        responseTime: Math.round(reply.elapsedTime),
        ...(error ? { err: error } : {}),
      },
      'request completed',
    );
  }
}
