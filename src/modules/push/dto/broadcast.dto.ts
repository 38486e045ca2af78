import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { BROADCAST_AUDIENCES, BROADCAST_KINDS, BROADCAST_STATUSES } from '../entities/broadcast.entity.js';

/** The most users one web broadcast may select (beyond that, send to everyone). */
export const MAX_SELECTED_USERS = 10_000;

/**
 * An app broadcast, to every app user. Title and message are required after
 * trimming (400 BROADCAST_FIELDS_REQUIRED 'Title and message are required'); `url` is a path of the
 * app or an http(s) URL (BROADCAST_URL_INVALID); the push payload must stay under 4 KB
 * (BROADCAST_TOO_LARGE).
 */
export class SendAppBroadcastDto {
  @ApiProperty({ maxLength: 200, example: 'New cards this week' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  title?: string;

  @ApiProperty({ maxLength: 2000, example: 'Ten new position-play cards are in the red deck.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  message?: string;

  @ApiPropertyOptional({
    maxLength: 2048,
    default: '/',
    description: "Opened on click: a path of the app (starting with '/') or an http(s) URL",
  })
  @IsOptional()
  @IsString()
  @MaxLength(2048)
  url?: string;
}

/**
 * A web broadcast: as an app broadcast, plus `userIds`: absent
 * or empty, every user; otherwise those users (400 BROADCAST_UNKNOWN_USERS names ids that do not
 * exist).
 */
export class SendWebBroadcastDto extends SendAppBroadcastDto {
  @ApiPropertyOptional({
    type: [String],
    format: 'uuid',
    maxItems: MAX_SELECTED_USERS,
    description: 'The selected users; absent or empty: every user',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_SELECTED_USERS)
  @IsUUID('all', { each: true })
  userIds?: string[];
}

/** What a broadcast request achieved when it answered. */
export class BroadcastResultDto {
  @ApiProperty({ format: 'uuid' })
  broadcastId!: string;

  @ApiProperty({ description: 'Users addressed (their inboxes show the message)' })
  recipients!: number;

  @ApiProperty({ description: 'Pushes the push services accepted so far' })
  successful!: number;

  @ApiProperty({ description: 'Pushes refused for good so far (expired subscriptions included)' })
  failed!: number;
}

/** A past broadcast as the admin list shows it. */
export class BroadcastDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: BROADCAST_KINDS })
  kind!: (typeof BROADCAST_KINDS)[number];

  @ApiProperty()
  title!: string;

  @ApiProperty()
  message!: string;

  @ApiProperty()
  url!: string;

  @ApiProperty({ enum: BROADCAST_AUDIENCES })
  audience!: (typeof BROADCAST_AUDIENCES)[number];

  @ApiProperty({ description: 'Users addressed' })
  recipients!: number;

  @ApiProperty({ description: 'Push subscriptions sent to' })
  subscriptions!: number;

  @ApiProperty({ description: 'Pushes accepted' })
  successful!: number;

  @ApiProperty({ description: 'Pushes refused for good' })
  failed!: number;

  @ApiProperty({ enum: BROADCAST_STATUSES })
  status!: (typeof BROADCAST_STATUSES)[number];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: string | null;

  @ApiProperty({ description: "The sending admin's e-mail address" })
  createdBy!: string;
}

/** `?email=` of the recipient lookup. */
export class UserLookupQueryDto {
  @ApiProperty({ maxLength: 320, description: 'The e-mail address (any case, surrounding spaces ignored)' })
  @IsString()
  @MaxLength(320)
  email!: string;
}

/** A user found by e-mail, to add to a web broadcast's recipients. */
export class UserLookupDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  email!: string;
}
