import type { EntityManager } from '@mikro-orm/postgresql';
import { DiscoveryService } from '@nestjs/core';

/**
 * What a deletion removes: `data` is the player's app data (Delete All Data keeps the account);
 * `account` is everything, the account itself included (Delete Account, or an admin deleting a user).
 */
export type ErasureScope = 'data' | 'account';

/**
 * What a record kept after an account's deletion says in place of the account's e-mail or id (a
 * redeemed promo code, an audit entry about the account).
 */
export const DELETED_ACCOUNT = '(deleted account)';

/**
 * How a table holds a user's rows:
 * - `data`: the player's app data (progress, notes, …): gone after either deletion;
 * - `account`: the account (the user, roles, sessions, subscription): kept by Delete All Data, gone
 *   with the account;
 * - `authorship`: a record an admin made, kept when its author's account goes, the author's
 *   reference set to null by the foreign key (`on delete set null`);
 * - `data-reset`: where the player's data starts again, written by Delete All Data itself (one row
 *   a player at most), gone with the account.
 */
export type UserTableKind = 'data' | 'account' | 'authorship' | 'data-reset';

export interface UserTable {
  table: string;
  /** The column naming the user: `user_id` unless said. */
  column?: string;
  kind: UserTableKind;
}

/** One key of the export document: a value, or rows read a page at a time (see pagedRows). */
export interface ExportSection {
  name: string;
  value: unknown;
}

/**
 * A module's part in data deletion and export (GDPR Art. 17 and 20), for the tables it owns. Module
 * `accounts` finds every provider marked @OwnsUserData() and runs them all, without knowing their
 * tables; a test compares the tables declared here with the database catalogue, so a table holding
 * users' rows that no module declares fails it.
 */
export interface UserDataOwner {
  /** The tables of this module that hold a user's rows, with the column that names the user. */
  readonly userTables: readonly UserTable[];

  /**
   * Before the database transaction, for `account` scope: what must happen outside the database first
   * (billing cancels the paid subscription at the provider). Throwing stops the deletion.
   */
  prepareErasure?(userId: string, scope: ErasureScope): Promise<void>;

  /**
   * Deletes the user's rows of `scope` inside the deletion's one transaction (`em`). May return what
   * to do once it has committed (forget cached sessions, send the confirmation e-mail).
   */
  erase(userId: string, scope: ErasureScope, em: EntityManager): Promise<void | (() => void)>;

  /** The user's rows, for the export document, read through `em` (one read-only snapshot). */
  exportSections(userId: string, em: EntityManager): ExportSection[] | Promise<ExportSection[]>;
}

/** Marks a provider implementing UserDataOwner: module `accounts` discovers it. */
export const OwnsUserData = DiscoveryService.createDecorator<void>();

/**
 * Rows read `pageSize` at a time (offset paging over a stable order), so a long list goes into the
 * export stream without being held in memory whole.
 */
export async function* pagedRows<T, R = T>(
  fetchPage: (offset: number, limit: number) => Promise<T[]>,
  map: (row: T) => R = (row) => row as unknown as R,
  pageSize = 500,
): AsyncGenerator<R> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await fetchPage(offset, pageSize);
    for (const row of page) yield map(row);
    if (page.length < pageSize) return;
  }
}
