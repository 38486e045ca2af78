import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsUUID, Max, Min } from 'class-validator';

/** The most messages one inbox page holds. */
export const MAX_INBOX_PAGE = 100;

/** `?limit=` of the inbox. */
export class InboxQueryDto {
  @ApiPropertyOptional({
    default: 20,
    minimum: 1,
    maximum: MAX_INBOX_PAGE,
    description: 'Messages to answer',
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_INBOX_PAGE)
  limit: number = 20;
}

/** A broadcast in the caller's inbox. */
export class InboxItemDto {
  @ApiProperty({ format: 'uuid', description: 'The broadcast' })
  id!: string;

  @ApiProperty()
  title!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty({ description: "A path of the app or an http(s) URL ('/' by default)" })
  url!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty()
  read!: boolean;
}

export class InboxDto {
  @ApiProperty({ type: [InboxItemDto], description: 'Newest first' })
  items!: InboxItemDto[];

  @ApiProperty({ description: 'Unread messages in all (not only on this page)' })
  unread!: number;
}

/** Which messages to mark read: `ids`, or `all: true` for every one (400 when neither is given). */
export class MarkInboxReadDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', maxItems: MAX_INBOX_PAGE })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_INBOX_PAGE)
  @IsUUID('all', { each: true })
  ids?: string[];

  @ApiPropertyOptional({ description: 'Mark every message read' })
  @IsOptional()
  @IsBoolean()
  all?: boolean;
}

export class InboxUnreadDto {
  @ApiProperty({ description: 'Unread messages left' })
  unread!: number;
}
