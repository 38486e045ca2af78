import { sampleCard as card } from '../../api/card-fixtures';
import { CARD_LIST_URL } from '../../api/cards';
import type { SavedAnswers } from '../../api/saved-answer';
import type { SubscriptionStatus } from '../../api/types';
import type { AuthEvent, AuthState, AuthStatus } from '../auth/auth-store';
import {
  cardListToShow,
  parseSubscription,
  SavedCardList,
  SUBSCRIPTION_URL,
  type SavedCardListOptions,
} from './saved-card-list';

const now = new Date('2027-03-10T12:00:00.000Z');

const trialing: SubscriptionStatus = {
  status: 'trialing',
  trialEnd: '2027-03-20T12:00:00.000Z',
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  provider: null,
  trialExpired: false,
  firstChargeAt: null,
};
const trialEnded: SubscriptionStatus = { ...trialing, trialEnd: '2027-03-09T12:00:00.000Z' };
const active: SubscriptionStatus = {
  ...trialing,
  status: 'active',
  trialEnd: null,
  currentPeriodEnd: '2028-03-01T00:00:00.000Z',
};

/** The auth store as the list sees it: a status, and events the test raises. */
function fakeAuth(status: AuthStatus = 'loading') {
  const listeners = new Set<(event: AuthEvent, state: AuthState) => void>();
  const auth = {
    state: { status, session: null, error: null } as AuthState,
    getState: () => auth.state,
    subscribe(listener: (event: AuthEvent, state: AuthState) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(event: AuthEvent, next: AuthStatus) {
      auth.state = { ...auth.state, status: next };
      for (const listener of [...listeners]) listener(event, auth.state);
    },
    listeners,
  };
  return auth;
}

/** Saved answers in memory; each read waits until the test lets it answer. */
function heldAnswers(texts: Record<string, unknown>) {
  const asked: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const answers: SavedAnswers = {
    async read(url) {
      asked.push(url);
      await released;
      return url in texts ? JSON.stringify(texts[url]) : undefined;
    },
  };
  return { answers, asked, release };
}

/** Lets the pending reads settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function savedList(
  texts: Record<string, unknown>,
  options: Partial<SavedCardListOptions> & { auth?: ReturnType<typeof fakeAuth> } = {},
) {
  const auth = options.auth ?? fakeAuth();
  const held = heldAnswers(texts);
  const list = new SavedCardList({
    answers: held.answers,
    auth,
    sessionHint: () => true,
    now: () => now,
    testExpired: () => false,
    ...options,
  });
  let heard = 0;
  list.subscribe(() => heard++);
  return { list, auth, ...held, heard: () => heard };
}

describe('the saved card list shown before the session', () => {
  it('is read once from the card list’s and the status’s saved answers, and is then shown', async () => {
    const { list, asked, release, heard } = savedList({
      [CARD_LIST_URL]: [card],
      [SUBSCRIPTION_URL]: trialing,
    });
    list.start();
    expect(list.getState()).toEqual({ phase: 'reading' });
    list.start();
    release();
    await settle();
    expect(list.getState()).toEqual({ phase: 'ready', cards: [card] });
    expect(asked.sort()).toEqual([CARD_LIST_URL, SUBSCRIPTION_URL].sort());
    expect(heard()).toBe(1);
  });

  it('is kept while the session comes back (placeholder data until the list is fetched)', async () => {
    const { list, auth, release } = savedList({ [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: active });
    list.start();
    release();
    await settle();
    auth.emit('SIGNED_IN', 'authenticated');
    auth.emit('TOKEN_REFRESHED', 'authenticated');
    expect(list.getState()).toEqual({ phase: 'ready', cards: [card] });
  });

  it('is never read without the session hint cookie (no session to recover)', async () => {
    const { list, asked, release } = savedList(
      { [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: trialing },
      { sessionHint: () => false },
    );
    list.start();
    release();
    await settle();
    expect(list.getState()).toEqual({ phase: 'none' });
    expect(asked).toEqual([]);
  });

  it('is never read once the session is known (a page opened later shows the fetched list)', () => {
    for (const status of ['authenticated', 'unauthenticated'] as const) {
      const { list, asked } = savedList(
        { [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: trialing },
        { auth: fakeAuth(status) },
      );
      list.start();
      expect(list.getState()).toEqual({ phase: 'none' });
      expect(asked).toEqual([]);
    }
  });

  it('is dropped when the refresh is refused before the copy was read (signed out elsewhere)', async () => {
    const { list, auth, release } = savedList({ [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: trialing });
    list.start();
    auth.emit('SIGNED_OUT', 'unauthenticated');
    expect(list.getState()).toEqual({ phase: 'none' });
    release();
    await settle();
    expect(list.getState()).toEqual({ phase: 'none' });
  });

  it('is dropped at sign-out after it was shown, for the rest of the page (the next player never sees it)', async () => {
    const { list, auth, release, heard } = savedList({
      [CARD_LIST_URL]: [card],
      [SUBSCRIPTION_URL]: trialing,
    });
    list.start();
    release();
    await settle();
    auth.emit('SIGNED_OUT', 'unauthenticated');
    expect(list.getState()).toEqual({ phase: 'none' });
    expect(heard()).toBe(2);
    auth.emit('SIGNED_IN', 'authenticated');
    list.start();
    expect(list.getState()).toEqual({ phase: 'none' });
    expect(auth.listeners.size).toBe(0);
  });

  it('is none when the device keeps no valid list, or no status, or one without access now', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { [CARD_LIST_URL]: [card] },
      { [SUBSCRIPTION_URL]: trialing },
      { [CARD_LIST_URL]: [{ id: 'black-2S' }], [SUBSCRIPTION_URL]: trialing },
      { [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: trialEnded },
      { [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: { ...trialing, status: 'inactive' } },
      { [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: { status: 'active' } },
    ];
    for (const texts of cases) {
      const { list, auth, release } = savedList(texts);
      list.start();
      release();
      await settle();
      expect(list.getState()).toEqual({ phase: 'none' });
      expect(auth.listeners.size).toBe(0);
    }
  });

  it('is none in the expired-trial test view', async () => {
    const { list, release } = savedList(
      { [CARD_LIST_URL]: [card], [SUBSCRIPTION_URL]: active },
      { testExpired: () => true },
    );
    list.start();
    release();
    await settle();
    expect(list.getState()).toEqual({ phase: 'none' });
  });
});

describe('what the saved card list needs beside it', () => {
  it('shows the list only beside a status that grants access now', () => {
    expect(cardListToShow([card], trialing, now)).toEqual([card]);
    expect(cardListToShow([card], active, now)).toEqual([card]);
    expect(cardListToShow([card], trialEnded, now)).toBeUndefined();
    expect(cardListToShow([card], { ...trialing, status: 'inactive' }, now)).toBeUndefined();
    expect(cardListToShow([card], active, now, true)).toBeUndefined();
    expect(cardListToShow([card], undefined, now)).toBeUndefined();
    expect(cardListToShow(undefined, active, now)).toBeUndefined();
  });

  it('reads the saved status back, and nothing else for one', () => {
    expect(parseSubscription(JSON.parse(JSON.stringify(trialing)))).toEqual(trialing);
    expect(parseSubscription({ status: 'trialing', trialEnd: 5, trialExpired: false })).toBeUndefined();
    expect(parseSubscription({ status: 'trialing', trialEnd: null })).toBeUndefined();
    expect(parseSubscription([trialing])).toBeUndefined();
    expect(parseSubscription(null)).toBeUndefined();
  });
});
