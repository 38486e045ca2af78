import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { PUBLIC_LINK_CATEGORIES } from '../entities/public-link.entity.js';

/** A featured (public) link as the admin list shows it. */
export class PublicLinkAdminDto {
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

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/**
 * A new featured link. The server answers 400 URL_REQUIRED ('URL is required'), URL_INVALID
 * ('Please enter a valid URL'); an empty description or tags is stored as null.
 */
export class CreatePublicLinkDto {
  @ApiProperty({ maxLength: 2048, description: 'An http(s) URL' })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  url?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 2000 })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  description?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500, description: 'Comma-separated tags' })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  tags?: string | null;

  @ApiPropertyOptional({ enum: PUBLIC_LINK_CATEGORIES, default: 'general' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  category?: string | null;
}

/** A featured link as react-admin's edit form sends it; read-only fields are ignored. */
export class UpdatePublicLinkDto extends PartialType(CreatePublicLinkDto) {
  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  id?: unknown;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  createdAt?: unknown;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  updatedAt?: unknown;
}
