import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

/** The content module's errors; the messages are the spec's texts (02 §5) where it has them. */
export const CONTENT_ERRORS = {
  VIDEO_FIELDS_REQUIRED: [HttpStatus.BAD_REQUEST, 'Please fill in all required fields'],
  URL_REQUIRED: [HttpStatus.BAD_REQUEST, 'URL is required'],
  URL_INVALID: [HttpStatus.BAD_REQUEST, 'Please enter a valid URL'],
  DESCRIPTION_REQUIRED: [HttpStatus.BAD_REQUEST, 'Description is required'],
  LINK_LIMIT_REACHED: [
    HttpStatus.BAD_REQUEST,
    'You have reached the limit of 2,000 links. Delete a link to add another.',
  ],
  LINK_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This link does not exist.'],
  CONFIG_KEY_VALUE_REQUIRED: [HttpStatus.BAD_REQUEST, 'Key and value are required'],
  CONFIG_KEY_IMMUTABLE: [HttpStatus.BAD_REQUEST, 'The key of a configuration entry cannot be changed.'],
  CONFIG_VALUE_INVALID: [HttpStatus.BAD_REQUEST, 'This value is not valid for this configuration key.'],
  CONFIG_KEY_EXISTS: [HttpStatus.CONFLICT, 'A configuration entry with this key already exists.'],
  PRACTICE_VIDEO_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This practice video does not exist.'],
  PUBLIC_LINK_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This public link does not exist.'],
  APP_CONFIG_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This configuration entry does not exist.'],
} as const satisfies ErrorCatalogue;

export type ContentErrorCode = keyof typeof CONTENT_ERRORS;

/** The content module's errors: a stable code, its status and the user-facing message. */
export class ContentException extends exceptionOf(CONTENT_ERRORS) {}
