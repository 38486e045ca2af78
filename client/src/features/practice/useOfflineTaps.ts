import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { api, ApiRequestError, unwrap } from '../../api/client';
import { applyAttemptAnswer, useRecordAttempt, type AttemptInput } from '../../api/practice';
import type { AttemptResult } from '../../api/types';
import { keepProgressOffline } from './offline-progress';
import {
  queuedIds,
  queuedTapList,
  queuedTaps,
  queueTap,
  removeTap,
  subscribeToQueue,
  type QueuedTap,
} from './offline-taps';

/** The attemptIds of the taps waiting to be sent. */
export function useQueuedTaps(): ReadonlySet<string> {
  return useSyncExternalStore(subscribeToQueue, queuedIds);
}

/** The taps waiting to be sent (card, day and outcome of each), oldest first. */
export function useQueuedTapList(): readonly QueuedTap[] {
  return useSyncExternalStore(subscribeToQueue, queuedTapList);
}

export type TapOutcome = { queued: true } | { queued: false; answer: AttemptResult };

/**
 * Records a tap, or keeps it for later when there is no connection (offline, or the request never
 * reached the server). An answer of the server's own (a 4xx or 5xx) is an error, not queued.
 */
export function useRecordTap(): (tap: AttemptInput) => Promise<TapOutcome> {
  const record = useRecordAttempt();
  return async (tap) => {
    if (!navigator.onLine) {
      await queueTap(tap);
      return { queued: true };
    }
    try {
      return { queued: false, answer: await record.mutateAsync(tap) };
    } catch (error) {
      if (error instanceof ApiRequestError) throw error;
      await queueTap(tap);
      return { queued: true };
    }
  };
}

let sending: Promise<void> | undefined;

/**
 * Sends the queued taps in the order they were made, one at a time. A tap the server answers is
 * removed (counted once however often it is sent); one it refuses for good (a 4xx other than 401,
 * 408 or 429) is dropped; a network failure or a missing session stops until the next try.
 */
export function sendQueuedTaps(onAnswer: (answer: AttemptResult) => void): Promise<void> {
  sending ??= (async () => {
    for (const tap of await queuedTaps()) {
      const { queuedAt: _queuedAt, ...body } = tap;
      try {
        onAnswer(await unwrap(api.POST('/api/v1/practice/attempts', { body })));
        await removeTap(tap.attemptId);
      } catch (error) {
        const permanent =
          error instanceof ApiRequestError &&
          error.status >= 400 &&
          error.status < 500 &&
          ![401, 408, 429].includes(error.status);
        if (!permanent) return;
        await removeTap(tap.attemptId);
      }
    }
  })()
    .catch(() => undefined)
    .finally(() => {
      sending = undefined;
    });
  return sending;
}

/**
 * Sends the queued taps now, whenever the connection comes back, and while `signedIn` turns true;
 * meanwhile keeps the progress list, as the answers update it, for the page opened offline.
 */
export function useTapSync(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => (signedIn ? keepProgressOffline(queryClient) : undefined), [signedIn, queryClient]);
  useEffect(() => {
    if (!signedIn) return;
    const send = () => void sendQueuedTaps((answer) => applyAttemptAnswer(queryClient, answer));
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [signedIn, queryClient]);
}
