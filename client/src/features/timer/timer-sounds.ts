import { END_VOLUME, TICK_VOLUME, type TimerSound } from './timer-machine';

/**
 * The timer's sounds, synthesised with the Web Audio API (no audio files to load). Browsers let a
 * page make sound only after a user gesture: the AudioContext is created by `unlock()`, called from
 * the Start button's click, and nothing plays before that.
 */
export interface TimerSounds {
  /** Creates (or resumes) the audio context; call it from a click. */
  unlock(): void;
  play(sound: TimerSound): void;
  /** Frees the audio context (the page is left). */
  close(): void;
}

/** The parts of an AudioContext the sounds use (a fake one in the unit test). */
export type SoundContext = Pick<
  AudioContext,
  'currentTime' | 'destination' | 'state' | 'resume' | 'close' | 'createOscillator' | 'createGain'
>;

function browserContext(): SoundContext | undefined {
  return typeof AudioContext === 'undefined' ? undefined : new AudioContext();
}

/**
 * One tone: an oscillator through a gain envelope that rises to `volume` in 5 ms and fades out
 * exponentially over `duration` seconds.
 */
function tone(
  context: SoundContext,
  {
    at,
    frequency,
    duration,
    volume,
    type,
  }: {
    at: number;
    frequency: number;
    duration: number;
    volume: number;
    type: OscillatorType;
  },
): void {
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.type = type;
  oscillator.frequency.setValueAtTime(frequency, at);
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.005);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + duration);
  oscillator.connect(gain);
  gain.connect(context.destination);
  oscillator.onended = () => {
    oscillator.disconnect();
    gain.disconnect();
  };
  oscillator.start(at);
  oscillator.stop(at + duration + 0.02);
}

/** A short, high click for each of the last ten seconds. */
function playTick(context: SoundContext): void {
  tone(context, {
    at: context.currentTime,
    frequency: 1200,
    duration: 0.08,
    volume: TICK_VOLUME,
    type: 'triangle',
  });
}

/** Three rising notes (A5, C#6, E6), one after the other so they never add up above full volume. */
function playEnd(context: SoundContext): void {
  const start = context.currentTime;
  [880, 1108.73, 1318.51].forEach((frequency, index) =>
    tone(context, {
      at: start + index * 0.3,
      frequency,
      duration: index === 2 ? 0.9 : 0.28,
      volume: END_VOLUME,
      type: 'sine',
    }),
  );
}

export function createTimerSounds(
  createContext: () => SoundContext | undefined = browserContext,
): TimerSounds {
  let context: SoundContext | undefined;
  const resume = () => {
    // suspended again after the tab was in the background on some phones
    if (context?.state === 'suspended') context.resume().catch(() => undefined);
  };
  return {
    unlock() {
      context ??= createContext();
      resume();
    },
    play(sound) {
      if (!context || context.state === 'closed') return;
      resume();
      if (sound === 'tick') playTick(context);
      else playEnd(context);
    },
    close() {
      const closing = context;
      context = undefined;
      if (closing && closing.state !== 'closed') closing.close().catch(() => undefined);
    },
  };
}
