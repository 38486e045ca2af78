import { HttpStatus } from '@nestjs/common';
import { exceptionOf, type ErrorCatalogue } from '../../common/errors/app.exception.js';

export const ACCOUNTS_ERRORS = {
  USER_NOT_FOUND: [HttpStatus.NOT_FOUND, 'There is no user with this id.'],
  CANNOT_REVOKE_OWN_ADMIN: [
    HttpStatus.CONFLICT,
    'You cannot remove your own admin role. Ask another admin to do it.',
  ],
  CANNOT_REMOVE_OWN_MFA: [
    HttpStatus.CONFLICT,
    'You cannot remove your own authenticators here. Use your Security page.',
  ],
  CANNOT_DELETE_SELF: [
    HttpStatus.CONFLICT,
    'You cannot delete your own account here. Use Delete Account on your own account page.',
  ],
} as const satisfies ErrorCatalogue;

export type AccountsErrorCode = keyof typeof ACCOUNTS_ERRORS;

/** The accounts module's errors: a stable code, its status and the user-facing message. */
export class AccountsException extends exceptionOf(ACCOUNTS_ERRORS) {}
