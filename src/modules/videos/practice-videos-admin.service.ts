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
import { isHttpUrl, optionalText, refuseFields } from '../../common/input-rules.js';
import { AuditService, type AuditActor, type ResourceAudit } from '../audit/index.js';
import { CARD_IDENTIFIERS, DECK_COLORS, refuseMissing } from './practice-video-rules.js';
import { VideosException } from './videos.exception.js';
import type {
  CreatePracticeVideoDto,
  PracticeVideoAdminDto,
  UpdatePracticeVideoDto,
} from './dto/practice-video-admin.dto.js';
import { PracticeVideo } from './entities/practice-video.entity.js';

export const PRACTICE_VIDEOS_RESOURCE = 'practice-videos';

const LIST_RULES = {
  sortable: ['createdAt', 'title', 'deckColor', 'cardIdentifier', 'duration'],
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'deckColor', 'cardIdentifier'],
} as const;

type VideoFields = Pick<
  PracticeVideo,
  'deckColor' | 'cardIdentifier' | 'title' | 'url' | 'description' | 'duration'
>;

function toDto(video: PracticeVideo): PracticeVideoAdminDto {
  return {
    id: video.id,
    deckColor: video.deckColor,
    cardIdentifier: video.cardIdentifier,
    title: video.title,
    description: video.description,
    duration: video.duration,
    url: video.url,
    createdAt: video.createdAt.toISOString(),
  };
}

function snapshot(video: PracticeVideo): Record<string, unknown> {
  const { id: _id, ...fields } = toDto(video);
  return fields;
}

/**
 * The rules of a practice video: title, url, deck colour and card identifier required ('Please fill in
 * all required fields'), the colour black/red/blue, the identifier one of a deck's 52, the url
 * http(s); empty optionals become null.
 */
function checkedFields(input: CreatePracticeVideoDto): VideoFields {
  const fields = {
    deckColor: optionalText(input.deckColor)?.toLowerCase() ?? null,
    cardIdentifier: optionalText(input.cardIdentifier)?.toUpperCase() ?? null,
    title: optionalText(input.title),
    url: optionalText(input.url),
    description: optionalText(input.description),
    duration: optionalText(input.duration),
  };
  const missing = (['title', 'url', 'deckColor', 'cardIdentifier'] as const).filter((key) => !fields[key]);
  if (missing.length > 0) refuseMissing('VIDEO_FIELDS_REQUIRED', missing);
  refuseFields([
    ...((DECK_COLORS as readonly string[]).includes(fields.deckColor!)
      ? []
      : [{ field: 'deckColor', message: `must be one of ${DECK_COLORS.join(', ')}` }]),
    ...(CARD_IDENTIFIERS.includes(fields.cardIdentifier!)
      ? []
      : [
          {
            field: 'cardIdentifier',
            message: 'must be a card of a deck: rank A, 2–10, J, Q, K then suit S, C, D, H (e.g. AS, 10C)',
          },
        ]),
  ]);
  if (!isHttpUrl(fields.url!))
    throw new VideosException('URL_INVALID', [{ field: 'url', message: 'must be an http(s) URL' }]);
  return fields as VideoFields;
}

/** The admin resource `practice-videos`: list, read, create, update, delete; each write audited. */
@Injectable()
export class PracticeVideosAdminService {
  private readonly audited: ResourceAudit;

  constructor(
    private readonly em: EntityManager,
    audit: AuditService,
  ) {
    this.audited = audit.forResource(PRACTICE_VIDEOS_RESOURCE);
  }

  async list(raw: RawListQuery): Promise<{ query: ListQuery; rows: PracticeVideoAdminDto[]; total: number }> {
    const query = parseListQuery(raw, LIST_RULES);
    const where: FilterQuery<PracticeVideo> = {};
    const ids = uuidIdsOf(query);
    if (ids) where.id = { $in: ids };
    const q = stringFilterOf(query, 'q');
    if (q) where.title = { $ilike: containsPattern(q) };
    const deckColor = stringFilterOf(query, 'deckColor');
    if (deckColor) where.deckColor = deckColor;
    const cardIdentifier = stringFilterOf(query, 'cardIdentifier');
    if (cardIdentifier) where.cardIdentifier = cardIdentifier.toUpperCase();
    const [rows, total] = await this.em.findAndCount(PracticeVideo, where, listPageOptions(query));
    return { query, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<PracticeVideoAdminDto> {
    return toDto(await this.find(this.em, id));
  }

  async create(input: CreatePracticeVideoDto, actor: AuditActor): Promise<PracticeVideoAdminDto> {
    const fields = checkedFields(input);
    return this.em.transactional(async (em) => {
      const video = em.create(PracticeVideo, fields);
      em.persist(video);
      this.audited.created(em, actor, video.id, snapshot(video));
      await em.flush();
      return toDto(video);
    });
  }

  async update(id: string, input: UpdatePracticeVideoDto, actor: AuditActor): Promise<PracticeVideoAdminDto> {
    return this.em.transactional(async (em) => {
      const video = await this.find(em, id);
      const before = snapshot(video);
      const fields = checkedFields({
        deckColor: input.deckColor !== undefined ? input.deckColor : video.deckColor,
        cardIdentifier: input.cardIdentifier !== undefined ? input.cardIdentifier : video.cardIdentifier,
        title: input.title !== undefined ? input.title : video.title,
        url: input.url !== undefined ? input.url : video.url,
        description: input.description !== undefined ? input.description : video.description,
        duration: input.duration !== undefined ? input.duration : video.duration,
      });
      em.assign(video, fields);
      this.audited.updated(em, actor, video.id, before, snapshot(video));
      return toDto(video);
    });
  }

  async remove(id: string, actor: AuditActor): Promise<PracticeVideoAdminDto> {
    return this.em.transactional(async (em) => {
      const video = await this.find(em, id);
      const dto = toDto(video);
      em.remove(video);
      this.audited.deleted(em, actor, video.id, snapshot(video));
      return dto;
    });
  }

  private async find(em: EntityManager, id: string): Promise<PracticeVideo> {
    const video = await em.findOne(PracticeVideo, { id });
    if (!video) throw new VideosException('PRACTICE_VIDEO_NOT_FOUND');
    return video;
  }
}
