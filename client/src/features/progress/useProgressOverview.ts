import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  useAchievements,
  useDailyPractice,
  useProgress,
  useSessions,
  useSuggestions,
} from '../../api/practice';
import { readSavedProgress, saveProgress, type SavedProgress } from '../../api/saved-progress';
import { useConnection } from './useConnection';
import { useAuth } from '../auth/AuthProvider';
import { hasPractice } from './daily-chart';
import { loadDailyPracticeChart } from './DailyPracticePanel';
import { overviewToSave, progressView, type ProgressCalls } from './progress-view';

/** The page's saved copy as read from this device (null: none). Signing in or out forgets it. */
const savedProgressKey = ['practice', 'saved-overview'] as const;

/**
 * What the Progress page shows (progress-view.ts): the server's answers, or offline the copy this
 * device keeps, which every complete online visit renews. The page waits for the progress per card,
 * the recent sessions, the achievements and the suggestions settled (a panel appearing later would
 * push the rest down); the daily chart loads on its own, in a panel whose height never changes, and
 * its chunk is fetched as soon as the data says there is a chart to draw.
 */
export function useProgressOverview() {
  const queries = {
    progress: useProgress(),
    sessions: useSessions(),
    achievements: useAchievements(),
    suggestions: useSuggestions(),
    daily: useDailyPractice(),
  };
  const calls: ProgressCalls = queries;
  const online = useConnection();
  const userId = useAuth().session?.user.id ?? null;
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: savedProgressKey,
    queryFn: async (): Promise<SavedProgress | null> => (await readSavedProgress()) ?? null,
    staleTime: Infinity,
    retry: false,
  });
  const view = progressView(calls, online, saved.isPending ? 'reading' : (saved.data ?? undefined), userId);

  // the copy is renewed whenever an answer changes; it is dated by the oldest answer in it
  const toSave = overviewToSave(calls, online);
  const answeredAt = Object.values(queries).map((query) => query.dataUpdatedAt);
  const version = toSave && userId ? `${userId} ${answeredAt.join(' ')}` : null;
  useEffect(() => {
    if (!version || !toSave || !userId) return;
    void saveProgress(toSave, userId, new Date(Math.min(...answeredAt))).then((copy) =>
      queryClient.setQueryData(savedProgressKey, copy),
    );
    // `version` stands for the answers and the player
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const daily =
    view.kind === 'saved'
      ? { days: view.saved.daily, error: undefined }
      : {
          days: calls.daily.data,
          error: calls.daily.status === 'error' ? messageOf(calls.daily.error) : undefined,
        };
  const charted = hasPractice(daily.days);
  useEffect(() => {
    if (charted) void loadDailyPracticeChart();
  }, [charted]);

  return { view, daily };
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'The last 30 days could not be loaded.';
}
