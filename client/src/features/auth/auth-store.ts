import type { Middleware } from 'openapi-fetch';
import { api, ApiRequestError, isServerUnreachable, unwrap } from '../../api/client';
import type { Session } from '../../api/types';

export type AuthEvent =
  | 'INITIAL_SESSION'
  | 'SIGNED_IN'
  | 'TOKEN_REFRESHED'
  | 'SIGNED_OUT'
  | 'MFA_CHALLENGE_VERIFIED'
  | 'USER_UPDATED';
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  /** Set when the start-up session check failed for a reason other than "no session". */
  error: Error | null;
}

type Listener = (event: AuthEvent, state: AuthState) => void;

/** Refresh this long before the access token expires. */
export const REFRESH_MARGIN_MS = 60_000;
const LOCK_NAME = 'kickshots-auth-refresh';
const CHANNEL_NAME = 'kickshots-auth';

type ChannelMessage = { type: 'session'; session: Session } | { type: 'signed-out' };

/**
 * The readable cookie the server sets beside the httpOnly refresh cookie and clears with it: a hint
 * that there may be a session to recover. It holds no secret and grants nothing.
 */
export const SESSION_HINT_COOKIE = 'ks_session';

/** Whether the session hint cookie is among `cookies` (`document.cookie` by default). */
export function hasSessionHint(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookies.split(';').some((cookie) => {
    const [name, ...value] = cookie.trim().split('=');
    return name === SESSION_HINT_COOKIE && value.join('=') !== '';
  });
}

export interface AuthStoreOptions {
  /** Whether the session hint cookie is there (read from `document.cookie` by default). */
  sessionHint?: () => boolean;
  /**
   * The answer to the refresh the page started before the app's code ran (index.html's
   * inline/session-start.js), taken once; by default read from the page.
   */
  startedRefresh?: () => Promise<Response> | undefined;
}

/** The refresh inline/session-start.js started, handed over once. */
export function takeStartedRefresh(): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const page = window as { __kickshotsSessionStart?: Promise<Response> };
  const started = page.__kickshotsSessionStart;
  delete page.__kickshotsSessionStart;
  return started;
}

/**
 * What a failed session refresh means for the session. Only the server refusing the refresh token
 * (401) ends it. When the server cannot be reached (the network failed) or cannot serve (503
 * DATABASE_UNAVAILABLE, a proxy's 502/503/504), nothing says the session ended: the player stays
 * signed in and the refresh is tried again. Anything else (a 500, say) is an error of the session
 * check.
 */
export function refreshFailure(error: unknown): 'signed-out' | 'unreachable' | 'error' {
  if (error instanceof ApiRequestError && error.status === 401) return 'signed-out';
  return isServerUnreachable(error) ? 'unreachable' : 'error';
}

/** How long to wait before trying a failed refresh again. */
export const RETRY_REFRESH_MS = 15_000;

/** When the access token should be refreshed, given its expiry (seconds since the epoch). */
export function refreshDelay(expiresAt: number, now: number = Date.now()): number {
  return Math.max(0, expiresAt * 1000 - REFRESH_MARGIN_MS - now);
}

/**
 * The browser's session. The access token lives in memory only; the refresh token is an httpOnly
 * cookie the page never sees (a readable hint cookie says whether it is there). Refreshes are
 * serialised across tabs with the Web Locks API (so strict refresh-token reuse detection never
 * fires between our own tabs) and their results are shared over a BroadcastChannel. Refreshing
 * pauses while the page is hidden and catches up when it is shown again. A refresh the server
 * refuses signs the user out; a server that cannot be reached or cannot serve keeps the session and
 * is tried again (see refreshFailure).
 */
