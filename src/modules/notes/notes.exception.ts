import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

/** The notes module's errors (a note's title and content are both required, on add and on edit). */
export const NOTES_ERRORS = {
  NOTE_FIELDS_REQUIRED: [HttpStatus.BAD_REQUEST, 'Title and content are required'],
  NOTE_LIMIT_REACHED: [
    HttpStatus.BAD_REQUEST,
    'You have reached the limit of 2,000 notes. Delete a note to add another.',
  ],
  NOTE_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This note does not exist.'],
} as const satisfies ErrorCatalogue;

export type NotesErrorCode = keyof typeof NOTES_ERRORS;

export class NotesException extends exceptionOf(NOTES_ERRORS) {}
