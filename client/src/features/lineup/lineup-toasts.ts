import { notifications } from '@mantine/notifications';
import { ApiRequestError } from '../../api/client';

/** What the server said when it refused a request (4xx: its message is for the player), else a retry hint. */
export function refusalMessage(error: unknown, fallback = 'Please try again.'): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

/** A success toast in the spec's words. */
export function toastSuccess(message: string, title?: string): void {
  notifications.show({ color: 'teal', title, message });
}

/** A failure toast: the spec's title, and what the server said when it refused. */
export function toastFailure(title: string, error: unknown): void {
  notifications.show({ color: 'red', title, message: refusalMessage(error) });
}
