import { ApiRequestError } from '../../api/client';
import { progressOverview, savedProgress } from '../../api/progress-fixtures';
import { overviewToSave, progressView, type CallState, type ProgressCalls } from './progress-view';

const overview = progressOverview();
const saved = savedProgress(overview);

const answered = <T>(data: T): CallState<T> => ({ status: 'success', data, error: null });
const pending = <T>(): CallState<T> => ({ status: 'pending', data: undefined, error: null });
const failed = <T>(error: unknown, data?: T): CallState<T> => ({ status: 'error', data, error });
/** What fetch rejects with when there is no network ("Failed to fetch"). */
const networkDown = () => new TypeError('Failed to fetch');
const refused = () =>
  new ApiRequestError({
    statusCode: 500,
    error: 'Internal Server Error',
    message: 'Something broke',
    code: 'INTERNAL',
  });

function calls(overrides: Partial<ProgressCalls> = {}): ProgressCalls {
  return {
    progress: answered(overview.progress),
    sessions: answered(overview.sessions),
    achievements: answered(overview.achievements),
    suggestions: answered(overview.suggestions),
    daily: answered(overview.daily),
    ...overrides,
  };
}

describe('progressView (what the Progress page shows)', () => {
  it("shows the server's answers online", () => {
    expect(progressView(calls(), true, saved, 'user-1')).toEqual({
      kind: 'live',
      progress: overview.progress,
      sessions: overview.sessions,
      achievements: overview.achievements,
      suggestions: overview.suggestions,
    });
  });

  it('waits for the progress, sessions, achievements and suggestions, not for the chart', () => {
    expect(progressView(calls({ suggestions: pending() }), true, saved, 'user-1')).toEqual({
      kind: 'pending',
    });
    expect(progressView(calls({ achievements: pending() }), true, undefined, 'user-1')).toEqual({
      kind: 'pending',
    });
    expect(progressView(calls({ daily: pending() }), true, undefined, 'user-1').kind).toBe('live');
  });

  it('offline, shows the saved copy instead of "Failed to fetch"', () => {
    const offline = calls({
      progress: failed(networkDown()),
      sessions: failed(networkDown()),
      achievements: failed(networkDown()),
      suggestions: failed(networkDown()),
      daily: failed(networkDown()),
    });
    expect(progressView(offline, false, saved, 'user-1')).toEqual({ kind: 'saved', saved });
    // without a connection nothing is asked of the server: the copy shows at once
    const asked = calls({
      progress: pending(),
      sessions: pending(),
      achievements: pending(),
      suggestions: pending(),
      daily: pending(),
    });
    expect(progressView(asked, false, saved, 'user-1')).toEqual({ kind: 'saved', saved });
  });

  it('takes the answers still at hand over the older copy (the progress list kept current after taps)', () => {
    const newer = [{ ...overview.progress[0], attempts: 15, successes: 14, successRate: 93.3 }];
    // the service worker answers the progress list from its copy; the achievements fail offline
    const offline = calls({ progress: answered(newer), achievements: failed(networkDown()) });
    const view = progressView(offline, false, { ...saved, achievements: [] }, 'user-1');
    expect(view).toEqual({ kind: 'saved', saved: { ...saved, progress: newer, achievements: [] } });
  });

  it('shows the copy too when the connection is there but the server cannot be reached', () => {
    const unreachable = calls({ progress: failed(networkDown(), overview.progress) });
    expect(progressView(unreachable, true, saved, 'user-1')).toEqual({ kind: 'saved', saved });
    const down = new ApiRequestError({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Database unavailable',
      code: 'DATABASE_UNAVAILABLE',
    });
    expect(progressView(calls({ sessions: failed(down) }), true, saved, 'user-1').kind).toBe('saved');
  });

  it('shows the copy of an app opened offline, before the session is back', () => {
    expect(progressView(calls(), false, saved, null)).toEqual({ kind: 'saved', saved });
  });

  it("never shows another player's copy", () => {
    expect(progressView(calls(), false, saved, 'user-2')).toEqual({ kind: 'unsaved' });
  });

  it('says there is no saved copy yet rather than failing, and waits while the copy is read', () => {
    expect(progressView(calls({ progress: failed(networkDown()) }), false, undefined, 'user-1')).toEqual({
      kind: 'unsaved',
    });
    expect(progressView(calls(), false, 'reading', 'user-1')).toEqual({ kind: 'pending' });
  });

  it("shows the server's refusal online", () => {
    expect(progressView(calls({ sessions: failed(refused()) }), true, saved, 'user-1')).toEqual({
      kind: 'error',
      message: 'Something broke',
    });
  });
});

describe('overviewToSave', () => {
  it('is the whole overview once every call is answered online', () => {
    expect(overviewToSave(calls(), true)).toEqual(overview);
  });

  it('is nothing offline, with a call on its way, or with one failed', () => {
    expect(overviewToSave(calls(), false)).toBeUndefined();
    expect(overviewToSave(calls({ daily: pending() }), true)).toBeUndefined();
    // a refetch that failed keeps the earlier answer: not a fresh overview to date as now
    expect(
      overviewToSave(calls({ progress: failed(networkDown(), overview.progress) }), true),
    ).toBeUndefined();
  });
});
