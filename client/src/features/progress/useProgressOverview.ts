import { useEffect } from 'react';
import {
  useAchievements,
  useDailyPractice,
  useProgress,
  useSessions,
  useSuggestions,
} from '../../api/practice';
import { hasPractice } from './daily-chart';
import { loadDailyPracticeChart } from './DailyPracticePanel';

/**
 * What the Progress page waits for before it shows its figures: the progress per card, the recent
 * sessions and the achievements, and the suggestions settled (answered or failed: a panel appearing
 * later would push the achievements down). The daily chart loads on its own, in a panel whose height
 * never changes; its chunk is fetched as soon as the data says there is a chart to draw.
 */
export function useProgressOverview() {
  const progress = useProgress();
  const sessions = useSessions();
  const achievements = useAchievements();
  // Fetched together with the rest, not once the page shows; their sections read them themselves.
  const daily = useDailyPractice();
  const suggestions = useSuggestions();
  const charted = hasPractice(daily.data);
  useEffect(() => {
    if (charted) void loadDailyPracticeChart();
  }, [charted]);
  if (progress.isPending || sessions.isPending || achievements.isPending || suggestions.isPending)
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
