import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import {
  initialTimer,
  minutesLabel,
  msUntilNextSecond,
  reset as resetTimer,
  setMinutes as setTimerMinutes,
  spokenDuration,
  start as startTimer,
  stop as stopTimer,
  tick,
  TICK_FROM_SECONDS,
  TIMES_UP_MESSAGE,
  TIMES_UP_TOAST_MS,
  type TimerState,
} from './timer-machine';
import { createTimerSounds, type TimerSounds } from './timer-sounds';
import { useWakeLock } from './useWakeLock';

/** A monotonic clock: unaffected by changes of the system time. */
const now = () => performance.now();

/** The page's sounds, made on first use. */
const soundsOf = (ref: RefObject<TimerSounds | null>) => (ref.current ??= createTimerSounds());

/**
 * The timer machine driven by the browser: one timeout per change of the seconds shown (its delay
 * from the start time, so nothing drifts), an immediate update when the tab becomes visible again,
 * the sounds, the 'Time's up!' toast and the screen kept awake while running. `announcement` is a
 * short sentence for screen readers on each start, stop, reset, at ten seconds left and at the end.
 */
export function useTimer() {
  const [state, setState] = useState<TimerState>(() => initialTimer());
  const [announcement, setAnnouncement] = useState('');
  // the state the callbacks act on: the newest, without waiting for a render
  const current = useRef(state);
  const sounds = useRef<TimerSounds | null>(null);

  const commit = useCallback((next: TimerState) => {
    if (next === current.current) return;
    current.current = next;
    setState(next);
  }, []);

  /** Brings the timer to the present, with the sound, toast and announcement due. */
  const update = useCallback(() => {
    const before = current.current;
    const { state: next, sound } = tick(before, now());
    commit(next);
    if (sound) soundsOf(sounds).play(sound);
    if (next.status === 'finished') {
      notifications.show({ message: TIMES_UP_MESSAGE, autoClose: TIMES_UP_TOAST_MS });
    } else if (next.seconds === TICK_FROM_SECONDS && before.seconds > TICK_FROM_SECONDS) {
      setAnnouncement(`${spokenDuration(next.seconds)} left.`);
    }
  }, [commit]);

  // While running: a timeout for each change of the display, rescheduled from the clock each time.
  const { status, startedAt } = state;
  useEffect(() => {
    if (status !== 'running') return;
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const loop = () => {
      update();
      if (current.current.status === 'running')
        timeout = setTimeout(loop, msUntilNextSecond(current.current, now()));
    };
    const onVisibilityChange = () => {
      if (document.visibilityState !== 'visible') return;
      clearTimeout(timeout);
      loop();
    };
    timeout = setTimeout(loop, msUntilNextSecond(current.current, now()));
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timeout);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [status, startedAt, update]);

  useWakeLock(status === 'running');

  // the audio context goes with the page
  useEffect(() => () => sounds.current?.close(), []);

  const start = useCallback(() => {
    // the click is the user gesture browsers ask for before a page may play sound
    soundsOf(sounds).unlock();
    const next = startTimer(current.current, now());
    commit(next);
    setAnnouncement(`Timer started. ${spokenDuration(next.seconds)} left.`);
  }, [commit]);

  const stop = useCallback(() => {
    const next = stopTimer(current.current, now());
    commit(next);
    setAnnouncement(`Timer stopped. ${spokenDuration(next.seconds)} left.`);
  }, [commit]);

  const reset = useCallback(() => {
    const next = resetTimer(current.current);
    commit(next);
    setAnnouncement(`Timer reset to ${minutesLabel(next.minutes)}.`);
  }, [commit]);

  const setMinutes = useCallback(
    (minutes: number) => {
      commit(setTimerMinutes(current.current, minutes));
      setAnnouncement('');
    },
    [commit],
  );

  return { state, announcement, start, stop, reset, setMinutes };
}
