import type { Session } from '../../api/types';
import { authStore, type AuthState } from './auth-store';

/** What practice tracking and the team tools raise when there is no signed-in user. */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

export class UserNotAuthenticatedError extends Error {
  constructor() {
    super(USER_NOT_AUTHENTICATED);
    this.name = 'UserNotAuthenticatedError';
  }
}

/** The signed-in session, or UserNotAuthenticatedError when there is none. */
export function requireUser(state: Pick<AuthState, 'session'> = authStore.getState()): Session {
  if (!state.session) throw new UserNotAuthenticatedError();
  return state.session;
}

/** 'User not authenticated' when `error` says there is no user, else null. */
export function notAuthenticatedMessage(error: unknown): string | null {
  return error instanceof UserNotAuthenticatedError ? error.message : null;
}
