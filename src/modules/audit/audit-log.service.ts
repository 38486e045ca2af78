import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  containsPattern,
  parseListQuery,
  stringFilterOf,
  uuidIdsOf,
  type ListQuery,
  type RawListQuery,
} from '../../common/admin-list/list-query.js';
import { listPageOptions } from '../../common/admin-list/list-page.js';
import { AuditException } from './audit.exception.js';
import type { AuditEntryDto } from './dto/audit-entry.dto.js';
import { AuditEntry } from './entities/audit-entry.entity.js';

export const AUDIT_LOG_RESOURCE = 'audit-log';

const LIST_RULES = {
  sortable: ['createdAt', 'resource', 'action', 'adminEmail'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['resource', 'action', 'adminEmail', 'recordId'],
} as const;

function toDto(entry: AuditEntry): AuditEntryDto {
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    adminId: entry.admin?.id ?? null,
    adminEmail: entry.adminEmail,
    resource: entry.resource,
    recordId: entry.recordId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  };
}

/** The admin resource `audit-log`: the audit trail, read-only, newest first. */
@Injectable()
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  async list(raw: RawListQuery): Promise<{ query: ListQuery; rows: AuditEntryDto[]; total: number }> {
    const query = parseListQuery(raw, LIST_RULES);
    const where: FilterQuery<AuditEntry> = {};
    const ids = uuidIdsOf(query);
    if (ids) where.id = { $in: ids };
    const resource = stringFilterOf(query, 'resource');
    if (resource) where.resource = resource;
    const action = stringFilterOf(query, 'action');
    if (action) where.action = action as AuditEntry['action'];
    const adminEmail = stringFilterOf(query, 'adminEmail');
    if (adminEmail) where.adminEmail = { $ilike: containsPattern(adminEmail) };
    const recordId = stringFilterOf(query, 'recordId');
    if (recordId) where.recordId = recordId;
    const [rows, total] = await this.em.findAndCount(AuditEntry, where, listPageOptions(query));
    return { query, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<AuditEntryDto> {
    const entry = await this.em.findOne(AuditEntry, { id });
    if (!entry) throw new AuditException('AUDIT_ENTRY_NOT_FOUND');
    return toDto(entry);
  }
}
