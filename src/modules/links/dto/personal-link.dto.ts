import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { PUBLIC_LINK_CATEGORIES } from '../entities/public-link.entity.js';
import { PERSONAL_LINK_LIMITS } from '../../../../shared/limits.js';

/** One of the caller's own links. */
export class PersonalLinkDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'An http(s) URL' })
  url!: string;

  @ApiProperty()
  description!: string;

  @ApiProperty({ description: "Comma-separated tags ('' for none)", example: 'kick shots, drills' })
  tags!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/**
 * A link to keep, as added or changed (PUT sends the whole link). The server answers 400 URL_INVALID
 * ('Please enter a valid URL': missing, not a URL, or not http(s)) and DESCRIPTION_REQUIRED
 * ('Description is required'); tags are trimmed, empty ones dropped.
 */
export class SavePersonalLinkDto {
  @ApiProperty({
    maxLength: PERSONAL_LINK_LIMITS.url,
    description: 'An http(s) URL',
    example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  })
  @IsOptional()
  @IsString()
  @MaxLength(PERSONAL_LINK_LIMITS.url)
  url?: string;

  @ApiProperty({ maxLength: PERSONAL_LINK_LIMITS.description, example: 'Two-rail kick drill' })
  @IsOptional()
  @IsString()
  @MaxLength(PERSONAL_LINK_LIMITS.description)
  description?: string;

  @ApiPropertyOptional({
    maxLength: PERSONAL_LINK_LIMITS.tags,
    default: '',
    description: 'Comma-separated tags',
    example: 'kicks, drills',
  })
  @IsOptional()
  @IsString()
  @MaxLength(PERSONAL_LINK_LIMITS.tags)
  tags?: string;
}

export class PersonalLinkPageDto {
  @ApiProperty({ type: [PersonalLinkDto], description: 'Newest first' })
  items!: PersonalLinkDto[];

  @ApiProperty({ description: 'How many links match in all' })
  total!: number;

  @ApiProperty()
  limit!: number;

  @ApiProperty()
  offset!: number;
}

/** A featured link: curated by the admins, read-only for players. */
export class FeaturedLinkDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'An http(s) URL' })
  url!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Comma-separated tags' })
  tags!: string | null;

  @ApiProperty({ enum: PUBLIC_LINK_CATEGORIES })
  category!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class FeaturedLinkPageDto {
  @ApiProperty({ type: [FeaturedLinkDto], description: 'Newest first' })
  items!: FeaturedLinkDto[];

  @ApiProperty({ description: 'How many featured links match in all' })
  total!: number;

  @ApiProperty()
  limit!: number;

  @ApiProperty()
  offset!: number;
}
