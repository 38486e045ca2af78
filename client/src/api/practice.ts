import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client';
import { withAttemptAnswer } from './progress-cache';
import { statsKeys } from './stats';
import type { AttemptResult, ProgressEntry, RequestBody } from './types';

export const practiceKeys = {
  progress: ['practice', 'progress'] as const,
  sessions: ['practice', 'sessions'] as const,
  achievements: ['practice', 'achievements'] as const,
  daily: ['practice', 'daily'] as const,
  suggestions: ['practice', 'suggestions'] as const,
  videos: (cardId: string) => ['practice', 'videos', cardId] as const,
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

/** A tap: the body of POST /practice/attempts, whose attemptId is generated once per tap so a retry is never counted twice. */
export type AttemptInput = RequestBody<'recordAttempt'> & { attemptId: string };

/**
 * The cache once an attempt is answered: the answer carries the card's totals, so the progress list
 * is updated from it, not fetched again. What the answer does not carry is refetched: the day's
 * session and chart, the suggestions, the global statistics, and the achievements when one was earned.
 */
export function applyAttemptAnswer(queryClient: QueryClient, answer: AttemptResult, at = new Date()): void {
  queryClient.setQueryData<ProgressEntry[]>(practiceKeys.progress, (rows) =>
    rows ? withAttemptAnswer(rows, answer, at) : rows,
  );
  if (answer.newAchievements.length > 0)
    void queryClient.invalidateQueries({ queryKey: practiceKeys.achievements });
  invalidateAttemptTotals(queryClient);
}

/** A tap without an answer may or may not have been recorded: everything it touches is fetched again. */
export function applyAttemptFailure(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: practiceKeys.progress });
  void queryClient.invalidateQueries({ queryKey: practiceKeys.achievements });
  invalidateAttemptTotals(queryClient);
}

function invalidateAttemptTotals(queryClient: QueryClient): void {
  for (const queryKey of [
    practiceKeys.sessions,
    practiceKeys.daily,
    practiceKeys.suggestions,
    statsKeys.global,
  ])
    void queryClient.invalidateQueries({ queryKey });
}

export function useRecordAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AttemptInput) => unwrap(api.POST('/api/v1/practice/attempts', { body })),
    retry: 2,
    onSuccess: (answer) => applyAttemptAnswer(queryClient, answer),
    onError: () => applyAttemptFailure(queryClient),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestBody<'endSession'>) =>
      unwrap(api.POST('/api/v1/practice/sessions/end', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceKeys.sessions }),
  });
}
