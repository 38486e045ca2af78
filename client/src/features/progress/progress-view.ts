import { isServerUnreachable } from '../../api/client';
import type { ProgressOverview, SavedProgress } from '../../api/saved-progress';

/** A call of the page as react-query reports it. */
export interface CallState<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
}

export interface ProgressCalls {
  progress: CallState<ProgressOverview['progress']>;
  sessions: CallState<ProgressOverview['sessions']>;
  achievements: CallState<ProgressOverview['achievements']>;
  suggestions: CallState<ProgressOverview['suggestions']>;
  daily: CallState<ProgressOverview['daily']>;
}

/**
 * What the Progress page shows:
 * - live: the server's answers (the suggestions and the daily chart may still be on their way or
 *   have failed; their panels say so);
 * - saved: offline or while the server cannot be reached, the copy this device keeps, with when
 *   it was saved; an answer still at hand (kept in memory, or the service worker's copy of the
 *   progress list, which practice keeps current after each tap) is newer than the copy and is taken
 *   over it;
 * - unsaved: the same without a copy (never opened online on this device);
 * - error: the server refused (its message);
 * - pending: the answers, or the copy, are on their way.
 */
export type ProgressView =
  | { kind: 'pending' }
  | {
      kind: 'live';
      progress: ProgressOverview['progress'];
      sessions: ProgressOverview['sessions'];
      achievements: ProgressOverview['achievements'];
      suggestions: ProgressOverview['suggestions'] | undefined;
    }
  | { kind: 'saved'; saved: SavedProgress }
  | { kind: 'unsaved' }
  | { kind: 'error'; message: string };

/**
 * The page's view from its calls, the connection, the saved copy ('reading' while it is read) and
 * the signed-in player (null when not known yet, e.g. opened offline). A copy of another player is
 * never shown.
 */
export function progressView(
  calls: ProgressCalls,
  online: boolean,
  saved: SavedProgress | undefined | 'reading',
  userId: string | null,
): ProgressView {
  const all = Object.values(calls) as CallState<unknown>[];
  const unreachable =
    !online || all.some((call) => call.status === 'error' && isServerUnreachable(call.error));
  if (unreachable) {
    if (saved === 'reading') return { kind: 'pending' };
    if (saved && (userId === null || saved.userId === userId))
      return {
        kind: 'saved',
        saved: {
          ...saved,
          progress: calls.progress.data ?? saved.progress,
          sessions: calls.sessions.data ?? saved.sessions,
          achievements: calls.achievements.data ?? saved.achievements,
          suggestions: calls.suggestions.data ?? saved.suggestions,
          daily: calls.daily.data ?? saved.daily,
        },
      };
    return { kind: 'unsaved' };
  }
  const { progress, sessions, achievements, suggestions } = calls;
  const refused = [progress, sessions, achievements].find((call) => call.status === 'error');
  if (refused) return { kind: 'error', message: messageOf(refused.error) };
  if (!progress.data || !sessions.data || !achievements.data || suggestions.status === 'pending')
    return { kind: 'pending' };
  return {
    kind: 'live',
    progress: progress.data,
    sessions: sessions.data,
    achievements: achievements.data,
    suggestions: suggestions.data,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Your progress could not be loaded.';
}

/**
 * The overview to keep as the page's copy: only when every call has its answer from the server,
 * online. Undefined otherwise.
 */
export function overviewToSave(calls: ProgressCalls, online: boolean): ProgressOverview | undefined {
  if (!online) return undefined;
  const { progress, sessions, achievements, suggestions, daily } = calls;
  if (!progress.data || !sessions.data || !achievements.data || !suggestions.data || !daily.data)
    return undefined;
  if (Object.values(calls).some((call: CallState<unknown>) => call.status !== 'success')) return undefined;
  return {
    progress: progress.data,
    sessions: sessions.data,
    achievements: achievements.data,
    suggestions: suggestions.data,
    daily: daily.data,
  };
}
