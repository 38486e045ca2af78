import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './client';

export const statsKeys = {
  global: ['stats', 'global'] as const,
};

/** The global statistics of every player (the server caches them 30 seconds). */
export function useGlobalStats() {
  return useQuery({
    queryKey: statsKeys.global,
    queryFn: () => unwrap(api.GET('/api/v1/stats/global')),
    staleTime: 30_000,
  });
}
