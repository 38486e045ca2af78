import type { TestApp } from '../support/app.js';
import { extraSession, me } from '../support/auth-helpers.js';
import { DAY_MS, setTrialEnd } from '../support/billing-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';

/** Who sends the fuzzed requests: a visitor, or a signed-in player with or without access to the cards. */
export interface Identity {
  readonly name: string;
  /** The headers to send as this identity (renewing a session an earlier call may have ended). */
  headers(): Promise<Record<string, string>>;
  /** How a call went: a successful write may have ended the session (sign-out, a password change…). */
  noteAnswer(method: string, status: number): void;
}

export const visitor: Identity = {
  name: 'visitor',
  headers: () => Promise.resolve({}),
  noteAnswer: () => undefined,
};

/**
 * A signed-in player. The fuzzed calls include sign-out and password changes, so after any
 * successful write the player checks its session before the next call and, when it has ended,
 * takes a new one (as signing in again would), so that each call is still sent signed in.
 */
export class Player implements Identity {
  private accessToken: string;
  private sessionInDoubt = false;

  private constructor(
    readonly name: string,
    private readonly t: TestApp,
    readonly user: TestUser,
  ) {
    this.accessToken = user.session.accessToken;
  }

  /** A new player, on the free trial new players get. */
  static async create(t: TestApp, name: string): Promise<Player> {
    return new Player(name, t, await newUser(t.app));
  }

  async headers(): Promise<Record<string, string>> {
    if (this.sessionInDoubt) await this.ensureSession();
    return { authorization: `Bearer ${this.accessToken}` };
  }

  noteAnswer(method: string, status: number): void {
    if (method !== 'GET' && status >= 200 && status < 300) this.sessionInDoubt = true;
  }

  /** A call of the player's own, outside the fuzzing. */
  async call(method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) {
    return this.t.app.inject({ method, url, headers: await this.headers(), ...(payload && { payload }) });
  }

  async ensureSession(): Promise<void> {
    this.sessionInDoubt = false;
    if ((await me(this.t, this.accessToken)).statusCode === 200) return;
    this.accessToken = (await extraSession(this.t, this.user.id)).accessToken;
  }

  /** Fails unless GET /api/v1/decks answers `status` (200: the player has access; 403: not). */
  async expectCards(status: 200 | 403): Promise<void> {
    const res = await this.call('GET', '/api/v1/decks');
    if (res.statusCode !== status)
      throw new Error(`the ${this.name} got ${res.statusCode} from GET /api/v1/decks, not ${status}`);
  }

  /** Whether `cardId` is among the player's favourites. */
  async hasFavourite(cardId: string): Promise<boolean> {
    const res = await this.call('GET', '/api/v1/me/favourites');
    return res.statusCode === 200 && res.json<{ cardIds: string[] }>().cardIds.includes(cardId);
  }

  /** Saves the card again (for a player without access: with a moment of access to do it). */
  async restoreFavourite(cardId: string): Promise<void> {
    const hadAccess = (await this.call('GET', '/api/v1/decks')).statusCode === 200;
    if (!hadAccess) await setTrialEnd(this.t, this.user.id, new Date(Date.now() + DAY_MS));
    await this.seed(cardId, { practise: false });
    if (!hadAccess) await this.endTrial();
  }

  /** Saves the card to the player's favourites and, unless told otherwise, practises it once. */
  async seed(cardId: string, { practise = true } = {}): Promise<void> {
    const saved = await this.call('PUT', `/api/v1/me/favourites/${cardId}`);
    if (saved.statusCode >= 300)
      throw new Error(`could not save ${cardId}: ${saved.statusCode} ${saved.payload}`);
    if (!practise) return;
    const localDate = new Date().toISOString().slice(0, 10);
    const practised = await this.call('POST', '/api/v1/practice/attempts', {
      cardId,
      success: true,
      localDate,
    });
    if (practised.statusCode >= 300)
      throw new Error(`could not practise ${cardId}: ${practised.statusCode} ${practised.payload}`);
  }

  /** Ends the player's trial: from now on the cards answer 403, and no card text may reach them. */
  endTrial(): Promise<void> {
    return setTrialEnd(this.t, this.user.id, new Date(Date.now() - DAY_MS));
  }
}
