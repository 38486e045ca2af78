import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AuditEntry } from './entities/audit-entry.entity.js';

/** Who made an admin write. */
export interface AuditActor {
  id: string;
  email: string;
}

export interface AuditChange {
  resource: string;
  recordId: string;
  action: 'create' | 'update' | 'delete';
  /** The record as it was (null for a create). Only the fields that changed are kept. */
  before: Record<string, unknown> | null;
  /** The record as it is (null for a delete). */
  after: Record<string, unknown> | null;
}

/** Plain JSON of a value (dates as ISO strings), for comparing and storing. */
function plain(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

/** The fields whose values differ between `before` and `after` (all of them for a create or delete). */
export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) {
    const only = (r: Record<string, unknown> | null) =>
      r && Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)]));
    return { before: only(before), after: only(after) };
  }
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => JSON.stringify(plain(before[key])) !== JSON.stringify(plain(after[key])),
  );
  return {
    before: Object.fromEntries(keys.map((k) => [k, plain(before[k])])),
    after: Object.fromEntries(keys.map((k) => [k, plain(after[k])])),
  };
}

/** The entries of one admin resource (AuditService.forResource): one call per write. */
export interface ResourceAudit {
  created(em: EntityManager, actor: AuditActor, recordId: string, after: Record<string, unknown>): void;
  updated(
    em: EntityManager,
    actor: AuditActor,
    recordId: string,
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): void;
  deleted(em: EntityManager, actor: AuditActor, recordId: string, before: Record<string, unknown>): void;
}

/**
 * The audit trail of admin writes. `record` persists the entry in the caller's EntityManager, so it
 * commits (or rolls back) in the same transaction as the change it describes: call it inside the
 * write's `em.transactional(...)` before it ends. An update that changed nothing writes no entry.
 */
@Injectable()
export class AuditService {
  record(em: EntityManager, actor: AuditActor, change: AuditChange): void {
    const diff = changedFields(change.before, change.after);
    if (change.action === 'update' && Object.keys(diff.after ?? {}).length === 0) return;
    const entry = em.create(AuditEntry, {
      admin: AuditEntry.adminRef(em, actor.id),
      adminEmail: actor.email,
      resource: change.resource,
      recordId: change.recordId,
      action: change.action,
      before: diff.before,
      after: diff.after,
    });
    em.persist(entry);
  }

  /** The entries of one resource: `created`, `updated` and `deleted`, each as `record` writes it. */
  forResource(resource: string): ResourceAudit {
    return {
      created: (em, actor, recordId, after) =>
        this.record(em, actor, { resource, recordId, action: 'create', before: null, after }),
      updated: (em, actor, recordId, before, after) =>
        this.record(em, actor, { resource, recordId, action: 'update', before, after }),
      deleted: (em, actor, recordId, before) =>
        this.record(em, actor, { resource, recordId, action: 'delete', before, after: null }),
    };
  }
}
