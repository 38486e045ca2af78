import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

/** The links module's errors; the messages are the product's fixed texts where it has them. */
export const LINKS_ERRORS = {
  URL_REQUIRED: [HttpStatus.BAD_REQUEST, 'URL is required'],
  URL_INVALID: [HttpStatus.BAD_REQUEST, 'Please enter a valid URL'],
  DESCRIPTION_REQUIRED: [HttpStatus.BAD_REQUEST, 'Description is required'],
  LINK_LIMIT_REACHED: [
    HttpStatus.BAD_REQUEST,
    'You have reached the limit of 2,000 links. Delete a link to add another.',
  ],
  LINK_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This link does not exist.'],
  PUBLIC_LINK_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This public link does not exist.'],
} as const satisfies ErrorCatalogue;

export type LinksErrorCode = keyof typeof LINKS_ERRORS;

/** The links module's errors: a stable code, its status and the user-facing message. */
export class LinksException extends exceptionOf(LINKS_ERRORS) {}
