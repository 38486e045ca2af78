import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, Public, type AuthUser } from '../auth/index.js';
import {
  DeletePushSubscriptionDto,
  PushSubscriptionDto,
  SavePushSubscriptionDto,
  VapidPublicKeyDto,
} from './dto/push-subscription.dto.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { VapidKeysService } from './vapid-keys.service.js';

/** The server's VAPID public key, which browsers subscribe with. */
@ApiTags('push')
@Controller('push')
export class VapidKeyController {
  constructor(private readonly keys: VapidKeysService) {}

  @Public()
  @Get('vapid-public-key')
  @ApiOperation({
    summary: "The VAPID public key: the applicationServerKey of the browser's pushManager.subscribe",
  })
  @ApiOkResponse({ type: VapidPublicKeyDto })
  async getVapidPublicKey(): Promise<VapidPublicKeyDto> {
    return { publicKey: await this.keys.publicKey() };
  }
}

/** The caller's devices with notifications on (Web Push subscriptions). */
@Authenticated()
@ApiTags('push')
@Controller('me/push-subscriptions')
export class PushSubscriptionsController {
  constructor(private readonly subscriptions: PushSubscriptionsService) {}

  @Get()
  @ApiOperation({ summary: 'Your devices with notifications on, newest first (at most 20)' })
  @ApiOkResponse({ type: [PushSubscriptionDto] })
  listMyPushSubscriptions(@CurrentUser() user: AuthUser): Promise<PushSubscriptionDto[]> {
    return this.subscriptions.list(user.id);
  }

  @Put()
  @ApiOperation({
    summary: 'Turn notifications on for this device (or refresh its keys and channel)',
    description:
      'Upserts by endpoint: an endpoint another player registered (the same browser, another account) ' +
      'moves to you. The endpoint must be an https URL of a public push service.',
  })
  @ApiOkResponse({ type: PushSubscriptionDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'PUSH_ENDPOINT_INVALID (not https, a private, loopback or link-local host, or a name that does not ' +
      'resolve), PUSH_KEYS_INVALID (p256dh not a P-256 point, auth not 16 bytes), PUSH_SUBSCRIPTION_LIMIT ' +
      '(20 devices), VALIDATION_FAILED',
  })
  saveMyPushSubscription(
    @CurrentUser() user: AuthUser,
    @Body() body: SavePushSubscriptionDto,
  ): Promise<PushSubscriptionDto> {
    return this.subscriptions.save(user.id, body);
  }

  @Delete()
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Turn notifications off for this device (by its endpoint)' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED' })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'PUSH_SUBSCRIPTION_NOT_FOUND: you have no subscription with this endpoint',
  })
  deleteMyPushSubscription(
    @CurrentUser() user: AuthUser,
    @Body() body: DeletePushSubscriptionDto,
  ): Promise<void> {
    return this.subscriptions.remove(user.id, body);
  }
}
