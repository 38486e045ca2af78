import { jest } from '@jest/globals';
import { api } from '../../api/client';
import type { Session } from '../../api/types';
import {
  AuthStore,
  hasSessionHint,
  REFRESH_MARGIN_MS,
  refreshDelay,
  type AuthEvent,
  type AuthStatus,
} from './auth-store';

describe('refreshDelay', () => {
  it('refreshes a minute before the access token expires', () => {
    const now = 1_000_000;
    expect(refreshDelay(now / 1000 + 900, now)).toBe(900_000 - REFRESH_MARGIN_MS);
  });

  it('refreshes at once when the token is about to expire or has expired', () => {
    const now = 1_000_000;
    expect(refreshDelay(now / 1000 + 30, now)).toBe(0);
    expect(refreshDelay(now / 1000 - 30, now)).toBe(0);
  });
});

describe('hasSessionHint', () => {
  it('finds the ks_session cookie among the page cookies', () => {
    expect(hasSessionHint('ks_session=1')).toBe(true);
    expect(hasSessionHint('theme=dark; ks_session=1; lang=en')).toBe(true);
  });

  it('is false without it, or when it is empty', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('theme=dark; lang=en')).toBe(false);
    expect(hasSessionHint('ks_session=')).toBe(false);
    expect(hasSessionHint('not_ks_session=1; ks_sessions=1')).toBe(false);
  });
});

describe('AuthStore.start', () => {
  const session: Session = {
    accessToken: 'access-token',
    tokenType: 'bearer',
    expiresIn: 900,
    expiresAt: Math.floor(Date.now() / 1000) + 900,
    refreshToken: 'refresh-token',
    aal: 'aal1',
    user: {
      id: '00000000-0000-4000-8000-000000000001',
      email: 'player@example.com',
      emailConfirmedAt: null,
      roles: ['user'],
      isAdmin: false,
      factors: [],
    },
  };
  let post: jest.SpiedFunction<typeof api.POST>;
  const stores: AuthStore[] = [];

  beforeEach(() => {
    post = jest.spyOn(api, 'POST');
    // keeps these stores' sessions away from the module's own store (same channel name)
    jest.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation(() => undefined);
  });
  afterEach(() => {
    // sign out (no timer left behind): the server's answer is stubbed
    post.mockResolvedValue({ data: undefined, response: new Response(null, { status: 204 }) });
    return Promise.all(stores.splice(0).map((store) => store.signOut())).finally(() =>
      jest.restoreAllMocks(),
    );
  });

  function started(hint: boolean): { store: AuthStore; events: [AuthEvent, AuthStatus][] } {
    const store = new AuthStore({ sessionHint: () => hint });
    stores.push(store);
    const events: [AuthEvent, AuthStatus][] = [];
    store.subscribe((event, state) => events.push([event, state.status]));
    return { store, events };
  }

  it('without the session hint cookie, makes no request and ends signed out', async () => {
    const { store, events } = started(false);
    await store.start();
    expect(post).not.toHaveBeenCalled();
    expect(store.getState()).toEqual({ status: 'unauthenticated', session: null, error: null });
    expect(events).toEqual([['SIGNED_OUT', 'unauthenticated']]);
  });

  it('with the hint, recovers the session with the refresh cookie as before', async () => {
    post.mockResolvedValue({ data: session, response: Response.json(session) });
    const { store, events } = started(true);
    await store.start();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/v1/auth/token', { body: {} });
    expect(store.getState()).toEqual({ status: 'authenticated', session, error: null });
    expect(events).toEqual([
      ['SIGNED_IN', 'authenticated'],
      ['INITIAL_SESSION', 'authenticated'],
    ]);
  });

  it('with a stale hint, signs out when the refresh answers 401, as before', async () => {
    const error = {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'No session.',
      code: 'INVALID_REFRESH_TOKEN',
    };
    post.mockResolvedValue({ error, response: Response.json(error, { status: 401 }) });
    const { store, events } = started(true);
    await store.start();
    expect(post).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: 'unauthenticated', session: null, error: null });
    expect(events).toEqual([['SIGNED_OUT', 'unauthenticated']]);
  });
});
