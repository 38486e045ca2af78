import { EntityManager, UniqueConstraintViolationException, type FilterQuery } from '@mikro-orm/postgresql';
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
import { Clock } from '../../common/clock.js';
import { optionalText } from '../../common/input-rules.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuditService, type AuditActor, type ResourceAudit } from '../audit/index.js';
import { defaultConfigEntries, knownKeyErrors } from './app-config-rules.js';
import { AppConfigException } from './app-config.exception.js';
import type {
  AppConfigAdminDto,
  CreateAppConfigDto,
  QuickSetupResultDto,
  UpdateAppConfigDto,
} from './dto/app-config-admin.dto.js';
import { AppConfigEntry } from './entities/app-config-entry.entity.js';

export const APP_CONFIG_RESOURCE = 'app-config';

const LIST_RULES = {
  sortable: ['key', 'updatedAt'],
  defaultSort: { field: 'key', order: 'ASC' },
  filters: ['q', 'key'],
} as const;

function toDto(entry: AppConfigEntry): AppConfigAdminDto {
  return {
    id: entry.id,
    key: entry.key,
    value: entry.value,
    description: entry.description,
    updatedAt: entry.updatedAt.toISOString(),
  };
}

function snapshot(entry: AppConfigEntry): Record<string, unknown> {
  return { key: entry.key, value: entry.value, description: entry.description };
}

/** Key and value present ('Key and value are required'; null, '' and blank text count as missing). */
function isMissing(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function checkValue(key: string, value: unknown): void {
  const errors = knownKeyErrors(key, value);
  if (errors.length > 0) throw new AppConfigException('CONFIG_VALUE_INVALID', errors);
}

/**
 * The admin resource `app-config`: list (by key), read, create, update (value and description; the
 * key is fixed), delete, and Quick Setup (the default entries whose keys are missing).
 */
@Injectable()
export class AppConfigAdminService {
  private readonly audited: ResourceAudit;

  constructor(
    private readonly em: EntityManager,
    audit: AuditService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.audited = audit.forResource(APP_CONFIG_RESOURCE);
  }

  async list(raw: RawListQuery): Promise<{ query: ListQuery; rows: AppConfigAdminDto[]; total: number }> {
    const query = parseListQuery(raw, LIST_RULES);
    const where: FilterQuery<AppConfigEntry> = {};
    const ids = uuidIdsOf(query);
    if (ids) where.id = { $in: ids };
    const q = stringFilterOf(query, 'q');
    if (q) where.key = { $ilike: containsPattern(q) };
    const key = stringFilterOf(query, 'key');
    if (key) where.key = key;
    const [rows, total] = await this.em.findAndCount(AppConfigEntry, where, listPageOptions(query));
    return { query, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<AppConfigAdminDto> {
    return toDto(await this.find(this.em, id));
  }

  async create(input: CreateAppConfigDto, actor: AuditActor): Promise<AppConfigAdminDto> {
    const key = optionalText(input.key);
    if (!key || isMissing(input.value)) {
      const fields = [...(key ? [] : ['key']), ...(isMissing(input.value) ? ['value'] : [])];
      throw new AppConfigException(
        'CONFIG_KEY_VALUE_REQUIRED',
        fields.map((field) => ({ field, message: 'is required' })),
      );
    }
    checkValue(key, input.value);
    try {
      return await this.em.transactional(async (em) => {
        if (await em.count(AppConfigEntry, { key })) throw new AppConfigException('CONFIG_KEY_EXISTS');
        const entry = em.create(AppConfigEntry, {
          key,
          value: input.value,
          description: optionalText(input.description),
          updatedAt: this.clock.now(),
        });
        em.persist(entry);
        this.audited.created(em, actor, entry.id, snapshot(entry));
        return toDto(entry);
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw new AppConfigException('CONFIG_KEY_EXISTS');
      throw error;
    }
  }

  async update(id: string, input: UpdateAppConfigDto, actor: AuditActor): Promise<AppConfigAdminDto> {
    return this.em.transactional(async (em) => {
      const entry = await this.find(em, id);
      if (input.key !== undefined && input.key !== null && input.key.trim() !== entry.key)
        throw new AppConfigException('CONFIG_KEY_IMMUTABLE', [
          { field: 'key', message: 'cannot be changed' },
        ]);
      if (input.value !== undefined && isMissing(input.value))
        throw new AppConfigException('CONFIG_KEY_VALUE_REQUIRED', [
          { field: 'value', message: 'is required' },
        ]);
      const value = input.value !== undefined ? input.value : entry.value;
      checkValue(entry.key, value);
      const before = snapshot(entry);
      const description =
        input.description !== undefined ? optionalText(input.description) : entry.description;
      const after = { key: entry.key, value, description };
      if (JSON.stringify(after) === JSON.stringify(before)) return toDto(entry);
      em.assign(entry, { value, description, updatedAt: this.clock.now() });
      this.audited.updated(em, actor, entry.id, before, after);
      return toDto(entry);
    });
  }

  async remove(id: string, actor: AuditActor): Promise<AppConfigAdminDto> {
    return this.em.transactional(async (em) => {
      const entry = await this.find(em, id);
      const dto = toDto(entry);
      em.remove(entry);
      this.audited.deleted(em, actor, entry.id, snapshot(entry));
      return dto;
    });
  }

  /**
   * Inserts the default entries whose keys are missing; never overwrites one. A Quick Setup running
   * at the same time may insert a key first: the unique key refuses ours and the run starts again,
   * now keeping that key.
   */
  async quickSetup(actor: AuditActor, attempts = 2): Promise<QuickSetupResultDto> {
    try {
      return await this.em.transactional(async (em) => {
        const defaults = defaultConfigEntries(this.config.contact.supportEmail);
        const existing = new Set(
          (await em.find(AppConfigEntry, { key: { $in: defaults.map((d) => d.key) } })).map((e) => e.key),
        );
        const created: string[] = [];
        for (const fields of defaults.filter((d) => !existing.has(d.key))) {
          const entry = em.create(AppConfigEntry, { ...fields, updatedAt: this.clock.now() });
          em.persist(entry);
          created.push(entry.key);
          this.audited.created(em, actor, entry.id, snapshot(entry));
        }
        return { created, kept: defaults.map((d) => d.key).filter((key) => !created.includes(key)) };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && attempts > 1)
        return this.quickSetup(actor, attempts - 1);
      throw error;
    }
  }

  private async find(em: EntityManager, id: string): Promise<AppConfigEntry> {
    const entry = await em.findOne(AppConfigEntry, { id });
    if (!entry) throw new AppConfigException('APP_CONFIG_NOT_FOUND');
    return entry;
  }
}
