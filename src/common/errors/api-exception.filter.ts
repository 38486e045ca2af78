import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';
import { isDatabaseUnavailable } from '../../database/database-timeouts.js';
import type { ClientAssets } from '../http/client-assets.js';
import { redactUrl } from '../http/logger.options.js';
import { isClientRoute } from '../http/route-paths.js';
import { AppException } from './app.exception.js';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  DatabaseUnavailableException,
} from './database-unavailable.js';

const DEFAULT_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  501: 'NOT_IMPLEMENTED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Turns every error into `{ statusCode, error, message, code }` (plus `errors` for field
 * errors) and never leaks a stack trace. A GET (or HEAD) for an unknown non-API path is the client's: it
 * answers with the single-page app, whose router shows the not-found screen.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Http');

  constructor(private readonly client?: ClientAssets) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const request = host.switchToHttp().getRequest<FastifyRequest>();
    const { status, body, headers } = this.describe(exception, request);

    if (
      status === 404 &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      isClientRoute(request.url) &&
      this.client?.indexHtml
    ) {
      this.client.sendIndex(request, reply);
      return;
    }
    for (const [name, value] of Object.entries(headers)) void reply.header(name, value);
    void reply.status(status).send(body);
  }

  private describe(exception: unknown, request: FastifyRequest) {
    let status: number = HttpStatus.INTERNAL_SERVER_ERROR;
    let code: string | undefined;
    let message = 'An unexpected error occurred.';
    let errors: unknown;
    let headers: Record<string, string> = {};

    if (exception instanceof AppException) {
      status = exception.getStatus();
      code = exception.code;
      message = exception.message;
      errors = exception.errors;
      headers = exception.headers ?? {};
      if (exception instanceof DatabaseUnavailableException)
        this.logger.warn({ url: redactUrl(request) }, 'Database unavailable: no answer in time');
    } else if (exception instanceof HttpException) {
      status = exception.getStatus();
      const response = exception.getResponse();
      const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
      message = Array.isArray(raw) ? raw.join('; ') : typeof raw === 'string' ? raw : exception.message;
      if (status === 404 && message.startsWith('Cannot '))
        message = `No route for ${request.method} ${request.url.split('?')[0]}`;
      if (status === 400 && /\bJSON\b/.test(message)) code = 'INVALID_JSON';
    } else if (isDatabaseUnavailable(exception)) {
      // the database is down, stalled or overloaded: the request may simply be tried again
      status = HttpStatus.SERVICE_UNAVAILABLE;
      code = 'DATABASE_UNAVAILABLE';
      message = DATABASE_UNAVAILABLE_MESSAGE;
      headers = { 'retry-after': String(DATABASE_RETRY_AFTER_SECONDS) };
      this.logger.warn({ err: exception, url: redactUrl(request) }, 'Database unavailable');
    } else if (isClientError(exception)) {
      // Fastify's own errors: body too large, wrong content type…
      status = exception.statusCode;
      message = exception.message;
    } else {
      this.logger.error({ err: exception, url: redactUrl(request) }, 'Unhandled error');
    }
    const body = {
      statusCode: status,
      error: STATUS_CODES[status] ?? 'Error',
      message,
      code: code ?? DEFAULT_CODES[status] ?? `HTTP_${status}`,
      ...(errors ? { errors } : {}),
    };
    return { status, body, headers };
  }
}

function isClientError(error: unknown): error is { statusCode: number; message: string; code?: string } {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
