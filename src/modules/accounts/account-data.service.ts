import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { UsersService, type AuthUser } from '../auth/index.js';
import { UserDataService } from './user-data.service.js';

/** A player may download their data this many times a window (each is a full read of their rows). */
export const EXPORT_RATE_LIMIT = { limit: 5, windowSeconds: 60 };

/**
 * A player's own account pages: Delete All Data, Delete Account (both need aal2 when the account
 * has a verified authenticator) and Download my data.
 */
@Injectable()
export class AccountDataService {
  constructor(
    private readonly userData: UserDataService,
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
    private readonly clock: Clock,
  ) {}

  /** Removes the caller's app data; the account, its roles and its subscription stay. */
  async deleteData(caller: AuthUser): Promise<void> {
    await this.users.requireStepUp(caller);
    await this.userData.erase(caller.id, 'data');
  }

  /** Cancels the paid subscription, then removes the account and everything in it. */
  async deleteAccount(caller: AuthUser): Promise<void> {
    await this.users.requireStepUp(caller);
    await this.userData.erase(caller.id, 'account');
  }

  /** The export document and its file name. */
  async export(caller: AuthUser): Promise<{ fileName: string; stream: Readable }> {
    await this.rateLimiter.hit(EXPORT_RATE_LIMIT, `export:${caller.id}`);
    const day = this.clock.now().toISOString().slice(0, 10);
    return { fileName: `kickshots-data-${day}.json`, stream: this.userData.exportStream(caller.id) };
  }
}
