import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client';

export const practiceKeys = {
  progress: ['practice', 'progress'] as const,
  sessions: ['practice', 'sessions'] as const,
  achievements: ['practice', 'achievements'] as const,
  daily: ['practice', 'daily'] as const,
  suggestions: ['practice', 'suggestions'] as const,
  videos: (cardId: string) => ['practice', 'videos', cardId] as const,
  global: ['stats', 'global'] as const,
};

export function useProgress(enabled = true) {
  return useQuery({
    queryKey: practiceKeys.progress,
    queryFn: () => unwrap(api.GET('/api/v1/practice/progress')),
    enabled,
  });
}

export function useSessions() {
  return useQuery({
    queryKey: practiceKeys.sessions,
    queryFn: () => unwrap(api.GET('/api/v1/practice/sessions', { params: { query: { limit: 30 } } })),
  });
}

export function useAchievements() {
  return useQuery({
    queryKey: practiceKeys.achievements,
    queryFn: () => unwrap(api.GET('/api/v1/achievements')),
  });
}

export function useDailyPractice() {
  return useQuery({
    queryKey: practiceKeys.daily,
    queryFn: () => unwrap(api.GET('/api/v1/practice/daily', { params: { query: { days: 30 } } })),
  });
}

export function useSuggestions() {
  return useQuery({
    queryKey: practiceKeys.suggestions,
    queryFn: () => unwrap(api.GET('/api/v1/practice/suggestions')),
  });
}

export function useCardVideos(cardId: string | undefined) {
  return useQuery({
    queryKey: practiceKeys.videos(cardId ?? ''),
    queryFn: () => unwrap(api.GET('/api/v1/cards/{id}/videos', { params: { path: { id: cardId! } } })),
    enabled: !!cardId,
  });
}

export function useGlobalStats() {
  return useQuery({
    queryKey: practiceKeys.global,
    queryFn: () => unwrap(api.GET('/api/v1/stats/global')),
    staleTime: 30_000,
  });
}

export interface AttemptInput {
  cardId: string;
  success: boolean;
  localDate: string;
  /** Generated once per tap: a retried request is never counted twice. */
  attemptId: string;
}

export function useRecordAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttemptInput) => unwrap(api.POST('/api/v1/practice/attempts', { body })),
    retry: 2,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['practice'] });
      void queryClient.invalidateQueries({ queryKey: practiceKeys.global });
    },
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { localDate: string; startedAt: string }) =>
      unwrap(api.POST('/api/v1/practice/sessions/end', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceKeys.sessions }),
  });
}
