import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminListQueryDto } from '../../common/admin-list/list-query.dto.js';
import { setContentRange } from '../../common/admin-list/list-query.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { UuidParam } from '../../common/http/uuid-param.pipe.js';
import { AdminOnly } from '../auth/index.js';
import { AUDIT_LOG_RESOURCE, AuditLogService } from './audit-log.service.js';
import { AuditEntryDto } from './dto/audit-entry.dto.js';

/** Admin resource `audit-log` (ra-data-simple-rest, read-only): every admin write. */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/audit-log')
export class AuditLogController {
  constructor(private readonly log: AuditLogService) {}

  @Get()
  @ApiOperation({
    summary: 'The audit trail of admin writes, newest first',
    description:
      'Sort by createdAt, resource, action, adminEmail. Filters: resource, action, adminEmail (contains), ' +
      'recordId, id (a list: getMany). Answers Content-Range: audit-log start-end/total.',
  })
  @ApiOkResponse({ type: [AuditEntryDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: bad sort, range or filter' })
  async listAdminAuditLog(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AuditEntryDto[]> {
    const page = await this.log.list(query);
    setContentRange(reply, AUDIT_LOG_RESOURCE, page.query, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One audit entry' })
  @ApiOkResponse({ type: AuditEntryDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'AUDIT_ENTRY_NOT_FOUND' })
  getAdminAuditEntry(@Param('id', UuidParam()) id: string): Promise<AuditEntryDto> {
    return this.log.get(id);
  }
}
