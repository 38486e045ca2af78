import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AppException } from '../errors/app.exception.js';
import { RateLimitBucket } from './rate-limit-bucket.entity.js';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSeconds: number;
}

export class RateLimitedException extends AppException {
  constructor(retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(
      'RATE_LIMITED',
      HttpStatus.TOO_MANY_REQUESTS,
      `Too many attempts. Try again in ${seconds} seconds.`,
      undefined,
      {
        'retry-after': String(seconds),
      },
    );
  }
}

/**
 * A PostgreSQL regular expression matching the keys of `subject`: lower-case name segments, the
 * subject itself (every character that is not a letter or digit escaped), then at most an address
 * after `|`.
 */
export function subjectKeyPattern(subject: string): string {
  const literal = subject.replace(/[^\p{L}\p{N}]/gu, (c) => `\\${c}`);
  return `^[a-z-]+(:[a-z-]+)*:${literal}(\\|[^|]*)?$`;
}

/**
 * Fixed-window rate limits kept in PostgreSQL, so every replica counts the same attempts. One
 * statement increments (or restarts) the window and reads it back, so concurrent hits never race.
 */
@Injectable()
export class RateLimiter {
  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Counts one attempt for each key; throws 429 with Retry-After when any is over its limit. */
  async hit(rule: RateLimitRule, ...keys: string[]): Promise<void> {
    let retryAfter = 0;
    for (const key of keys) {
      const [row] = await this.em.getConnection().execute<{ count: number; retry_after: number }[]>(
        `insert into rate_limits (key, count, window_start) values (?, 1, now())
         on conflict (key) do update set
           count = case when rate_limits.window_start <= now() - make_interval(secs => ?) then 1 else rate_limits.count + 1 end,
           window_start = case when rate_limits.window_start <= now() - make_interval(secs => ?) then now() else rate_limits.window_start end
         returning count, extract(epoch from (window_start + make_interval(secs => ?) - now()))::float8 as retry_after`,
        [key, rule.windowSeconds, rule.windowSeconds, rule.windowSeconds],
      );
      if (row && row.count > rule.limit * this.config.rateLimitScale)
        retryAfter = Math.max(retryAfter, row.retry_after);
    }
    if (retryAfter > 0) throw new RateLimitedException(retryAfter);
  }

  /** Forgets the counters of these keys (e.g. after a successful sign-in). */
  async reset(...keys: string[]): Promise<void> {
    await this.em.fork().nativeDelete(RateLimitBucket, { key: { $in: keys } });
  }

  /**
   * Forgets every counter named after one of `subjects` (a deleted account's id and e-mail), in
   * `em`'s transaction. A key is `<name>:<subject>`, `<name>:<kind>:<subject>` or
   * `<name>:<kind>:<subject>|<address>`; a subject matches a whole segment in any case, never a part
   * of another (deleting `b@x.test` leaves the counters of `ab@x.test` alone).
   */
  async forget(em: EntityManager, subjects: readonly string[]): Promise<void> {
    for (const subject of subjects) {
      if (!subject) continue;
      await em
        .getConnection()
        .execute(
          'delete from rate_limits where key ~* ?',
          [subjectKeyPattern(subject)],
          'run',
          em.getTransactionContext(),
        );
    }
  }

  /** Removes windows that ended long ago. */
  async purge(): Promise<void> {
    await this.em
      .getConnection()
      .execute("delete from rate_limits where window_start < now() - interval '1 day'");
  }
}
