import { HttpException, HttpStatus } from '@nestjs/common';

export interface FieldError {
  field: string;
  message: string;
}

/**
 * Every error the API answers with has this shape: a stable `code` the client maps to the spec's
 * text, the HTTP status, its reason phrase and a human message. Each module derives its own
 * exception from this class with a code enum and the message for each code.
 */
export class AppException extends HttpException {
  constructor(
    readonly code: string,
    status: HttpStatus,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super({ code, message, errors }, status);
  }
}

/** A module's error catalogue: each stable code with its HTTP status and user-facing message. */
export type ErrorCatalogue = Record<string, readonly [HttpStatus, string]>;

/**
 * The base of a module's exception class: `new XException(code, errors?)` answers with the code's
 * status and message from the module's catalogue.
 */
export function exceptionOf<Code extends string>(
  catalogue: Readonly<Record<Code, readonly [HttpStatus, string]>>,
) {
  return class extends AppException {
    constructor(code: Code, errors?: FieldError[]) {
      const [status, message] = catalogue[code];
      super(code, status, message, errors);
    }
  };
}

export class ValidationFailedException extends AppException {
  constructor(errors: FieldError[]) {
    super(
      'VALIDATION_FAILED',
      HttpStatus.BAD_REQUEST,
      errors.map((e) => `${e.field}: ${e.message}`).join('; ') || 'The request is not valid.',
      errors,
    );
  }
}
