import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  DELETED_ACCOUNT,
  OwnsUserData,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { UsersService } from '../auth/index.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

/** `text` with every occurrence of each of `subjects` (in any case) replaced by DELETED_ACCOUNT. */
function redactedText(text: string, subjects: readonly RegExp[]): string {
  return subjects.reduce((result, subject) => result.replace(subject, DELETED_ACCOUNT), text);
}

/**
 * A JSON value of an audit entry with every mention of a deleted account (its id or e-mail, in any
 * string or property name, at any depth) replaced by DELETED_ACCOUNT.
 */
export function redactedJson<T>(value: T, subjects: readonly string[]): T {
  const patterns = subjects
    .filter((subject) => subject !== '')
    .map((subject) => new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi'));
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return redactedText(node, patterns);
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node === 'object' && node !== null)
      return Object.fromEntries(
        Object.entries(node).map(([key, child]) => [redactedText(key, patterns), walk(child)]),
      );
    return node;
  };
  return walk(value) as T;
}

/**
 * The audit log records admins' writes. It is kept when an admin's account is deleted (who changed
 * what stays accountable): the foreign key unlinks the entry, which keeps the admin's e-mail as
 * written. Entries about an account that is deleted (its trial or role changed, a promo code issued
 * to its address, its deletion) stay too, but no longer name it: their record id, and every mention
 * of its id or e-mail in the changed fields, become `(deleted account)`. Delete All Data keeps the
 * account, so it changes nothing here; the export has nothing to add.
 */
@Injectable()
@OwnsUserData()
export class AuditUserData implements UserDataOwner {
  readonly userTables = [{ table: 'audit_log', column: 'admin_id', kind: 'authorship' }] as const;

  constructor(private readonly users: UsersService) {}

  async erase(userId: string, scope: ErasureScope, em: EntityManager): Promise<void> {
    if (scope === 'data') return;
    const email = (await this.users.emailsOf([userId])).get(userId);
    const subjects = email ? [userId, email] : [userId];
    await em.nativeUpdate(AuditEntry, { recordId: userId }, { recordId: DELETED_ACCOUNT });
    const mentions = subjects
      .map(() => `position(lower(?) in lower(concat(before::text, ' ', after::text))) > 0`)
      .join(' or ');
    const rows = await em
      .getConnection()
      .execute<Pick<AuditEntry, 'id' | 'before' | 'after'>[]>(
        `select id, before, after from audit_log where ${mentions}`,
        subjects,
        'all',
        em.getTransactionContext(),
      );
    for (const row of rows)
      await em.nativeUpdate(
        AuditEntry,
        { id: row.id },
        {
          before: redactedJson(row.before, subjects),
          after: redactedJson(row.after, subjects),
        },
      );
  }

  exportSections(): ExportSection[] {
    return [];
  }
}
