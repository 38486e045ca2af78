import { keepPreviousData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { nextOffset, PAGE_SIZE } from './paged';
import type { RequestBody, Schemas } from './types';

export type PersonalLink = Schemas['PersonalLinkDto'];
export type FeaturedLink = Schemas['FeaturedLinkDto'];
export type LinkFields = RequestBody<'addMyLink'>;

export const linkKeys = {
  all: ['links'] as const,
  mine: (q: string) => ['links', 'mine', q] as const,
  featured: (q: string) => ['links', 'featured', q] as const,
};

/** The player's own links matching `q` (description or tags), newest first, a page at a time. */
export function useMyLinks(q: string) {
  return useInfiniteQuery({
    queryKey: linkKeys.mine(q),
    queryFn: ({ pageParam }) =>
      unwrap(api.GET('/api/v1/me/links', { params: { query: { q, limit: PAGE_SIZE, offset: pageParam } } })),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // a new search keeps the last results on screen until its own arrive
    placeholderData: keepPreviousData,
  });
}

/** The featured links matching `q` (description, tags or category), newest first, a page at a time. */
export function useFeaturedLinks(q: string) {
  return useInfiniteQuery({
    queryKey: linkKeys.featured(q),
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/links/featured', { params: { query: { q, limit: PAGE_SIZE, offset: pageParam } } }),
      ),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    // a new search keeps the last results on screen until its own arrive
    placeholderData: keepPreviousData,
  });
}

/** Adds a link (no id) or changes one; the lists are fetched again after either. */
export function useSaveLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: LinkFields & { id?: string }) =>
      id
        ? unwrap(api.PUT('/api/v1/me/links/{id}', { params: { path: { id } }, body }))
        : unwrap(api.POST('/api/v1/me/links', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkKeys.all }),
  });
}

export function useDeleteLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/me/links/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: linkKeys.all }),
  });
}
