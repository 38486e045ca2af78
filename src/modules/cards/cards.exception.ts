import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

export const CARDS_ERRORS = {
  INVALID_CARD_ID: [
    HttpStatus.BAD_REQUEST,
    'Not a card id: expected <deck>-<rank><suit>, e.g. black-2S or red-10H.',
  ],
  CARD_NOT_FOUND: [HttpStatus.NOT_FOUND, 'No such card.'],
  /** A request body names a card that is not listed (blue or unknown): the body is wrong, 400. */
  UNKNOWN_CARD: [HttpStatus.BAD_REQUEST, 'No such card in the black or red deck.'],
  INFO_IMAGE_NOT_FOUND: [HttpStatus.NOT_FOUND, 'No such info image.'],
  FAVOURITE_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This card is not in your favourites.'],
} as const satisfies ErrorCatalogue;

export type CardsErrorCode = keyof typeof CARDS_ERRORS;

/** The cards module's errors: a stable code, its status and the user-facing message. */
export class CardsException extends exceptionOf(CARDS_ERRORS) {}
