import { ParseUUIDPipe } from '@nestjs/common';
import { ValidationFailedException } from '../errors/app.exception.js';

/** Parses a uuid path parameter; a malformed one is a 400 naming the field. */
export function UuidParam(field = 'id'): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => new ValidationFailedException([{ field, message: 'must be a UUID' }]),
  });
}
