import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { NOTE_LIMITS } from '../../../../shared/limits.js';

/** One of the caller's notes. */
export class NoteDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty({ description: 'Multi-line text' })
  content!: string;

  @ApiProperty({ description: "Comma-separated tags ('' for none)", example: 'league, safeties' })
  tags!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/**
 * A note as added or changed (PUT sends the whole note). Title and content are required after
 * trimming (400 NOTE_FIELDS_REQUIRED); tags are optional, trimmed, empty ones dropped.
 */
export class SaveNoteDto {
  @ApiProperty({ maxLength: NOTE_LIMITS.title, example: 'Two-rail kick from the side rail' })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_LIMITS.title)
  title?: string;

  @ApiProperty({
    maxLength: NOTE_LIMITS.content,
    example: 'Hit it softer: the long rail shortens the angle.',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_LIMITS.content)
  content?: string;

  @ApiPropertyOptional({
    maxLength: NOTE_LIMITS.tags,
    default: '',
    description: 'Comma-separated tags',
    example: 'league',
  })
  @IsOptional()
  @IsString()
  @MaxLength(NOTE_LIMITS.tags)
  tags?: string;
}

export class NotePageDto {
  @ApiProperty({ type: [NoteDto], description: 'Newest first' })
  items!: NoteDto[];

  @ApiProperty({ description: 'How many notes match in all' })
  total!: number;

  @ApiProperty()
  limit!: number;

  @ApiProperty()
  offset!: number;
}
