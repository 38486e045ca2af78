import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { Schemas } from './types';

export type InboxPage = Schemas['InboxDto'];
export type InboxItem = Schemas['InboxItemDto'];

/** The newest messages the bell lists. */
export const INBOX_LIMIT = 20;
/** The bell asks again every minute (and when the window gets the focus back). */
export const INBOX_REFRESH_MS = 60_000;

export const inboxKeys = {
  all: ['inbox'] as const,
  list: (limit: number) => ['inbox', limit] as const,
};

/** The player's newest messages, newest first, and how many are unread in all. */
export function useInbox(limit = INBOX_LIMIT) {
  return useQuery({
    queryKey: inboxKeys.list(limit),
    queryFn: () => unwrap(api.GET('/api/v1/me/inbox', { params: { query: { limit } } })),
    refetchInterval: INBOX_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

/**
 * Marks messages read (`ids`) or every message (`all`). The list shows them read at once; the
 * server's unread count replaces the guess when it answers.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { ids: string[] } | { all: true }) =>
      unwrap(api.POST('/api/v1/me/inbox/read', { body })),
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: inboxKeys.all });
      queryClient.setQueriesData<InboxPage>({ queryKey: inboxKeys.all }, (page) =>
        page ? markRead(page, 'all' in body ? 'all' : body.ids) : page,
      );
    },
    onSuccess: ({ unread }) =>
      queryClient.setQueriesData<InboxPage>({ queryKey: inboxKeys.all }, (page) =>
        page ? { ...page, unread } : page,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxKeys.all }),
  });
}

/** The page with `ids` (or every item) read, and the unread count lowered by the ones that were not. */
export function markRead(page: InboxPage, ids: readonly string[] | 'all'): InboxPage {
  if (ids === 'all') return { items: page.items.map((item) => ({ ...item, read: true })), unread: 0 };
  const wanted = new Set(ids);
  const newlyRead = page.items.filter((item) => wanted.has(item.id) && !item.read).length;
  return {
    items: page.items.map((item) => (wanted.has(item.id) ? { ...item, read: true } : item)),
    unread: Math.max(0, page.unread - newlyRead),
  };
}
