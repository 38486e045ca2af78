import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

/**
 * A checkout session id: Stripe's `cs_test_…` / `cs_live_…`, or the sandbox's `cs_sandbox_…`.
 * Anything else is refused before the provider is asked.
 */
export const CHECKOUT_SESSION_ID = /^cs_(test|live|sandbox)_[A-Za-z0-9]{1,240}$/;

export class CheckoutDto {
  @ApiProperty({
    description: "The payment provider's hosted checkout page (Stripe Checkout, or the sandbox page)",
    example: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
  })
  url!: string;
}

export class PortalDto {
  @ApiProperty({
    description:
      "The payment provider's subscription-management page (Stripe Customer Portal, or the sandbox page)",
    example: 'https://billing.stripe.com/p/session/test_YWNjdF8x',
  })
  url!: string;
}

export class VerifyCheckoutDto {
  @ApiProperty({
    description:
      'The `session_id` query parameter of the return address (`/?success=true&session_id=…`): ' +
      '`cs_test_…` or `cs_live_…` (Stripe), `cs_sandbox_…` (sandbox)',
    example: 'cs_test_a1b2c3',
    maxLength: 255,
    pattern: CHECKOUT_SESSION_ID.source,
  })
  @IsString()
  @MaxLength(255)
  @Matches(CHECKOUT_SESSION_ID, {
    message: 'must be a checkout session id (cs_test_…, cs_live_… or cs_sandbox_…)',
  })
  sessionId!: string;
}
