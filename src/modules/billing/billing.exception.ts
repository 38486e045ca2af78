import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

export const BILLING_ERRORS = {
  SUBSCRIPTION_REQUIRED: [
    HttpStatus.FORBIDDEN,
    'This needs an active subscription or free trial. Subscribe now to unlock all premium features.',
  ],
  ALREADY_SUBSCRIBED: [HttpStatus.CONFLICT, 'You already have an active subscription.'],
  CHECKOUT_SESSION_INVALID: [HttpStatus.BAD_REQUEST, 'This checkout session is not one of yours.'],
  CHECKOUT_NOT_PAID: [
    HttpStatus.BAD_REQUEST,
    'The payment for this checkout session has not been completed.',
  ],
  PROMO_CODE_INVALID: [
    HttpStatus.BAD_REQUEST,
    'This promo code is not valid for your account, or it has already been used.',
  ],
  PROMO_CODE_EXISTS: [HttpStatus.CONFLICT, 'This promo code already exists. Try a different custom code.'],
  PROMO_CODE_USED: [
    HttpStatus.CONFLICT,
    'This promo code has already been used and cannot be deleted: it stays as the record of the extension.',
  ],
  PROMO_CODE_NOT_FOUND: [HttpStatus.NOT_FOUND, 'There is no promo code with this id.'],
  INVALID_SIGNATURE: [HttpStatus.BAD_REQUEST, 'The webhook signature is missing or not valid.'],
  STRIPE_NOT_CONFIGURED: [HttpStatus.NOT_FOUND, 'Stripe payments are not configured on this server.'],
  NO_PAID_SUBSCRIPTION: [
    HttpStatus.CONFLICT,
    'No paid subscription yet: subscribe first, then manage it here.',
  ],
  PORTAL_NOT_CONFIGURED: [
    HttpStatus.SERVICE_UNAVAILABLE,
    'The Stripe customer portal is not configured yet. Save the customer portal settings once in the ' +
      'Stripe dashboard (Settings → Billing → Customer portal).',
  ],
  PAYMENT_PROVIDER_ERROR: [
    HttpStatus.BAD_GATEWAY,
    'The payment provider did not answer as expected. Please try again.',
  ],
} as const satisfies ErrorCatalogue;

export type BillingErrorCode = keyof typeof BILLING_ERRORS;

/** The billing module's errors: a stable code, its status and the user-facing message. */
export class BillingException extends exceptionOf(BILLING_ERRORS) {}
