import { ValidationPipe, type ValidationError } from '@nestjs/common';
import { ValidationFailedException, type FieldError } from './app.exception.js';

/** Flattens class-validator errors into `{ field: 'a.b[0].c', message }` entries. */
export function flattenValidationErrors(errors: ValidationError[], parent = ''): FieldError[] {
  return errors.flatMap((error) => {
    const field = parent
      ? /^\d+$/.test(error.property)
        ? `${parent}[${error.property}]`
        : `${parent}.${error.property}`
      : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) => ({
      field,
      message: stripProperty(message, error.property),
    }));
    return [...own, ...flattenValidationErrors(error.children ?? [], field)];
  });
}

/** class-validator messages start with the property name; the field is reported separately. */
function stripProperty(message: string, property: string): string {
  return message.startsWith(`${property} `) ? message.slice(property.length + 1) : message;
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    exceptionFactory: (errors) => new ValidationFailedException(flattenValidationErrors(errors)),
  });
}
