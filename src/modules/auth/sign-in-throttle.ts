import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger } from '@nestjs/common';
import {
  RateLimitedException,
  RateLimiter,
  type RateLimitRule,
} from '../../common/rate-limit/rate-limiter.service.js';

export const SIGN_IN_LIMITS = {
  /** Every attempt from one address, whatever the e-mail: refused (429) beyond this. */
  address: { limit: 30, windowSeconds: 300 },
  /** Attempts on one e-mail from one address since its last success there: refused (429) beyond this. */
  emailAtAddress: { limit: 10, windowSeconds: 900 },
  /** Attempts on one e-mail from any address since its last success: slowed down beyond this. */
  emailSlowdown: { limit: 10, windowSeconds: 900 },
} satisfies Record<string, RateLimitRule>;

/** How long every attempt on an e-mail under attack waits before its password is checked. */
export const SIGN_IN_SLOWDOWN_MS = 3_000;

/**
 * Brute-force protection for password sign-in that cannot lock the owner out. Guessing from one
 * address is refused after a few attempts (per address, and per e-mail at that address), so an
 * attacker's address is cut off while the owner's is not. Guessing one e-mail from many addresses
 * never refuses the right password: every attempt on that e-mail (the owner's too) waits
 * SIGN_IN_SLOWDOWN_MS first, whatever its outcome, so an attacker gains nothing by giving up early.
 * A success clears the e-mail's counts.
 */
@Injectable()
export class SignInThrottle {
  private readonly events = new Logger('AuthEvents');

  constructor(private readonly limiter: RateLimiter) {}

  /** Counts an attempt before the password is checked: 429 when over a limit, a wait when slowed down. */
  async beforeAttempt(email: string, ip: string): Promise<void> {
    await this.limiter.hit(SIGN_IN_LIMITS.address, `sign-in:ip:${ip}`);
    await this.limiter.hit(SIGN_IN_LIMITS.emailAtAddress, emailAtAddressKey(email, ip));
    const underAttack = await this.limiter.hit(SIGN_IN_LIMITS.emailSlowdown, emailKey(email)).then(
      () => false,
      (error: unknown) => {
        if (error instanceof RateLimitedException) return true;
        throw error;
      },
    );
    if (underAttack) {
      this.events.warn({ event: 'sign_in.slowed', ip }, 'Many failed sign-ins for this e-mail: slowed down');
      await this.wait(SIGN_IN_SLOWDOWN_MS);
    }
  }

  /** Forgets the e-mail's failed attempts after a successful sign-in from `ip`. */
  async succeeded(email: string, ip: string): Promise<void> {
    await this.limiter.reset(emailAtAddressKey(email, ip), emailKey(email));
  }

  /** The slow-down itself (replaced in tests, which never wait on the clock). */
  wait(ms: number): Promise<void> {
    return sleep(ms);
  }
}

const emailKey = (email: string) => `sign-in:email:${email}`;
const emailAtAddressKey = (email: string, ip: string) => `sign-in:email-ip:${email}|${ip}`;
