import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { nextOffset, PAGE_SIZE } from './paged';
import type { RequestBody, Schemas } from './types';

export type Note = Schemas['NoteDto'];
export type NoteFields = RequestBody<'addMyNote'>;

export const noteKeys = {
  all: ['notes'] as const,
  list: (q: string) => ['notes', q] as const,
};

/** The player's notes matching `q` (title, content or tags), newest first, a page at a time. */
export function useNotes(q: string) {
  return useInfiniteQuery({
    queryKey: noteKeys.list(q),
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/v1/me/notes', { params: { query: { q, limit: PAGE_SIZE, offset: pageParam } } })),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // a new search keeps the last results on screen until its own arrive
    placeholderData: keepPreviousData,
  });
}

/** Adds a note (no id) or changes one, then fetches the list again: it shows what the server stored. */
export function useSaveNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: NoteFields & { id?: string }) =>
      id
        ? unwrap(api.PUT('/api/v1/me/notes/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/v1/me/notes', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/me/notes/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: noteKeys.all }),
  });
}
