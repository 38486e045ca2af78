import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AuditLogController } from './audit-log.controller.js';
import { AuditLogService } from './audit-log.service.js';
import { AuditService } from './audit.service.js';
import { AuditEntry } from './entities/audit-entry.entity.js';
import { AuditUserData } from './audit-user-data.js';

/** The tables audit owns. */
export const AUDIT_ENTITIES = [AuditEntry];

/** The audit trail of admin writes (written in each write's transaction) and its admin list. */
@Global()
@Module({
  imports: [AuthModule],
  controllers: [AuditLogController],
  providers: [AuditService, AuditLogService, AuditUserData],
  exports: [AuditService],
})
export class AuditModule {}
