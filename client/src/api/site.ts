import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

export const siteKeys = {
  /** Every site query: public, the same for every user, so kept across sign-in and sign-out. */
  all: ['site'] as const,
  info: ['site', 'info'] as const,
};

/** Product name, version, the configurable contact/social/store links and the plan with its price. */
export function useSiteInfo() {
  return useQuery({
    queryKey: siteKeys.info,
    queryFn: () => unwrap(api.GET('/api/v1/site')),
    staleTime: Infinity,
  });
}

/** Reports an unknown client route to the server log. */
export function useReportNotFound() {
  return useMutation({
    mutationFn: (path: string) => unwrap(api.POST('/api/v1/site/not-found', { body: { path } })),
  });
}
