import { useEffect } from 'react';

/**
 * Keeps the screen awake while `active`, where the browser has the Screen Wake Lock API (and lets
 * the page have it: a secure context, the tab visible). The browser drops the lock when the tab is
 * hidden; it is asked for again when the tab is back. Released when `active` turns false or the
 * component unmounts. Refusals (battery saver, permissions) are ignored: the timer works without.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | undefined;
    let cancelled = false;
    let requesting = false;

    const acquire = async () => {
      if (requesting || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      requesting = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        if (cancelled) await lock.release();
        else sentinel = lock;
      } catch {
        // not allowed now: the screen may dim, the timer still runs
      } finally {
        requesting = false;
      }
    };
    const onVisibilityChange = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      cancelled = true;
      document.removeEventListener('visibilitychange', onVisibilityChange);
      if (sentinel && !sentinel.released) sentinel.release().catch(() => undefined);
    };
  }, [active]);
}
