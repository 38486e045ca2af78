import {
  useAchievements,
  useDailyPractice,
  useProgress,
  useSessions,
  useSuggestions,
} from '../../api/practice';

/**
 * What the Progress page waits for before it shows anything: the progress per card, the recent
 * sessions and the achievements. The daily chart and the suggestions load on their own.
 */
export function useProgressOverview() {
  const progress = useProgress();
  const sessions = useSessions();
  const achievements = useAchievements();
  // Fetched together with the rest, not once the page shows; their sections read them themselves.
  useDailyPractice();
  useSuggestions();
  if (progress.isPending || sessions.isPending || achievements.isPending)
    return { status: 'pending' } as const;
  if (progress.isError || sessions.isError || achievements.isError)
    return { status: 'error', error: (progress.error ?? sessions.error ?? achievements.error)! } as const;
  return {
    status: 'success',
    progress: progress.data,
    sessions: sessions.data,
    achievements: achievements.data,
  } as const;
}
