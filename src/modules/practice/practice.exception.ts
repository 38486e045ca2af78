import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

export const PRACTICE_ERRORS = {
  INVALID_LOCAL_DATE: [
    HttpStatus.BAD_REQUEST,
    "The practice date must be your local date (YYYY-MM-DD): from 7 days before today's date to one day after it.",
  ],
  PRACTICE_SESSION_NOT_FOUND: [HttpStatus.NOT_FOUND, 'No practice recorded on this day.'],
} as const satisfies ErrorCatalogue;

export type PracticeErrorCode = keyof typeof PRACTICE_ERRORS;

/** The practice module's errors: a stable code, its status and the user-facing message. */
export class PracticeException extends exceptionOf(PRACTICE_ERRORS) {}