export class AuthStore {
  private state: AuthState = { status: 'loading', session: null, error: null };
  private readonly listeners = new Set<Listener>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private refreshing: Promise<Session | null> | undefined;
  private readonly channel =
    typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL_NAME);
  private started = false;
  /** Bumped by every sign-in, refresh and sign-out, so a late answer never undoes a newer one. */
  private generation = 0;

  private readonly sessionHint: () => boolean;
  private readonly startedRefresh: () => Promise<Response> | undefined;

  constructor(options: AuthStoreOptions = {}) {
    this.sessionHint = options.sessionHint ?? (() => hasSessionHint());
    this.startedRefresh = options.startedRefresh ?? takeStartedRefresh;
    // (in Node, e.g. unit tests, an open channel would keep the process alive)
    (this.channel as { unref?: () => void } | undefined)?.unref?.();
    this.channel?.addEventListener('message', (event: MessageEvent<ChannelMessage>) => {
      if (event.data.type === 'session') this.apply(event.data.session, 'TOKEN_REFRESHED', false);
      else if (this.state.session) this.clear('SIGNED_OUT', false);
    });
    if (typeof document !== 'undefined') {
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') this.schedule();
        else clearTimeout(this.timer);
      });
    }
  }

  getState(): AuthState {
    return this.state;
  }

  get accessToken(): string | undefined {
    return this.state.session?.accessToken;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(event: AuthEvent): void {
    for (const listener of this.listeners) listener(event, this.state);
  }

  /**
   * Recovers the session from the refresh cookie once, at start. Without the session hint cookie
   * there is no refresh cookie either: the visitor is signed out at once, without a request that
   * would answer 401.
   */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    if (!this.sessionHint()) {
      // what a refresh answered with 401 does (a sign-in meanwhile wins)
      if (this.state.status === 'loading') this.clear('SIGNED_OUT', false);
      return;
    }
    try {
      const session = await this.refresh();
      if (session) this.emit('INITIAL_SESSION');
    } catch (error) {
      if (this.state.status !== 'loading') return; // a sign-in meanwhile wins
      if (!(error instanceof ApiRequestError) && this.offline()) {
        this.startOffline();
        return;
      }
      if (refreshFailure(error) === 'unreachable') {
        this.startUnreachable();
        return;
      }
      this.state = { status: 'unauthenticated', session: null, error: error as Error };
      this.emit('SIGNED_OUT');
    }
  }

  /** No connection (the browser says so, or the server was never reached). */
  private offline(): boolean {
    return typeof navigator !== 'undefined' && navigator.onLine === false;
  }

  /**
   * Opened offline with a session to recover: the player stays signed in without a token (the
   * service worker answers from its cache; nothing can be written but queued practice taps), and
   * the session is recovered as soon as the connection is back.
   */
  private startOffline(): void {
    this.state = { status: 'authenticated', session: null, error: null };
    this.emit('INITIAL_SESSION');
    const recover = () => {
      window.removeEventListener('online', recover);
      void this.refresh(true).catch(() => this.retryLater());
    };
    window.addEventListener('online', recover);
  }

  /**
   * Opened while the server cannot be reached or cannot serve (its database is unavailable): as
   * offline, the player stays signed in without a token (nothing is forgotten on this device), and
   * the session is recovered as soon as the server answers again.
   */
  private startUnreachable(): void {
    this.state = { status: 'authenticated', session: null, error: null };
    this.emit('INITIAL_SESSION');
    this.retryLater();
  }

  /** Adopts a session from sign-in, sign-up or MFA verification. */
  setSession(
    session: Session,
    event: Extract<AuthEvent, 'SIGNED_IN' | 'MFA_CHALLENGE_VERIFIED' | 'USER_UPDATED'>,
  ): void {
    this.apply(session, event, true);
  }

  private apply(session: Session, event: AuthEvent, broadcast: boolean): void {
    this.generation++;
    this.state = { status: 'authenticated', session, error: null };
    if (broadcast) this.channel?.postMessage({ type: 'session', session } satisfies ChannelMessage);
    this.schedule();
    this.emit(event);
  }

  private clear(event: AuthEvent, broadcast: boolean): void {
    this.generation++;
    clearTimeout(this.timer);
    this.state = { status: 'unauthenticated', session: null, error: null };
    if (broadcast) this.channel?.postMessage({ type: 'signed-out' } satisfies ChannelMessage);
    this.emit(event);
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const session = this.state.session;
    if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
    if (!session) {
      // signed in without a token yet (opened offline or while the server could not be reached)
      if (this.state.status === 'authenticated') this.retryLater();
      return;
    }
    this.timer = setTimeout(
      () => void this.refresh().catch(() => this.retryLater()),
      refreshDelay(session.expiresAt),
    );
  }

  private retryLater(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.refresh().catch(() => this.retryLater()), RETRY_REFRESH_MS);
  }

  /**
   * Rotates the refresh cookie for a new access token, one tab at a time (`force`: even when the
   * current token is not due yet). Resolves to null when there is no valid session (the server
   * answered 401: the user is then signed out); rejects on any other failure, keeping the session,
   * e.g. while the server cannot be reached (see refreshFailure).
   */
  refresh(force = false): Promise<Session | null> {
    this.refreshing ??= this.withLock(async () => {
      // Another tab may have refreshed (and shared its session) while we waited for the lock.
      const current = this.state.session;
      if (!force && current && refreshDelay(current.expiresAt) > 0) return current;
      const generation = this.generation;
      try {
        // the page's own first refresh, when it started one before this code ran: its answer, read
        // through the client like any other
        const started = this.startedRefresh();
        const session = await unwrap(
          api.POST('/api/v1/auth/token', started ? { body: {}, fetch: () => started } : { body: {} }),
        );
        // A sign-in or sign-out happened meanwhile: it wins.
        if (generation !== this.generation) return this.state.session;
        const first = this.state.status === 'loading';
        this.apply(session, first ? 'SIGNED_IN' : 'TOKEN_REFRESHED', true);
        return session;
      } catch (error) {
        if (refreshFailure(error) === 'signed-out') {
          if (generation === this.generation && this.state.status !== 'unauthenticated')
            this.clear('SIGNED_OUT', false);
          return generation === this.generation ? null : this.state.session;
        }
        throw error;
      }
    }).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async withLock<T>(task: () => Promise<T>): Promise<T> {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      return navigator.locks.request(LOCK_NAME, task) as Promise<T>;
    }
    return task();
  }

  /** Signs out on the server (a missing session is a normal sign-out) and locally. */
  async signOut(): Promise<void> {
    try {
      await unwrap(api.POST('/api/v1/auth/sign-out', { body: {} }));
    } finally {
      this.clear('SIGNED_OUT', true);
    }
  }

  /** Adds the bearer token to API calls and refreshes it first when it is about to expire. */
  middleware(): Middleware {
    return {
      onRequest: async ({ request }) => {
        if (request.url.includes('/api/v1/auth/token') || request.url.includes('/api/v1/auth/sign-'))
          return request;
        let session = this.state.session;
        if (session && session.expiresAt * 1000 - Date.now() < 10_000)
          session = await this.refresh().catch(() => session);
        if (session && !request.headers.has('authorization'))
          request.headers.set('authorization', `Bearer ${session.accessToken}`);
        return request;
      },
      onResponse: ({ request, response }) => {
        // A token the server no longer accepts: get a new one for the next call, or sign out.
        if (response.status === 401 && this.state.session && !request.url.includes('/api/v1/auth/')) {
          void this.refresh(true).catch(() => undefined);
        }
        return response;
      },
    };
  }
}

export const authStore = new AuthStore();
api.use(authStore.middleware());
