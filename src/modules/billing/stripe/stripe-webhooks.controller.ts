import { Controller, Headers, HttpCode, HttpStatus, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../../../common/errors/api-error.dto.js';
import { SignedRawBody } from '../../../common/http/request-input.js';
import { Public } from '../../auth/index.js';
import { StripeWebhooksService, type WebhookOutcome } from './stripe-webhooks.service.js';

export class WebhookReceivedDto {
  @ApiProperty({ example: true })
  received!: boolean;

  @ApiProperty({
    enum: ['processed', 'duplicate', 'ignored', 'malformed'],
    description:
      '`duplicate`: this event id was processed before; `ignored`: nothing to do (or older); ' +
      '`malformed`: signed, but missing or mistyping a field we need: logged and acknowledged ' +
      '(so Stripe stops retrying), not recorded',
  })
  outcome!: WebhookOutcome;
}

/** Stripe's webhook endpoint (public: Stripe signs each event with STRIPE_WEBHOOK_SECRET). */
@Public()
@ApiTags('billing')
@Controller('billing/webhooks')
export class StripeWebhooksController {
  constructor(private readonly webhooks: StripeWebhooksService) {}

  @Post('stripe')
  @SignedRawBody()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Stripe events (checkout.session.completed, customer.subscription.*, invoice.paid, ' +
      'invoice.payment_failed), verified on the raw body; each event id is processed once',
  })
  @ApiHeader({
    name: 'Stripe-Signature',
    required: true,
    description:
      "Stripe's signature of the raw body (`t=<timestamp>,v1=<HMAC-SHA256>`), checked with " +
      'STRIPE_WEBHOOK_SECRET: without it, or when it does not match the body byte for byte, 400 INVALID_SIGNATURE',
  })
  @ApiBody({
    required: true,
    description:
      'A Stripe event object, exactly as Stripe sent it: the signature covers the raw bytes, so the body ' +
      'is read unchanged (not re-serialised, and not held to the text rules of the other endpoints)',
    schema: {
      type: 'object',
      additionalProperties: true,
      properties: {
        id: { type: 'string', example: 'evt_1PqR2s3T4u5V6w7X' },
        object: { type: 'string', example: 'event' },
        type: { type: 'string', example: 'customer.subscription.updated' },
        created: { type: 'integer', description: 'Unix time in seconds', example: 1795000000 },
        data: {
          type: 'object',
          additionalProperties: true,
          description:
            '`object`: the Stripe object the event is about (a checkout session, subscription or invoice)',
        },
      },
    },
  })
  @ApiOkResponse({ type: WebhookReceivedDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_SIGNATURE' })
  @ApiBadGatewayResponse({
    type: ApiErrorDto,
    description: 'PAYMENT_PROVIDER_ERROR: Stripe did not answer a read the event needs; Stripe retries',
  })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'STRIPE_NOT_CONFIGURED: the sandbox provider is in use',
  })
  async handleStripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookReceivedDto> {
    return { received: true, outcome: await this.webhooks.handle(request.rawBody, signature) };
  }
}
