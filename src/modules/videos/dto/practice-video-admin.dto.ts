import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';
import { CARD_IDENTIFIERS, DECK_COLORS } from '../practice-video-rules.js';

/** A practice video as the admin list shows it. */
export class PracticeVideoAdminDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: DECK_COLORS })
  deckColor!: string;

  @ApiProperty({ description: 'The card within its deck: rank then suit', example: 'AS' })
  cardIdentifier!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Free text such as 5:30' })
  duration!: string | null;

  @ApiProperty({ description: 'An http(s) URL' })
  url!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

/**
 * A new practice video. The required fields are checked by the server, which answers 400
 * VIDEO_FIELDS_REQUIRED ('Please fill in all required fields') when one is missing or blank; empty
 * optionals are stored as null.
 */
export class CreatePracticeVideoDto {
  @ApiProperty({ enum: DECK_COLORS })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  deckColor?: string;

  @ApiProperty({ enum: CARD_IDENTIFIERS, description: 'The card within its deck: rank then suit' })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  cardIdentifier?: string;

  @ApiProperty({ maxLength: 200 })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

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

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 50, example: '5:30' })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  duration?: string | null;
}

/**
 * A practice video as react-admin's edit form sends it: the whole record. The writable fields
 * replace the stored ones when present; the read-only ones (`id`, `createdAt`) are ignored.
 */
export class UpdatePracticeVideoDto extends PartialType(CreatePracticeVideoDto) {
  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  id?: unknown;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  createdAt?: unknown;
}
