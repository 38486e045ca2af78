import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { BillingService } from './billing.service.js';
import { CheckoutDto, PortalDto, VerifyCheckoutDto } from './dto/checkout.dto.js';
import { PromoCodeRedeemedDto, RedeemPromoCodeDto } from './dto/redeem-promo-code.dto.js';
import { GetSubscriptionQueryDto, SubscriptionStatusDto } from './dto/subscription.dto.js';
import { ANNUAL_PLAN } from './payment-provider.js';
import { PromoCodesService } from './promo-codes.service.js';

const ProviderError = () =>
  ApiBadGatewayResponse({ type: ApiErrorDto, description: 'PAYMENT_PROVIDER_ERROR: the provider failed' });

/** The caller's subscription: status, checkout, customer portal, return from checkout, promo codes. */
@Authenticated()
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly promoCodes: PromoCodesService,
  ) {}

  @Get('subscription')
  @ApiOperation({
    summary: 'Your subscription status (active, trialing or inactive), trial end and paid period end',
  })
  @ApiOkResponse({ type: SubscriptionStatusDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: forceRefresh not true/false' })
  @ProviderError()
  getSubscription(
    @CurrentUser() user: AuthUser,
    @Query() query: GetSubscriptionQueryDto,
  ): Promise<SubscriptionStatusDto> {
    return this.billing.getSubscription(user.id, query.forceRefresh ?? false);
  }

  @Post('checkout')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      `Start a checkout of the annual plan (${ANNUAL_PLAN.label}/${ANNUAL_PLAN.interval}): answers the ` +
      'hosted checkout page to open. ' +
      'It returns to `/?success=true&session_id=…` or `/?canceled=true`.',
  })
  @ApiOkResponse({ type: CheckoutDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'ALREADY_SUBSCRIBED: the subscription is active' })
  @ProviderError()
  createCheckout(@CurrentUser() user: AuthUser): Promise<CheckoutDto> {
    return this.billing.createCheckout(user);
  }

  @Post('portal')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      "The payment provider's subscription-management page to open. Without one: 409 " +
      'NO_PAID_SUBSCRIPTION or 503 PORTAL_NOT_CONFIGURED, whose `message` is shown to the player',
  })
  @ApiOkResponse({ type: PortalDto })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'NO_PAID_SUBSCRIPTION: no paid subscription at the payment provider to manage yet',
  })
  @ApiServiceUnavailableResponse({
    type: ApiErrorDto,
    description:
      'PORTAL_NOT_CONFIGURED: the Stripe customer portal needs its one-time setup in the Stripe dashboard',
  })
  @ProviderError()
  createPortal(@CurrentUser() user: AuthUser): Promise<PortalDto> {
    return this.billing.createPortal(user);
  }

  @Post('verify')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'After returning with `success=true`: reads the checkout session from the provider, activates ' +
      'the subscription and answers the new status',
  })
  @ApiOkResponse({ type: SubscriptionStatusDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'CHECKOUT_SESSION_INVALID: unknown session or another user’s; CHECKOUT_NOT_PAID: not paid; ' +
      'VALIDATION_FAILED',
  })
  @ProviderError()
  verifyCheckout(
    @CurrentUser() user: AuthUser,
    @Body() body: VerifyCheckoutDto,
  ): Promise<SubscriptionStatusDto> {
    return this.billing.verifyCheckout(user, body.sessionId);
  }

  @Post('promo-codes/redeem')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary:
      'Redeem a promo code issued to your e-mail: extends the trial (or the paid period) by its months',
  })
  @ApiOkResponse({ type: PromoCodeRedeemedDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      'PROMO_CODE_INVALID: unknown, already used or issued to another e-mail (show `message`); ' +
      'VALIDATION_FAILED: empty code',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'RATE_LIMITED: 10 attempts per hour' })
  @ProviderError()
  redeemPromoCode(
    @CurrentUser() user: AuthUser,
    @Body() body: RedeemPromoCodeDto,
  ): Promise<PromoCodeRedeemedDto> {
    return this.promoCodes.redeem(user, body.promoCode);
  }
}
