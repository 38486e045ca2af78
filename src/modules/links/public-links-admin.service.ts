import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  anyFieldContains,
  parseListQuery,
  stringFilterOf,
  uuidIdsOf,
  type ListQuery,
  type RawListQuery,
} from '../../common/admin-list/list-query.js';
import { listPageOptions } from '../../common/admin-list/list-page.js';
import { isHttpUrl, optionalText, refuseFields } from '../../common/input-rules.js';
import { AuditService, type AuditActor, type ResourceAudit } from '../audit/index.js';
import { LinksException } from './links.exception.js';
import type {
  CreatePublicLinkDto,
  PublicLinkAdminDto,
  UpdatePublicLinkDto,
} from './dto/public-link-admin.dto.js';
import {
  PUBLIC_LINK_CATEGORIES,
  PublicLink,
  type PublicLinkCategory,
} from './entities/public-link.entity.js';

export const PUBLIC_LINKS_RESOURCE = 'public-links';

const LIST_RULES = {
  sortable: ['createdAt', 'updatedAt', 'url', 'description', 'category'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'category'],
} as const;

type LinkFields = Pick<PublicLink, 'url' | 'description' | 'tags' | 'category'>;

function toDto(link: PublicLink): PublicLinkAdminDto {
  return {
    id: link.id,
    url: link.url,
    description: link.description,
    tags: link.tags,
    category: link.category,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}

function snapshot(link: PublicLink): Record<string, unknown> {
  return { url: link.url, description: link.description, tags: link.tags, category: link.category };
}

/**
 * The rules of a public link: URL required ('URL is required') and a valid http(s) URL ('Please
 * enter a valid URL'); the category one of seven (default general); an empty description or tags null.
 */
function checkedFields(input: CreatePublicLinkDto): LinkFields {
  const url = optionalText(input.url);
  if (!url) throw new LinksException('URL_REQUIRED', [{ field: 'url', message: 'is required' }]);
  if (!isHttpUrl(url))
    throw new LinksException('URL_INVALID', [{ field: 'url', message: 'must be an http(s) URL' }]);
  const description = optionalText(input.description) ?? null;
  const category = optionalText(input.category)?.toLowerCase() ?? 'general';
  refuseFields(
    (PUBLIC_LINK_CATEGORIES as readonly string[]).includes(category)
      ? []
      : [{ field: 'category', message: `must be one of ${PUBLIC_LINK_CATEGORIES.join(', ')}` }],
  );
  return { url, description, tags: optionalText(input.tags), category: category as PublicLinkCategory };
}

/** The admin resource `public-links` (the featured links): list, read, create, update, delete; audited. */
@Injectable()
export class PublicLinksAdminService {
  private readonly audited: ResourceAudit;

  constructor(
    private readonly em: EntityManager,
    audit: AuditService,
  ) {
    this.audited = audit.forResource(PUBLIC_LINKS_RESOURCE);
  }

  async list(raw: RawListQuery): Promise<{ query: ListQuery; rows: PublicLinkAdminDto[]; total: number }> {
    const query = parseListQuery(raw, LIST_RULES);
    const where: FilterQuery<PublicLink> = {};
    const ids = uuidIdsOf(query);
    if (ids) where.id = { $in: ids };
    const q = stringFilterOf(query, 'q');
    if (q) where.$or = anyFieldContains<PublicLink>(q, ['url', 'description', 'tags']);
    const category = stringFilterOf(query, 'category');
    if (category) where.category = category as PublicLinkCategory;
    const [rows, total] = await this.em.findAndCount(PublicLink, where, listPageOptions(query));
    return { query, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<PublicLinkAdminDto> {
    return toDto(await this.find(this.em, id));
  }

  async create(input: CreatePublicLinkDto, actor: AuditActor): Promise<PublicLinkAdminDto> {
    const fields = checkedFields(input);
    return this.em.transactional(async (em) => {
      const link = em.create(PublicLink, fields);
      em.persist(link);
      this.audited.created(em, actor, link.id, snapshot(link));
      await em.flush();
      return toDto(link);
    });
  }

  async update(id: string, input: UpdatePublicLinkDto, actor: AuditActor): Promise<PublicLinkAdminDto> {
    return this.em.transactional(async (em) => {
      const link = await this.find(em, id);
      const before = snapshot(link);
      const fields = checkedFields({
        url: input.url !== undefined ? input.url : link.url,
        description: input.description !== undefined ? input.description : link.description,
        tags: input.tags !== undefined ? input.tags : link.tags,
        category: input.category !== undefined ? input.category : link.category,
      });
      em.assign(link, fields);
      this.audited.updated(em, actor, link.id, before, snapshot(link));
      await em.flush();
      return toDto(link);
    });
  }

  async remove(id: string, actor: AuditActor): Promise<PublicLinkAdminDto> {
    return this.em.transactional(async (em) => {
      const link = await this.find(em, id);
      const dto = toDto(link);
      em.remove(link);
      this.audited.deleted(em, actor, link.id, snapshot(link));
      return dto;
    });
  }

  private async find(em: EntityManager, id: string): Promise<PublicLink> {
    const link = await em.findOne(PublicLink, { id });
    if (!link) throw new LinksException('PUBLIC_LINK_NOT_FOUND');
    return link;
  }
}
