import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

export const AUDIT_ERRORS = {
  AUDIT_ENTRY_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This audit entry does not exist.'],
} as const satisfies ErrorCatalogue;

/** The audit module's errors. */
export class AuditException extends exceptionOf(AUDIT_ERRORS) {}
