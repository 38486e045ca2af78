import { useSyncExternalStore } from 'react';
import { CARD_LIST_URL, parseCardList } from '../../api/cards';
import { isJsonObject, readSavedAnswer, type SavedAnswers } from '../../api/saved-answer';
import type { Card, SubscriptionStatus } from '../../api/types';
import { authStore, hasSessionHint, type AuthStore } from '../auth/auth-store';
import { hasAccess } from '../billing/subscription-rules';

/** The subscription status's URL: the service worker keeps its last answer beside the card list's. */
export const SUBSCRIPTION_URL = '/api/v1/billing/subscription';

/** A saved answer of the subscription status read back; undefined for anything that is not one. */
export function parseSubscription(value: unknown): SubscriptionStatus | undefined {
  if (!isJsonObject(value)) return undefined;
  const valid =
    typeof value.status === 'string' &&
    (value.trialEnd === null || typeof value.trialEnd === 'string') &&
    typeof value.trialExpired === 'boolean';
  return valid ? (value as unknown as SubscriptionStatus) : undefined;
}

/**
 * The saved card list that may be shown before the session is back: only beside a saved status that
 * still grants access at `now` (card text is never shown beyond access: a trial that ended since
 * shows nothing), and never in the expired-trial test view.
 */
export function cardListToShow(
  cards: Card[] | undefined,
  subscription: SubscriptionStatus | undefined,
  now: Date,
  testExpired = false,
): Card[] | undefined {
  if (!cards || !subscription) return undefined;
  return hasAccess({ signedIn: true, subscription, testExpired }, now) ? cards : undefined;
}

/**
 * Where the saved list stands: not asked for ('idle'), being read, none to show (no session to
 * recover, no valid copy, no access, or signed out since), or ready to show.
 */
export type SavedCardListState =
  { phase: 'idle' } | { phase: 'reading' } | { phase: 'none' } | { phase: 'ready'; cards: Card[] };

const IDLE: SavedCardListState = { phase: 'idle' };
const READING: SavedCardListState = { phase: 'reading' };
const NONE: SavedCardListState = { phase: 'none' };

export interface SavedCardListOptions {
  /** Where the saved answers are read (the service worker's player cache by default). */
  answers?: SavedAnswers;
  auth?: Pick<AuthStore, 'getState' | 'subscribe'>;
  /** Whether the session hint cookie is there (read from `document.cookie` by default). */
  sessionHint?: () => boolean;
  now?: () => Date;
  /** `?test_expired_trial=true` in the page's address: the expired-trial test view. */
  testExpired?: () => boolean;
}

const testExpiredInAddress = () =>
  typeof location !== 'undefined' &&
  new URLSearchParams(location.search).get('test_expired_trial') === 'true';

/**
 * The card list the service worker kept for the last signed-in player, shown on the home grid while
 * the session is being recovered at the page's start (the grid need not wait for the refresh and
 * then the list). Read once per page, and only while the session is still unknown and the session
 * hint cookie says there is one to recover. Forgotten for the rest of the page at sign-out (a
 * refused refresh too): the next player never sees it.
 */
export class SavedCardList {
  private state: SavedCardListState = IDLE;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: SavedCardListOptions = {}) {}

  readonly getState = (): SavedCardListState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: SavedCardListState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  /**
   * Starts reading the saved list, the first time only. Safe to call while rendering: the phase it
   * sets at once is read back by the caller, and listeners hear only of what the read finds later.
   */
  start(): void {
    if (this.state.phase !== 'idle') return;
    const auth = this.options.auth ?? authStore;
    const sessionHint = this.options.sessionHint ?? (() => hasSessionHint());
    if (auth.getState().status !== 'loading' || !sessionHint()) {
      this.state = NONE;
      return;
    }
    this.state = READING;
    const stop = auth.subscribe((event) => {
      if (event === 'SIGNED_OUT') {
        stop();
        this.set(NONE);
      }
    });
    const now = this.options.now ?? (() => new Date());
    const testExpired = this.options.testExpired ?? testExpiredInAddress;
    void Promise.all([
      readSavedAnswer(CARD_LIST_URL, parseCardList, this.options.answers),
      readSavedAnswer(SUBSCRIPTION_URL, parseSubscription, this.options.answers),
    ]).then(([cards, subscription]) => {
      if (this.state !== READING) return; // signed out meanwhile
      const shown = cardListToShow(cards, subscription, now(), testExpired());
      if (!shown) stop();
      this.set(shown ? { phase: 'ready', cards: shown } : NONE);
    });
  }
}

/** The page's saved card list. */
export const savedCardList = new SavedCardList();

/**
 * Where the saved card list stands; `start` asks for it (read once per page, and only while the
 * session is still unknown).
 */
export function useSavedCardList(start = false): SavedCardListState {
  if (start) savedCardList.start();
  return useSyncExternalStore(savedCardList.subscribe, savedCardList.getState);
}
