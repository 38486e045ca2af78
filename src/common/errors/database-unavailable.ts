import { HttpStatus } from '@nestjs/common';
import { AppException } from './app.exception.js';

/** How long a client should wait before trying again while the database does not answer. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a few seconds.';

/**
 * 503 DATABASE_UNAVAILABLE with Retry-After: the database is down, stalled or overloaded, so the
 * request may simply be tried again. It says nothing about the caller's credentials.
 */
export class DatabaseUnavailableException extends AppException {
  constructor() {
    super('DATABASE_UNAVAILABLE', HttpStatus.SERVICE_UNAVAILABLE, DATABASE_UNAVAILABLE_MESSAGE, undefined, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
}

/**
 * The result of `work`, or a DatabaseUnavailableException when it has not settled within `ms`.
 * For database reads whose answer a request waits on and that are never slow while the database
 * is healthy: a stalled database then costs the caller `ms`, not the much longer statement
 * timeout. `work` itself is not stopped (a read that answers later changes nothing).
 */
export function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailableException()), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
