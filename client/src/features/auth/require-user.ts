import { authStore, type AuthState } from './auth-store';

/** What practice tracking and the team tools raise when there is no signed-in user. */
export const USER_NOT_AUTHENTICATED = 'User not authenticated';

export class UserNotAuthenticatedError extends Error {
  constructor() {
    super(USER_NOT_AUTHENTICATED);
    this.name = 'UserNotAuthenticatedError';
  }
}

/**
 * UserNotAuthenticatedError unless a player is signed in. A signed-in player who opened the app offline
 * counts as signed in before the session itself is back (their practice taps wait in the offline queue).
 */
export function requireUser(state: Pick<AuthState, 'status'> = authStore.getState()): void {
  if (state.status !== 'authenticated') throw new UserNotAuthenticatedError();
}

/** 'User not authenticated' when `error` says there is no user, else null. */
export function notAuthenticatedMessage(error: unknown): string | null {
  return error instanceof UserNotAuthenticatedError ? error.message : null;
}
