import { Readable } from 'node:stream';
import { IsolationLevel } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Clock } from '../../common/clock.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import {
  OwnsUserData,
  type ErasureScope,
  type UserDataOwner,
  type UserTable,
} from '../../common/user-data/user-data-owner.js';
import { UsersService } from '../auth/index.js';

/** A table holding users' rows, with the module's part that declared it. */
export interface DeclaredUserTable extends Required<UserTable> {
  owner: string;
}

/** The export stream writes in chunks of about this many characters. */
const EXPORT_CHUNK = 64 * 1024;

function ownsUsersTable(owner: UserDataOwner): boolean {
  return owner.userTables.some((table) => table.table === 'users');
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

/**
 * Data deletion and export across modules, without knowing their tables: every provider marked
 * @OwnsUserData() (one per module that keeps users' rows) takes part. Deletion runs every part in
 * one transaction (after what must happen outside the database first, e.g. cancelling the paid
 * subscription); the export reads every part in one read-only snapshot and streams one JSON
 * document.
 */
@Injectable()
export class UserDataService implements OnModuleInit {
  private readonly logger = new Logger('Accounts');
  private owners: UserDataOwner[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly users: UsersService,
    private readonly rateLimiter: RateLimiter,
  ) {}

  onModuleInit(): void {
    const owners = this.discovery
      .getProviders({ metadataKey: OwnsUserData.KEY })
      .map((wrapper) => wrapper.instance as UserDataOwner);
    // The account (the users row) comes first in the export and goes last in a deletion.
    this.owners = owners.sort((a, b) => Number(ownsUsersTable(b)) - Number(ownsUsersTable(a)));
  }

  /** Every table the modules declare as holding users' rows. */
  declaredTables(): DeclaredUserTable[] {
    return this.owners.flatMap((owner) =>
      owner.userTables.map((table) => ({
        owner: owner.constructor.name,
        table: table.table,
        column: table.column ?? 'user_id',
        kind: table.kind,
      })),
    );
  }

  /**
   * Deletes the user's data (`data`: the app data, the account stays) or the whole account
   * (`account`). First what must happen outside the database (a failure there stops everything,
   * nothing deleted), then in one transaction: `alsoInTransaction` (e.g. the audit entry of an
   * admin's deletion) first, so what it writes is erased like everything else, then every module's
   * part, and with the account the rate-limit counters named after its id or e-mail (the limiter
   * is no module's); then what each part does once it has committed.
   */
  async erase(
    userId: string,
    scope: ErasureScope,
    alsoInTransaction?: (em: EntityManager) => void | Promise<void>,
  ): Promise<void> {
    for (const owner of this.owners) await owner.prepareErasure?.(userId, scope);
    const email = scope === 'account' ? (await this.users.emailsOf([userId])).get(userId) : undefined;
    const afterCommit = await this.em.fork().transactional(async (em) => {
      if (alsoInTransaction) {
        await alsoInTransaction(em);
        await em.flush();
      }
      const callbacks: (() => void)[] = [];
      for (const owner of [...this.owners].reverse()) {
        const after = await owner.erase(userId, scope, em);
        if (after) callbacks.push(after);
      }
      if (scope === 'account') await this.rateLimiter.forget(em, email ? [userId, email] : [userId]);
      return callbacks;
    });
    for (const after of afterCommit) after();
    this.logger.log(
      { event: scope === 'data' ? 'user_data.deleted' : 'account.deleted', userId },
      'User data deleted',
    );
  }

  /**
   * The export document (everything the user owns, one key per section), written as it is read: a
   * long list is read a page at a time, so the document is never held in memory whole. Read in one
   * REPEATABLE READ snapshot, so it is consistent even while the player keeps practising.
   */
  exportStream(userId: string): Readable {
    return Readable.from(this.exportChunks(userId), { objectMode: false });
  }

  private async *exportChunks(userId: string): AsyncGenerator<string> {
    const em = this.em.fork();
    await em.begin({ isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
    try {
      let buffer = `{"exportedAt":${JSON.stringify(this.clock.now())}`;
      const write = function* (text: string) {
        buffer += text;
        if (buffer.length >= EXPORT_CHUNK) {
          yield buffer;
          buffer = '';
        }
      };
      for (const owner of this.owners) {
        for (const section of await owner.exportSections(userId, em)) {
          yield* write(`,${JSON.stringify(section.name)}:`);
          if (!isAsyncIterable(section.value)) {
            yield* write(JSON.stringify(section.value ?? null));
            continue;
          }
          let separator = '[';
          for await (const row of section.value) {
            yield* write(separator + JSON.stringify(row));
            separator = ',';
          }
          yield* write(separator === '[' ? '[]' : ']');
        }
      }
      yield `${buffer}}`;
    } finally {
      await em.rollback();
    }
  }
}
