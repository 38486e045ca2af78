import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsIn, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { PUSH_CHANNELS } from '../entities/push-subscription.entity.js';

/** The longest endpoint accepted (push services' URLs are a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 2048;

/** The server's VAPID public key, for `pushManager.subscribe({ applicationServerKey })`. */
export class VapidPublicKeyDto {
  @ApiProperty({
    description: 'Uncompressed P-256 public key (65 bytes), base64url without padding',
    example: 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U',
  })
  publicKey!: string;
}

/** The subscription's keys, as `PushSubscription.toJSON().keys` gives them. */
export class PushSubscriptionKeysDto {
  @ApiProperty({
    maxLength: 200,
    description: "The browser's P-256 public key: a 65-byte uncompressed point, base64url",
  })
  @IsString()
  @MaxLength(200)
  p256dh!: string;

  @ApiProperty({ maxLength: 100, description: 'The 16-byte authentication secret, base64url' })
  @IsString()
  @MaxLength(100)
  auth!: string;
}

/**
 * A browser push subscription to register (or refresh) for the caller. 400 PUSH_ENDPOINT_INVALID
 * (not https, or a private, loopback or link-local host), PUSH_KEYS_INVALID, PUSH_SUBSCRIPTION_LIMIT
 * (20 devices).
 */
export class SavePushSubscriptionDto {
  @ApiProperty({
    maxLength: MAX_ENDPOINT_LENGTH,
    description: 'The push service URL (`PushSubscription.endpoint`): https on a public host',
    example: 'https://fcm.googleapis.com/fcm/send/c1KrmpTuRm…',
  })
  @IsString()
  @MaxLength(MAX_ENDPOINT_LENGTH)
  endpoint!: string;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys!: PushSubscriptionKeysDto;

  @ApiProperty({
    enum: PUSH_CHANNELS,
    description: '`app` when subscribed from the installed app, `web` from a browser tab',
  })
  @IsIn(PUSH_CHANNELS)
  channel!: (typeof PUSH_CHANNELS)[number];
}

/** The subscription to remove (this device's endpoint). */
export class DeletePushSubscriptionDto {
  @ApiProperty({ maxLength: MAX_ENDPOINT_LENGTH, description: 'The endpoint registered before' })
  @IsString()
  @MaxLength(MAX_ENDPOINT_LENGTH)
  endpoint!: string;
}

/** One of the caller's devices with notifications on. */
export class PushSubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  endpoint!: string;

  @ApiProperty({ enum: PUSH_CHANNELS })
  channel!: (typeof PUSH_CHANNELS)[number];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
