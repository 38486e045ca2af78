import { randomInt } from 'node:crypto';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { parseListQuery, type ListQuery, type RawListQuery } from '../../common/admin-list/list-query.js';
import { ValidationFailedException } from '../../common/errors/app.exception.js';
import { Clock } from '../../common/clock.js';
import type { AuthUser } from '../auth/index.js';
import { AuditService } from '../audit/index.js';
import { BillingException } from './billing.exception.js';
import {
  extensionMonthsOf,
  PROMO_GENERATED_CODE_LENGTH,
  type AdminPromoCodeDto,
  type CreatePromoCodeDto,
} from './dto/admin-promo-code.dto.js';
import { PromoCode } from './entities/promo-code.entity.js';

export const PROMO_CODES_RESOURCE = 'promo-codes';
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const PROMO_STATUS_FILTERS = ['all', 'available', 'used'] as const;

const SORTS = { createdAt: 'createdAt', usedAt: 'usedAt', code: 'code', userEmail: 'userEmail' } as const;

/** A generated code (when the admin gives none): 8 characters from A–Z and 0–9. */
export function generatePromoCode(): string {
  let code = '';
  for (let i = 0; i < PROMO_GENERATED_CODE_LENGTH; i++)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

function toDto(row: PromoCode): AdminPromoCodeDto {
  return {
    id: row.id,
    code: row.code,
    userEmail: row.userEmail,
    extensionMonths: row.extensionMonths,
    used: row.used,
    usedAt: row.usedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
  };
}

/** The admin's promo codes: list, create, delete, each write audited. */
@Injectable()
export class PromoCodesAdminService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  parse(raw: RawListQuery): ListQuery {
    const query = parseListQuery(raw, {
      sortable: Object.keys(SORTS),
      defaultSort: { field: 'createdAt', order: 'DESC' },
      filters: ['status', 'q'],
    });
    const status = query.filter.status;
    if (status !== undefined && !PROMO_STATUS_FILTERS.includes(status as never))
      throw new ValidationFailedException([
        { field: 'filter', message: `status must be one of ${PROMO_STATUS_FILTERS.join(', ')}` },
      ]);
    if (query.filter.q !== undefined && typeof query.filter.q !== 'string')
      throw new ValidationFailedException([{ field: 'filter', message: 'q must be a string' }]);
    return query;
  }

  async list(query: ListQuery): Promise<{ rows: AdminPromoCodeDto[]; total: number }> {
    const where: Record<string, unknown> = {};
    const { status, q, id } = query.filter as { status?: string; q?: string; id?: string[] };
    if (status === 'available') where.used = false;
    if (status === 'used') where.used = true;
    if (q?.trim())
      where.$or = [{ code: { $ilike: `%${q.trim()}%` } }, { userEmail: { $ilike: `%${q.trim()}%` } }];
    if (id) where.id = { $in: id.filter((value) => /^[0-9a-f-]{36}$/i.test(value)) };
    const field = SORTS[query.sort.field as keyof typeof SORTS];
    const order = query.sort.order === 'ASC' ? 'asc nulls first' : 'desc nulls last';
    const [rows, total] = await this.em.fork().findAndCount(PromoCode, where, {
      orderBy: [{ [field]: order }, { id: query.sort.order === 'ASC' ? 'asc' : 'desc' }],
      limit: query.range.limit,
      offset: query.range.offset,
    });
    return { rows: rows.map(toDto), total };
  }

  async create(admin: AuthUser, body: CreatePromoCodeDto): Promise<AdminPromoCodeDto> {
    const custom = body.code?.trim() ? body.code.trim().toUpperCase() : undefined;
    // A generated code that happens to exist already is drawn again; a custom one is refused.
    for (let attempt = 0; ; attempt++) {
      const code = custom ?? generatePromoCode();
      try {
        return await this.em.fork().transactional(async (tx) => {
          const row = tx.create(PromoCode, {
            code,
            userEmail: body.userEmail.trim().toLowerCase(),
            extensionMonths: extensionMonthsOf(body.extensionMonths),
            createdAt: this.clock.now(),
            createdBy: admin.id,
          });
          await tx.flush();
          const dto = toDto(row);
          this.audit.record(tx, admin, {
            resource: PROMO_CODES_RESOURCE,
            recordId: row.id,
            action: 'create',
            before: null,
            after: { ...dto },
          });
          return dto;
        });
      } catch (error) {
        if (!(error instanceof UniqueConstraintViolationException)) throw error;
        if (custom || attempt >= 5) throw new BillingException('PROMO_CODE_EXISTS');
      }
    }
  }

  /** Deletes an unused code (answering it as it was); a used one stays (409 PROMO_CODE_USED). */
  async remove(admin: AuthUser, id: string): Promise<AdminPromoCodeDto> {
    return this.em.fork().transactional(async (tx) => {
      const row = await tx.findOne(PromoCode, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row) throw new BillingException('PROMO_CODE_NOT_FOUND');
      if (row.used) throw new BillingException('PROMO_CODE_USED');
      const dto = toDto(row);
      tx.remove(row);
      await tx.flush();
      this.audit.record(tx, admin, {
        resource: PROMO_CODES_RESOURCE,
        recordId: row.id,
        action: 'delete',
        before: { ...dto },
        after: null,
      });
      return dto;
    });
  }
}
