import {
  clampMinutes,
  elapsedPercent,
  formatClock,
  initialTimer,
  minutesLabel,
  msUntilNextSecond,
  remainingAt,
  reset,
  setMinutes,
  spokenDuration,
  start,
  stop,
  tick,
  type TimerSound,
  type TimerState,
} from './timer-machine';

/** A fixed clock: every reading is an offset from this instant. */
const T0 = 1_000_000;

/** Ticks once at every `step` ms from `from` to `to` (inclusive), collecting the sounds with the seconds shown. */
function run(state: TimerState, from: number, to: number, step = 250) {
  const sounds: { at: number; sound: TimerSound; seconds: number }[] = [];
  let current = state;
  for (let now = from; now <= to; now += step) {
    const result = tick(current, now);
    current = result.state;
    if (result.sound) sounds.push({ at: now - T0, sound: result.sound, seconds: current.seconds });
  }
  return { state: current, sounds };
}

describe('timer machine', () => {
  it('starts idle at 1 minute, showing 1:00 and no progress', () => {
    const timer = initialTimer();
    expect(timer).toMatchObject({ status: 'idle', minutes: 1, seconds: 60 });
    expect(formatClock(timer.seconds)).toBe('1:00');
    expect(elapsedPercent(timer)).toBe(0);
  });

  it('counts down from the start time, not by counting intervals', () => {
    const running = start(initialTimer(), T0);
    expect(tick(running, T0 + 999).state.seconds).toBe(60);
    expect(tick(running, T0 + 1000).state.seconds).toBe(59);
    // one tick after 10 seconds (a throttled background tab) shows the exact time
    const later = tick(running, T0 + 10_000).state;
    expect(formatClock(later.seconds)).toBe('0:50');
    expect(elapsedPercent(later)).toBeCloseTo(16.67, 2);
    expect(remainingAt(running, T0 + 12_345)).toBe(47_655);
  });

  it('returns the same state when the display does not change', () => {
    const running = start(initialTimer(), T0);
    expect(tick(running, T0 + 400).state).toBe(running);
    const idle = initialTimer();
    expect(tick(idle, T0 + 5000)).toEqual({ state: idle, sound: null });
  });

  it('ticks at 10 down to 1, then plays the end sound and finishes at 0', () => {
    const { state, sounds } = run(start(initialTimer(), T0), T0, T0 + 61_000);
    expect(sounds.filter((s) => s.sound === 'tick').map((s) => s.seconds)).toEqual([
      10, 9, 8, 7, 6, 5, 4, 3, 2, 1,
    ]);
    expect(sounds.filter((s) => s.sound === 'tick')[0].at).toBe(50_000);
    expect(sounds.at(-1)).toEqual({ at: 60_000, sound: 'end', seconds: 0 });
    expect(state).toMatchObject({ status: 'finished', seconds: 0, remainingMs: 0 });
    expect(elapsedPercent(state)).toBe(100);
  });

  it('plays at most one sound after a long gap between ticks', () => {
    const running = start(initialTimer(), T0);
    expect(tick(running, T0 + 55_500)).toMatchObject({ sound: 'tick', state: { seconds: 5 } });
    expect(tick(running, T0 + 90_000)).toMatchObject({ sound: 'end', state: { status: 'finished' } });
    expect(tick(running, T0 + 20_000).sound).toBeNull();
  });

  it('Stop pauses to the millisecond and Start resumes from there', () => {
    const running = start(initialTimer(), T0);
    const paused = stop(running, T0 + 12_300);
    expect(paused).toMatchObject({ status: 'paused', remainingMs: 47_700, seconds: 48, startedAt: null });
    // time passing while paused changes nothing
    expect(tick(paused, T0 + 100_000).state).toBe(paused);
    const resumed = start(paused, T0 + 50_000);
    expect(tick(resumed, T0 + 50_699).state.seconds).toBe(48);
    expect(tick(resumed, T0 + 50_700).state.seconds).toBe(47);
    expect(tick(resumed, T0 + 97_700).state.status).toBe('finished');
  });

  it('Start after the end runs the full time again; Start while running changes nothing', () => {
    const finished = tick(start(initialTimer(2), T0), T0 + 120_000).state;
    expect(finished.status).toBe('finished');
    const again = start(finished, T0 + 200_000);
    expect(again).toMatchObject({ status: 'running', seconds: 120, remainingMs: 120_000 });
    expect(start(again, T0 + 201_000)).toBe(again);
  });

  it('Reset stops and restores the full time', () => {
    const running = tick(start(initialTimer(3), T0), T0 + 30_000).state;
    expect(reset(running)).toEqual(initialTimer(3));
    expect(reset(stop(running, T0 + 31_000))).toEqual(initialTimer(3));
  });

  it('locks the minutes while running; a change otherwise resets the time left', () => {
    const running = start(initialTimer(), T0);
    expect(setMinutes(running, 5)).toBe(running);
    const paused = stop(running, T0 + 20_000);
    expect(setMinutes(paused, 5)).toMatchObject({ status: 'idle', minutes: 5, seconds: 300 });
    expect(formatClock(setMinutes(paused, 60).seconds)).toBe('60:00');
  });

  it('keeps the minutes within 1 to 60', () => {
    expect(clampMinutes(0)).toBe(1);
    expect(clampMinutes(61)).toBe(60);
    expect(clampMinutes(Number.NaN)).toBe(1);
    expect(setMinutes(initialTimer(), 90).minutes).toBe(60);
  });

  it('schedules the next tick for when the display changes', () => {
    const running = start(initialTimer(), T0);
    expect(msUntilNextSecond(running, T0)).toBe(1000);
    expect(msUntilNextSecond(running, T0 + 250)).toBe(750);
    expect(msUntilNextSecond(running, T0 + 60_000)).toBe(0);
  });

  it('words the minutes and the time left', () => {
    expect(minutesLabel(1)).toBe('1 minute');
    expect(minutesLabel(15)).toBe('15 minutes');
    expect(formatClock(9)).toBe('0:09');
    expect(formatClock(605)).toBe('10:05');
    expect(spokenDuration(60)).toBe('1 minute');
    expect(spokenDuration(65)).toBe('1 minute 5 seconds');
    expect(spokenDuration(121)).toBe('2 minutes 1 second');
    expect(spokenDuration(42)).toBe('42 seconds');
    expect(spokenDuration(0)).toBe('0 seconds');
  });
});
