import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class CheckoutDto {
  @ApiProperty({
    description: "The payment provider's hosted checkout page (Stripe Checkout, or the sandbox page)",
    example: 'https://checkout.stripe.com/c/pay/cs_test_a1b2c3',
  })
  url!: string;
}

export class PortalDto {
  @ApiPropertyOptional({
    description: "The provider's subscription-management page; absent when `error` is set",
    example: 'https://billing.stripe.com/p/session/test_YWNjdF8x',
  })
  url?: string;

  @ApiPropertyOptional({
    enum: ['portal_not_configured', 'no_paid_subscription'],
    description:
      'Why there is no page: `portal_not_configured` (Stripe: the customer portal needs one-time ' +
      'setup in the dashboard; the message contains "not configured") or `no_paid_subscription`',
  })
  error?: 'portal_not_configured' | 'no_paid_subscription';

  @ApiPropertyOptional({ description: 'Human-readable explanation of `error`' })
  message?: string;
}

export class VerifyCheckoutDto {
  @ApiProperty({
    description: 'The `session_id` query parameter of the return address (`/?success=true&session_id=…`)',
    example: 'cs_test_a1b2c3',
  })
  @IsString()
  @IsNotEmpty()
  @MaxLength(255)
  sessionId!: string;
}
