/**
 * The timeout timer as pure functions of its state and a clock reading (`now`, in milliseconds of
 * any monotonic clock, e.g. `performance.now()`). The time left is derived from when the current
 * run started, never counted down by intervals: a tab in the background (whose timers the browser
 * slows down) still shows the exact time when it next ticks.
 */

export const MIN_MINUTES = 1;
export const MAX_MINUTES = 60;
export const DEFAULT_MINUTES = 1;
/** A tick sound plays as the countdown shows each of these last seconds (10 down to 1). */
export const TICK_FROM_SECONDS = 10;
export const TICK_VOLUME = 0.7;
export const END_VOLUME = 1;
/** How long the 'Time's up!' toast stays. */
export const TIMES_UP_TOAST_MS = 3000;
export const TIMES_UP_MESSAGE = "Time's up!";

/** idle (full time, never started or reset), running, paused (by Stop), finished (reached 0). */
export type TimerStatus = 'idle' | 'running' | 'paused' | 'finished';

export interface TimerState {
  readonly status: TimerStatus;
  readonly minutes: number;
  /** Milliseconds left when the current run started (running), or now (otherwise). */
  readonly remainingMs: number;
  /** The clock reading when the current run started; null unless running. */
  readonly startedAt: number | null;
  /** The whole seconds shown: the time left rounded up (1:00 until a full second has passed). */
  readonly seconds: number;
}

export type TimerSound = 'tick' | 'end';

export interface TickResult {
  readonly state: TimerState;
  /** The sound due with this step, if any. */
  readonly sound: TimerSound | null;
}

/** Minutes kept within 1 to 60; anything unusable becomes the default. */
export function clampMinutes(minutes: number): number {
  if (!Number.isFinite(minutes)) return DEFAULT_MINUTES;
  return Math.min(MAX_MINUTES, Math.max(MIN_MINUTES, Math.round(minutes)));
}

function full(minutes: number): TimerState {
  const remainingMs = minutes * 60_000;
  return { status: 'idle', minutes, remainingMs, startedAt: null, seconds: remainingMs / 1000 };
}

export function initialTimer(minutes = DEFAULT_MINUTES): TimerState {
  return full(clampMinutes(minutes));
}

/** Milliseconds left at `now` (never below 0). */
export function remainingAt(state: TimerState, now: number): number {
  if (state.status !== 'running' || state.startedAt === null) return state.remainingMs;
  return Math.max(0, state.remainingMs - (now - state.startedAt));
}

/** Start: from idle or finished with the full time, from paused with the time left. */
export function start(state: TimerState, now: number): TimerState {
  if (state.status === 'running') return state;
  const from = state.status === 'paused' ? state : full(state.minutes);
  return { ...from, status: 'running', startedAt: now };
}

/** Stop pauses: the time left is kept to the millisecond. */
export function stop(state: TimerState, now: number): TimerState {
  if (state.status !== 'running') return state;
  const remainingMs = remainingAt(state, now);
  return { ...state, status: 'paused', remainingMs, startedAt: null, seconds: Math.ceil(remainingMs / 1000) };
}

/** Reset stops and restores the full time. */
export function reset(state: TimerState): TimerState {
  return full(state.minutes);
}

/** A new number of minutes (not while running) resets the time left to it. */
export function setMinutes(state: TimerState, minutes: number): TimerState {
  if (state.status === 'running') return state;
  return full(clampMinutes(minutes));
}

/**
 * The timer at `now`: the seconds shown, with the sound due — a tick when the display reaches one
 * of the last ten seconds, the end sound (and the finished state) when it reaches 0. After a long
 * pause between ticks (a tab in the background) there is at most one sound. The same state object
 * comes back when nothing changed.
 */
export function tick(state: TimerState, now: number): TickResult {
  if (state.status !== 'running') return { state, sound: null };
  const left = remainingAt(state, now);
  if (left <= 0) {
    return {
      state: { ...state, status: 'finished', remainingMs: 0, startedAt: null, seconds: 0 },
      sound: 'end',
    };
  }
  const seconds = Math.ceil(left / 1000);
  if (seconds === state.seconds) return { state, sound: null };
  return {
    state: { ...state, seconds },
    sound: seconds <= TICK_FROM_SECONDS && seconds < state.seconds ? 'tick' : null,
  };
}

/** Milliseconds from `now` until the display next changes (only meaningful while running). */
export function msUntilNextSecond(state: TimerState, now: number): number {
  const left = remainingAt(state, now);
  const intoSecond = left % 1000;
  return intoSecond === 0 ? Math.min(left, 1000) : intoSecond;
}

/** The total time in seconds. */
export function totalSeconds(state: TimerState): number {
  return state.minutes * 60;
}

/** The elapsed share of the total time in percent, as shown (whole seconds). */
export function elapsedPercent(state: TimerState): number {
  const total = totalSeconds(state);
  return ((total - state.seconds) / total) * 100;
}

/** m:ss, e.g. 1:00, 0:09, 60:00. */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** The selector's option text: '1 minute' / 'N minutes'. */
export function minutesLabel(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The time left in words for screen readers: '1 minute 5 seconds', '42 seconds', '0 seconds'. */
export function spokenDuration(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  const parts: string[] = [];
  if (m > 0) parts.push(minutesLabel(m));
  if (s > 0 || m === 0) parts.push(s === 1 ? '1 second' : `${s} seconds`);
  return parts.join(' ');
}
