import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { User } from './entities/user.entity.js';

export type UserCreatedHandler = (user: User, em: EntityManager) => Promise<void>;

/**
 * Lets other modules act when a user is created, inside the same transaction (billing starts the
 * trial there), without the auth module knowing them.
 */
@Injectable()
export class UserLifecycle {
  private readonly onCreated: UserCreatedHandler[] = [];

  onUserCreated(handler: UserCreatedHandler): void {
    this.onCreated.push(handler);
  }

  async created(user: User, em: EntityManager): Promise<void> {
    for (const handler of this.onCreated) await handler(user, em);
  }
}
