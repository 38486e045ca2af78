import { useCallback, useEffect, useRef, useState } from 'react';
import { FACE_SWAP_MS, flipCoin, FLIP_MS, otherFace, type CoinFace } from './coin';

export type FlipPhase = 'idle' | 'flipping' | 'result';

/**
 * The coin: idle, then flipping for 2 seconds (the face shown alternating every 100 ms unless
 * `animate` is false), then the result, decided at the end of the flip.
 */
export function useCoinFlip(animate: boolean) {
  const [phase, setPhase] = useState<FlipPhase>('idle');
  const [face, setFace] = useState<CoinFace>('heads');
  const [result, setResult] = useState<CoinFace | null>(null);
  const timers = useRef<{ swap?: ReturnType<typeof setInterval>; end?: ReturnType<typeof setTimeout> }>({});

  const clearTimers = useCallback(() => {
    clearInterval(timers.current.swap);
    clearTimeout(timers.current.end);
    timers.current = {};
  }, []);

  // leaving the page mid-flip stops it
  useEffect(() => clearTimers, [clearTimers]);

  const flip = useCallback(() => {
    if (timers.current.end !== undefined) return; // already flipping
    setPhase('flipping');
    setResult(null);
    if (animate) timers.current.swap = setInterval(() => setFace(otherFace), FACE_SWAP_MS);
    timers.current.end = setTimeout(() => {
      clearTimers();
      const landed = flipCoin();
      setFace(landed);
      setResult(landed);
      setPhase('result');
    }, FLIP_MS);
  }, [animate, clearTimers]);

  return { phase, face, result, flip };
}
