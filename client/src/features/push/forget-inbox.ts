import type { QueryClient } from '@tanstack/react-query';
import { inboxKeys } from '../../api/inbox';

/** The bits of the browser the inbox leaves a trace in (the real ones by default; tests pass their own). */
export interface InboxTraces {
  /** Clears the count on the installed app's icon, where the system has one. */
  clearAppBadge?: () => Promise<void>;
  /** The notifications the system still shows for this site. */
  shownNotifications?: () => Promise<readonly Pick<Notification, 'close'>[]>;
}

function browserTraces(): InboxTraces {
  if (typeof navigator === 'undefined') return {};
  return {
    clearAppBadge: 'clearAppBadge' in navigator ? () => navigator.clearAppBadge() : undefined,
    shownNotifications:
      'serviceWorker' in navigator
        ? async () => (await (await navigator.serviceWorker.getRegistration())?.getNotifications()) ?? []
        : undefined,
  };
}

/**
 * After the player's inbox is deleted (Delete All Data, Delete Account): nothing of it stays in this
 * browser. The bell's cached messages and unread count are emptied (a fetch on its way is dropped),
 * the installed app's icon loses its count, and the messages the system still shows are closed.
 * Never rejects: a trace that cannot be reached holds nothing.
 */
export async function forgetInbox(queryClient: QueryClient, traces = browserTraces()): Promise<void> {
  await queryClient.cancelQueries({ queryKey: inboxKeys.all });
  // back to no data, without asking the server here: after a deletion of the account there is no
  // session to ask with (after one of the data, the caller fetches what is shown again)
  for (const query of queryClient.getQueryCache().findAll({ queryKey: inboxKeys.all })) query.reset();
  await Promise.all([
    traces.clearAppBadge?.().catch(() => undefined),
    traces
      .shownNotifications?.()
      .then((shown) => shown.forEach((notification) => notification.close()))
      .catch(() => undefined),
  ]);
}
