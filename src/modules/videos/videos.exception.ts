import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

/** The videos module's errors; the messages are the product's fixed texts where it has them. */
export const VIDEOS_ERRORS = {
  VIDEO_FIELDS_REQUIRED: [HttpStatus.BAD_REQUEST, 'Please fill in all required fields'],
  URL_INVALID: [HttpStatus.BAD_REQUEST, 'Please enter a valid URL'],
  PRACTICE_VIDEO_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This practice video does not exist.'],
} as const satisfies ErrorCatalogue;

export type VideosErrorCode = keyof typeof VIDEOS_ERRORS;

/** The videos module's errors: a stable code, its status and the user-facing message. */
export class VideosException extends exceptionOf(VIDEOS_ERRORS) {}
