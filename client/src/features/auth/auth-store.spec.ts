import { jest } from '@jest/globals';
import { api, ApiRequestError } from '../../api/client';
import type { Session } from '../../api/types';
import {
  AuthStore,
  hasSessionHint,
  REFRESH_MARGIN_MS,
  refreshDelay,
  refreshFailure,
  RETRY_REFRESH_MS,
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

/** An error the API client raises for an answer with this status and code. */
function answered(statusCode: number, code: string): ApiRequestError {
  return new ApiRequestError({ statusCode, error: 'Error', message: 'Failed.', code });
}

describe('refreshFailure', () => {
  it('ends the session only when the server refuses the refresh token (401)', () => {
    expect(refreshFailure(answered(401, 'INVALID_REFRESH_TOKEN'))).toBe('signed-out');
    expect(refreshFailure(answered(401, 'REFRESH_TOKEN_REUSED'))).toBe('signed-out');
  });

  it('keeps the session when the database is unavailable or the network fails', () => {
    expect(refreshFailure(answered(503, 'DATABASE_UNAVAILABLE'))).toBe('unreachable');
    // what fetch throws when the server cannot be reached
    expect(refreshFailure(new TypeError('Failed to fetch'))).toBe('unreachable');
    // a proxy in front of the server that got no answer from it
    for (const status of [502, 503, 504])
      expect(refreshFailure(answered(status, `HTTP_${status}`))).toBe('unreachable');
  });

  it('takes other failures as errors of the session check', () => {
    expect(refreshFailure(answered(500, 'INTERNAL_ERROR'))).toBe('error');
    expect(refreshFailure(answered(429, 'RATE_LIMITED'))).toBe('error');
    expect(refreshFailure(new Error('boom'))).toBe('error');
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

  function started(
    hint: boolean,
    startedRefresh: () => Promise<Response> | undefined = () => undefined,
  ): { store: AuthStore; events: [AuthEvent, AuthStatus][] } {
    const store = new AuthStore({ sessionHint: () => hint, startedRefresh });
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

  it("takes the answer of the refresh the page started before the app's code ran, once", async () => {
    // the client's own request, here with the page's answer in place of the network's
    post.mockImplementation((path: string, init: { fetch?: (request: Request) => Promise<Response> }) =>
      init.fetch!(new Request(`http://localhost${path}`, { method: 'POST' })).then(async (response) => ({
        data: (await response.json()) as Session,
        response,
      })),
    );
    const pageAnswer = Promise.resolve(Response.json(session));
    let handedOver = false;
    const { store, events } = started(true, () => {
      if (handedOver) return undefined;
      handedOver = true;
      return pageAnswer;
    });
    await store.start();
    expect(post).toHaveBeenCalledTimes(1);
    expect(store.getState()).toEqual({ status: 'authenticated', session, error: null });
    expect(events).toEqual([
      ['SIGNED_IN', 'authenticated'],
      ['INITIAL_SESSION', 'authenticated'],
    ]);
    // a later refresh is the app's own request
    post.mockResolvedValue({ data: session, response: Response.json(session) });
    await store.refresh(true);
    expect(post).toHaveBeenLastCalledWith('/api/v1/auth/token', { body: {} });
  });

  it("signs out when the page's own first refresh was refused (401)", async () => {
    const refused = {
      statusCode: 401,
      error: 'Unauthorized',
      message: 'No session.',
      code: 'INVALID_REFRESH_TOKEN',
    };
    post.mockImplementation((path: string, init: { fetch?: (request: Request) => Promise<Response> }) =>
      init.fetch!(new Request(`http://localhost${path}`, { method: 'POST' })).then(async (response) => ({
        error: (await response.json()) as typeof refused,
        response,
      })),
    );
    const { store, events } = started(true, () => Promise.resolve(Response.json(refused, { status: 401 })));
    await store.start();
    expect(store.getState()).toEqual({ status: 'unauthenticated', session: null, error: null });
    expect(events).toEqual([['SIGNED_OUT', 'unauthenticated']]);
  });

  const unavailable = {
    statusCode: 503,
    error: 'Service Unavailable',
    message: 'The service is briefly unavailable. Please try again in a few seconds.',
    code: 'DATABASE_UNAVAILABLE',
  };

  it.each([
    [
      'the database is unavailable (503)',
      () => ({ error: unavailable, response: Response.json(unavailable, { status: 503 }) }),
    ],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])(
    'keeps the player signed in when %s, and recovers the session once the server answers',
    async (_, answer) => {
      jest.useFakeTimers();
      try {
        post.mockImplementation((() => answer()) as typeof api.POST);
        const { store, events } = started(true);
        await store.start();
        expect(post).toHaveBeenCalledTimes(1);
        // signed in still, without a token yet: never SIGNED_OUT (which forgets the player's device data)
        expect(store.getState()).toEqual({ status: 'authenticated', session: null, error: null });
        expect(events).toEqual([['INITIAL_SESSION', 'authenticated']]);

        post.mockResolvedValue({ data: session, response: Response.json(session) });
        await jest.advanceTimersByTimeAsync(RETRY_REFRESH_MS);
        expect(post).toHaveBeenCalledTimes(2);
        expect(store.getState()).toEqual({ status: 'authenticated', session, error: null });
        expect(events).toEqual([
          ['INITIAL_SESSION', 'authenticated'],
          ['TOKEN_REFRESHED', 'authenticated'],
        ]);
      } finally {
        jest.useRealTimers();
      }
    },
  );

  it('keeps the session when a later refresh finds the database unavailable', async () => {
    post.mockResolvedValue({ data: session, response: Response.json(session) });
    const { store, events } = started(true);
    await store.start();
    post.mockResolvedValue({ error: unavailable, response: Response.json(unavailable, { status: 503 }) });
    await expect(store.refresh(true)).rejects.toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
    expect(store.getState()).toEqual({ status: 'authenticated', session, error: null });
    expect(events.map(([event]) => event)).not.toContain('SIGNED_OUT');
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
