import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

/** The push module's errors; the messages are the product's fixed texts where it has them. */
export const PUSH_ERRORS = {
  PUSH_ENDPOINT_INVALID: [
    HttpStatus.BAD_REQUEST,
    'This push endpoint is not accepted: it must be an https URL of a public push service.',
  ],
  PUSH_KEYS_INVALID: [
    HttpStatus.BAD_REQUEST,
    'The subscription keys are not valid: p256dh must be a P-256 public key and auth 16 bytes.',
  ],
  PUSH_SUBSCRIPTION_LIMIT: [
    HttpStatus.BAD_REQUEST,
    'You have reached the limit of 20 devices with notifications. Turn them off on a device to add another.',
  ],
  PUSH_SUBSCRIPTION_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This device has no notification subscription.'],
  BROADCAST_FIELDS_REQUIRED: [HttpStatus.BAD_REQUEST, 'Title and message are required'],
  BROADCAST_URL_INVALID: [
    HttpStatus.BAD_REQUEST,
    "The link must be a path of the app starting with '/' or an http(s) URL.",
  ],
  BROADCAST_TOO_LARGE: [
    HttpStatus.BAD_REQUEST,
    'The message is too long for a push notification: shorten the title, message or link.',
  ],
  BROADCAST_UNKNOWN_USERS: [HttpStatus.BAD_REQUEST, 'Some selected users do not exist.'],
  BROADCAST_NOT_FOUND: [HttpStatus.NOT_FOUND, 'This broadcast does not exist.'],
  PUSH_UNAVAILABLE: [
    HttpStatus.SERVICE_UNAVAILABLE,
    'Push delivery is briefly unavailable. Please try again in a few seconds.',
  ],
  USER_NOT_FOUND: [HttpStatus.NOT_FOUND, 'No user found with that email address'],
} as const satisfies ErrorCatalogue;

export type PushErrorCode = keyof typeof PUSH_ERRORS;

/** The push module's errors: a stable code, its status and the user-facing message. */
export class PushException extends exceptionOf(PUSH_ERRORS) {}
