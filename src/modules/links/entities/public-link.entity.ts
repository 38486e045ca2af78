import type { Opt } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';

/** The categories of a featured (public) link. */
export const PUBLIC_LINK_CATEGORIES = [
  'general',
  'tutorials',
  'equipment',
  'rules',
  'tournaments',
  'training',
  'community',
] as const;

export type PublicLinkCategory = (typeof PUBLIC_LINK_CATEGORIES)[number];

/** A featured link every player sees on Links & Media; admins manage them. */
@Entity({ tableName: 'public_links' })
@Index({ properties: ['createdAt'] })
export class PublicLink extends BaseEntity {
  @Property({ type: 'text' })
  url!: string;

  /** Optional: null when none. */
  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** Comma-separated tags (null: none). */
  @Property({ type: 'text', nullable: true })
  tags: string | null = null;

  @Property({ type: 'text', default: 'general' })
  category: PublicLinkCategory & Opt = 'general';
}
