import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

/** The AI module's errors. */
export const AI_ERRORS = {
  MESSAGE_INVALID: [HttpStatus.BAD_REQUEST, 'Please write a message of 1 to 2,000 characters.'],
  /** The coach tab reads the cards: the same rule and words as every paid route (billing). */
  SUBSCRIPTION_REQUIRED: [
    HttpStatus.FORBIDDEN,
    'This needs an active subscription or free trial. Subscribe now to unlock all premium features.',
  ],
  AI_UNAVAILABLE: [
    HttpStatus.BAD_GATEWAY,
    'The AI coach is not available right now. Please try again later.',
  ],
} as const satisfies ErrorCatalogue;

export type AiErrorCode = keyof typeof AI_ERRORS;

export class AiException extends exceptionOf(AI_ERRORS) {}
