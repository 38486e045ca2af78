import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { anyFieldContains } from '../../common/admin-list/list-query.js';
import { isHttpUrl, optionalText } from '../../common/input-rules.js';
import { requireRoomFor } from '../../common/owned/owner-quota.js';
import {
  newestFirstPage,
  pageOf,
  searchTextOf,
  type Page,
  type PageQueryDto,
} from '../../common/owned/page-query.dto.js';
import { normalisedTags } from '../../common/owned/tags.js';
import { LinksException } from './links.exception.js';
import type { FeaturedLinkDto, PersonalLinkDto, SavePersonalLinkDto } from './dto/personal-link.dto.js';
import { PersonalLink } from './entities/personal-link.entity.js';
import { PublicLink } from './entities/public-link.entity.js';

/** How many links one player may keep (one account cannot fill the disk). */
export const MAX_LINKS_PER_USER = 2_000;

type LinkFields = Pick<PersonalLink, 'url' | 'description' | 'tags'>;

function toDto(link: PersonalLink): PersonalLinkDto {
  return {
    id: link.id,
    url: link.url,
    description: link.description,
    tags: link.tags,
    createdAt: link.createdAt.toISOString(),
    updatedAt: link.updatedAt.toISOString(),
  };
}

function toFeaturedDto(link: PublicLink): FeaturedLinkDto {
  return {
    id: link.id,
    url: link.url,
    description: link.description,
    tags: link.tags,
    category: link.category,
    createdAt: link.createdAt.toISOString(),
  };
}

/**
 * The rules of a personal link: a valid URL ('Please enter a valid URL': we take only
 * http(s), so a `javascript:` link is never stored, let alone rendered) and a description
 * ('Description is required'); tags may be empty. Both problems are listed when both are there.
 */
function checkedFields(input: SavePersonalLinkDto): LinkFields {
  const url = optionalText(input.url);
  const description = optionalText(input.description);
  const urlValid = url !== null && isHttpUrl(url);
  const problems = [
    ...(urlValid ? [] : [{ field: 'url', message: url === null ? 'is required' : 'must be an http(s) URL' }]),
    ...(description ? [] : [{ field: 'description', message: 'is required' }]),
  ];
  if (problems.length > 0)
    throw new LinksException(urlValid ? 'DESCRIPTION_REQUIRED' : 'URL_INVALID', problems);
  return { url: url!, description: description!, tags: normalisedTags(input.tags) };
}

/**
 * Links & Media: the caller's own links (every query scoped to them; another player's link is
 * "not found", never "forbidden") and the featured links the admins curate (read-only).
 */
@Injectable()
export class PersonalLinksService {
  constructor(private readonly em: EntityManager) {}

  /** The caller's links, newest first; `q` matches description or tags, case-insensitively. */
  async list(userId: string, query: PageQueryDto): Promise<Page<PersonalLinkDto>> {
    const where: FilterQuery<PersonalLink> = { user: userId };
    const q = searchTextOf(query);
    if (q) where.$or = anyFieldContains<PersonalLink>(q, ['description', 'tags']);
    return pageOf(await this.em.findAndCount(PersonalLink, where, newestFirstPage(query)), query, toDto);
  }

  async get(userId: string, id: string): Promise<PersonalLinkDto> {
    return toDto(await this.find(this.em, userId, id));
  }

  async create(userId: string, input: SavePersonalLinkDto): Promise<PersonalLinkDto> {
    const fields = checkedFields(input);
    return this.em.transactional(async (em) => {
      await requireRoomFor(
        em,
        PersonalLink,
        'links',
        userId,
        MAX_LINKS_PER_USER,
        () => new LinksException('LINK_LIMIT_REACHED'),
      );
      const link = em.create(PersonalLink, { user: userId, ...fields });
      em.persist(link);
      await em.flush();
      return toDto(link);
    });
  }

  async update(userId: string, id: string, input: SavePersonalLinkDto): Promise<PersonalLinkDto> {
    const fields = checkedFields(input);
    return this.em.transactional(async (em) => {
      const link = await this.find(em, userId, id);
      em.assign(link, fields);
      await em.flush();
      return toDto(link);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(PersonalLink, { id, user: userId });
    if (deleted === 0) throw new LinksException('LINK_NOT_FOUND');
  }

  /** The featured links, newest first; `q` matches description, tags or category. */
  async listFeatured(query: PageQueryDto): Promise<Page<FeaturedLinkDto>> {
    const where: FilterQuery<PublicLink> = {};
    const q = searchTextOf(query);
    if (q) where.$or = anyFieldContains<PublicLink>(q, ['description', 'tags', 'category']);
    return pageOf(
      await this.em.findAndCount(PublicLink, where, newestFirstPage(query)),
      query,
      toFeaturedDto,
    );
  }

  /** The caller's link `id`; another player's link is not found (its existence is not confirmed). */
  private async find(em: EntityManager, userId: string, id: string): Promise<PersonalLink> {
    const link = await em.findOne(PersonalLink, { id, user: userId });
    if (!link) throw new LinksException('LINK_NOT_FOUND');
    return link;
  }
}
