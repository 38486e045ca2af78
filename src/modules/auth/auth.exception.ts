import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

export const AUTH_ERRORS = {
  EMAIL_TAKEN: [HttpStatus.CONFLICT, 'An account with this e-mail already exists.'],
  INVALID_CREDENTIALS: [HttpStatus.BAD_REQUEST, 'Invalid login credentials'],
  WEAK_PASSWORD: [HttpStatus.BAD_REQUEST, 'This password is too easy to guess.'],
  UNAUTHENTICATED: [HttpStatus.UNAUTHORIZED, 'Sign in to continue.'],
  INVALID_REFRESH_TOKEN: [HttpStatus.UNAUTHORIZED, 'The session is not valid. Sign in again.'],
  REFRESH_TOKEN_REUSED: [HttpStatus.UNAUTHORIZED, 'This session was ended for your safety. Sign in again.'],
  REFRESH_TOKEN_EXPIRED: [HttpStatus.UNAUTHORIZED, 'The session has expired. Sign in again.'],
  INVALID_RESET_TOKEN: [HttpStatus.BAD_REQUEST, 'The password reset link is invalid or has expired.'],
  INVALID_CONFIRMATION_TOKEN: [HttpStatus.BAD_REQUEST, 'The confirmation link is invalid or has expired.'],
  AAL2_REQUIRED: [HttpStatus.FORBIDDEN, 'Verify your authenticator code first.'],
  FACTOR_NOT_FOUND: [HttpStatus.NOT_FOUND, 'No such authenticator factor.'],
  CHALLENGE_NOT_FOUND: [HttpStatus.NOT_FOUND, 'No such challenge for this factor.'],
  CHALLENGE_EXPIRED: [HttpStatus.BAD_REQUEST, 'The challenge has expired. Request a new one.'],
  INVALID_MFA_CODE: [HttpStatus.BAD_REQUEST, 'Invalid authenticator code.'],
  NO_VERIFIED_FACTOR: [
    HttpStatus.CONFLICT,
    'Add an authenticator app first: recovery codes stand in for one.',
  ],
  INVALID_CURRENT_PASSWORD: [HttpStatus.BAD_REQUEST, 'Your current password is not correct.'],
  PHONE_FACTOR_UNSUPPORTED: [
    HttpStatus.NOT_IMPLEMENTED,
    'Phone (SMS) factors are not available: no SMS provider is configured. Use an authenticator app.',
  ],
  ADMIN_REQUIRED: [HttpStatus.FORBIDDEN, 'This action needs the admin role.'],
  USER_NOT_FOUND: [HttpStatus.NOT_FOUND, 'No user with this e-mail.'],
} as const satisfies ErrorCatalogue;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** The auth module's errors: a stable code, its status and the user-facing message. */
export class AuthException extends exceptionOf(AUTH_ERRORS) {}
