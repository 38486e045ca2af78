/** What other modules may use of audit: record an admin write in its transaction. */
export {
  AuditService,
  changedFields,
  type AuditActor,
  type AuditChange,
  type ResourceAudit,
} from './audit.service.js';
