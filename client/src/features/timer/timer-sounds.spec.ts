import { createTimerSounds, type SoundContext } from './timer-sounds';

/** An AudioContext stand-in that records each tone's frequency and peak gain. */
function fakeContext() {
  const tones: { frequency: number; peak: number; startsAt: number }[] = [];
  const calls = { resume: 0, close: 0 };
  const context = {
    currentTime: 5,
    destination: {},
    state: 'suspended' as AudioContextState,
    resume: () => {
      calls.resume++;
      context.state = 'running';
      return Promise.resolve();
    },
    close: () => {
      calls.close++;
      context.state = 'closed';
      return Promise.resolve();
    },
    createOscillator: () => {
      const tone = { frequency: 0, peak: 0, startsAt: 0 };
      tones.push(tone);
      return {
        type: 'sine',
        frequency: { setValueAtTime: (value: number) => (tone.frequency = value) },
        connect: () => undefined,
        disconnect: () => undefined,
        start: (at: number) => (tone.startsAt = at),
        stop: () => undefined,
        onended: null,
      };
    },
    // each tone's gain node is created right after its oscillator
    createGain: () => {
      const tone = tones.at(-1)!;
      return {
        gain: {
          setValueAtTime: () => undefined,
          linearRampToValueAtTime: (value: number) => (tone.peak = Math.max(tone.peak, value)),
          exponentialRampToValueAtTime: () => undefined,
        },
        connect: () => undefined,
        disconnect: () => undefined,
      };
    },
  };
  return { context: context as unknown as SoundContext & { state: AudioContextState }, tones, calls };
}

describe('timer sounds', () => {
  it('creates no audio context before the first click, and plays nothing without one', () => {
    const fake = fakeContext();
    let created = 0;
    const sounds = createTimerSounds(() => {
      created++;
      return fake.context;
    });
    sounds.play('tick');
    expect(created).toBe(0);
    expect(fake.tones).toHaveLength(0);

    sounds.unlock();
    sounds.unlock();
    expect(created).toBe(1);
    expect(fake.calls.resume).toBe(1);
  });

  it('ticks at volume 0.7 and ends with three notes at full volume', () => {
    const fake = fakeContext();
    const sounds = createTimerSounds(() => fake.context);
    sounds.unlock();
    sounds.play('tick');
    expect(fake.tones).toEqual([{ frequency: 1200, peak: 0.7, startsAt: 5 }]);

    sounds.play('end');
    expect(fake.tones.slice(1).map((t) => t.peak)).toEqual([1, 1, 1]);
    expect(fake.tones.slice(1).map((t) => t.startsAt)).toEqual([5, 5.3, 5.6]);
  });

  it('closes the context when the page is left, and plays nothing after', () => {
    const fake = fakeContext();
    const sounds = createTimerSounds(() => fake.context);
    sounds.unlock();
    sounds.close();
    expect(fake.calls.close).toBe(1);
    sounds.play('end');
    expect(fake.tones).toHaveLength(0);
  });

  it('stays silent where the browser has no Web Audio', () => {
    const sounds = createTimerSounds(() => undefined);
    sounds.unlock();
    expect(() => sounds.play('end')).not.toThrow();
  });
});
