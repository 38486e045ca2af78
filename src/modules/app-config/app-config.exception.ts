import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

/** The app-config module's errors; the messages are the product's fixed texts where it has them. */
export const APP_CONFIG_ERRORS = {
  CONFIG_KEY_VALUE_REQUIRED: [HttpStatus.BAD_REQUEST, 'Key and value are required'],
  CONFIG_KEY_IMMUTABLE: [HttpStatus.BAD_REQUEST, 'The key of a configuration entry cannot be changed.'],
  CONFIG_VALUE_INVALID: [HttpStatus.BAD_REQUEST, 'This value is not valid for this configuration key.'],
  CONFIG_KEY_EXISTS: [HttpStatus.CONFLICT, 'A configuration entry with this key already exists.'],
  APP_CONFIG_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This configuration entry does not exist.'],
} as const satisfies ErrorCatalogue;

export type AppConfigErrorCode = keyof typeof APP_CONFIG_ERRORS;

/** The app-config module's errors: a stable code, its status and the user-facing message. */
export class AppConfigException extends exceptionOf(APP_CONFIG_ERRORS) {}
