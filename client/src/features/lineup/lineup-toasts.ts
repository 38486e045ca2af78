import { notifications } from '@mantine/notifications';
import { ApiRequestError } from '../../api/client';
import { RefreshPlayersError } from '../../api/lineup';
import { notAuthenticatedMessage, requireUser } from '../auth/require-user';

/**
 * What the server said when it refused a request (4xx: its message is for the player), 'User not
 * authenticated' when there is no user, else a retry hint.
 */
export function refusalMessage(error: unknown, fallback = 'Please try again.'): string {
  const reason = error instanceof RefreshPlayersError ? error.reason : error;
  const missingUser = notAuthenticatedMessage(reason);
  if (missingUser) return missingUser;
  return reason instanceof ApiRequestError && reason.status < 500 ? reason.message : fallback;
}

/** A success toast in the spec's words. */
export function toastSuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}

/** A failure toast: the spec's title, and what the server said when it refused. */
export function toastFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: refusalMessage(error) });
}

/**
 * Whether a user is signed in. Without one the team tools raise 'User not authenticated': `fail`
 * gets that error (and nothing is sent).
 */
export function userOr(fail: (error: unknown) => void): boolean {
  try {
    requireUser();
    return true;
  } catch (error) {
    fail(error);
    return false;
  }
}
