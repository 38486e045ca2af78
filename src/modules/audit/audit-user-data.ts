import { Injectable } from '@nestjs/common';
import {
  OwnsUserData,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';

/**
 * The audit log records admins' writes. It is kept when an admin's account is deleted (who changed
 * what stays accountable): the foreign key unlinks the entry, which keeps the e-mail as written.
 * Entries about a player (an admin moved their trial end) name them by id only. Neither deletion
 * nor the export has anything to do here.
 */
@Injectable()
@OwnsUserData()
export class AuditUserData implements UserDataOwner {
  readonly userTables = [{ table: 'audit_log', column: 'admin_id', kind: 'authorship' }] as const;

  async erase(): Promise<void> {}

  exportSections(): ExportSection[] {
    return [];
  }
}
