import { randomUUID } from 'node:crypto';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AuthService } from '../../src/modules/auth/auth.service.js';
import type { SessionDto } from '../../src/modules/auth/dto/session.dto.js';
import { TokensService } from '../../src/modules/auth/tokens.service.js';
import { UsersService } from '../../src/modules/auth/users.service.js';
import { SubscriptionAccessService } from '../../src/modules/billing/subscription-access.service.js';

/**
 * The things an integration test starts from, made in one call each (after immich's medium-test
 * factory): `newUser`, `newAdmin`, players in each access state the paywall knows (paid content is
 * checked on the server on every route that can return it), and what a
 * player did (`practised`, `favourited`). Every factory takes the running app (`t.app`), makes what
 * it makes through the app's own services or endpoints, and gives every detail a test does not name
 * a default. A test states only what its case is about.
 */

/** The running application under test: `t.app`. */
type App = NestFastifyApplication;

export interface TestUser {
  id: string;
  email: string;
  password: string;
  session: SessionDto;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  auth: { authorization: string };
}

export interface NewUserOptions {
  /** Default: `player-<random>@example.com`. */
  email?: string;
  /** Default: `corner-pocket-42`. */
  password?: string;
}

/**
 * A signed-in user made through the services (not the sign-up endpoint, so tests are not slowed
 * or rate-limited by it). Like every new account, they are on the running free trial.
 */
export function newUser(app: App, options: NewUserOptions = {}): Promise<TestUser> {
  return makeUser(app, options, { admin: false });
}

/** A signed-in user with the admin role (granted before the session is issued: the token says admin). */
export function newAdmin(app: App, options: NewUserOptions = {}): Promise<TestUser> {
  return makeUser(app, options, { admin: true });
}

async function makeUser(app: App, options: NewUserOptions, { admin }: { admin: boolean }): Promise<TestUser> {
  const email = options.email ?? `player-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'corner-pocket-42';
  return RequestContext.create(app.get(EntityManager), async () => {
    const user = await app.get(AuthService, { strict: false }).createUser(email, password);
    if (admin) await app.get(UsersService, { strict: false }).grantRole(user.id, 'admin');
    const session = await app.get(TokensService, { strict: false }).issueSession(user, 'aal1');
    return {
      id: user.id,
      email: user.email,
      password,
      session,
      auth: { authorization: `Bearer ${session.accessToken}` },
    };
  });
}

/** A signed-in player on the running free trial every new user gets: access to the cards. */
export function newPlayerWithAccess(app: App, options: NewUserOptions = {}): Promise<TestUser> {
  return newUser(app, options);
}

/** A signed-in player whose free trial ended a minute ago, with no paid subscription: no access. */
export function newExpiredPlayer(app: App, options: NewUserOptions = {}): Promise<TestUser> {
  return newPlayerWho(app, options, expireTrial);
}

/**
 * A signed-in player with no subscriptions row at all (a state the API must treat as inactive: e.g.
 * an account made before the trial existed, or whose row an operator removed).
 */
export function newPlayerWithoutSubscription(app: App, options: NewUserOptions = {}): Promise<TestUser> {
  return newPlayerWho(app, options, dropSubscription);
}

/** A new player, who then lost their access by `loseAccess`. */
async function newPlayerWho(
  app: App,
  options: NewUserOptions,
  loseAccess: (app: App, player: TestUser) => Promise<void>,
): Promise<TestUser> {
  const player = await newUser(app, options);
  await loseAccess(app, player);
  return player;
}

/** Ends the player's trial a minute ago: from now on they have no access (unless they pay). */
export function expireTrial(app: App, player: TestUser): Promise<void> {
  return changeSubscription(
    app,
    player,
    `update subscriptions set trial_end = now() - interval '1 minute' where user_id = ?`,
  );
}

/** Removes the player's subscriptions row altogether (no trial, never subscribed): no access. */
export function dropSubscription(app: App, player: TestUser): Promise<void> {
  return changeSubscription(app, player, 'delete from subscriptions where user_id = ?');
}

/** One statement on the player's subscriptions row, which must exist; the access check then forgets them. */
async function changeSubscription(app: App, player: TestUser, sql: string): Promise<void> {
  const { affectedRows } = await app
    .get(EntityManager)
    .fork()
    .getConnection()
    .execute<{ affectedRows: number }>(sql, [player.id], 'run');
  if (affectedRows !== 1) throw new Error(`${player.email} has ${affectedRows} subscriptions rows, not 1`);
  // An edit behind the app's back: drop what the access check remembers, as the app's own writes do.
  app.get(SubscriptionAccessService, { strict: false }).forget(player.id);
}

/** A card's or a day's totals, as POST /practice/attempts answers them. */
export interface PracticeTotals {
  attempts: number;
  successes: number;
  successRate: number;
}

export interface Practised {
  /** Each card's totals after its last attempt, by card id. */
  cards: Record<string, PracticeTotals & { cardId: string }>;
  /** The practice day's totals after the last attempt. */
  today: PracticeTotals & { date: string };
  /** The achievements the attempts earned, in the order they were granted. */
  newAchievements: { name: string; description: string; type: string; earnedAt: string }[];
}

/**
 * Records practice for the player through POST /api/v1/practice/attempts, as taps in the app do:
 * e.g. `practised(t.app, player, { 'black-2S': { attempts: 5, successes: 3 } })`. Cards are practised
 * in the order given, each card's successes before its misses, one request (and attempt id) per
 * attempt. Every attempt must be counted (200); the player needs access.
 */
export async function practised(
  app: App,
  player: TestUser,
  attempts: Record<string, { attempts: number; successes: number }>,
  options: {
    /** The player's local date; default the server's UTC date. */
    localDate?: string;
    /** Headers sent with each attempt besides the player's authorization (e.g. x-forwarded-for). */
    headers?: Record<string, string>;
  } = {},
): Promise<Practised> {
  const localDate = options.localDate ?? new Date().toISOString().slice(0, 10);
  const result: Practised = {
    cards: {},
    today: { date: localDate, attempts: 0, successes: 0, successRate: 0 },
    newAchievements: [],
  };
  for (const [cardId, { attempts: count, successes }] of Object.entries(attempts)) {
    if (successes > count) throw new Error(`${cardId}: ${successes} successes in ${count} attempts`);
    for (let i = 0; i < count; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/practice/attempts',
        headers: { ...options.headers, ...player.auth },
        payload: { cardId, success: i < successes, localDate, attemptId: randomUUID() },
      });
      expect({ cardId, status: res.statusCode }).toEqual({ cardId, status: 200 });
      const answer = res.json<Omit<Practised, 'cards'> & { card: Practised['cards'][string] }>();
      result.cards[cardId] = answer.card;
      result.today = answer.today;
      result.newAchievements.push(...answer.newAchievements);
    }
  }
  return result;
}

/** Saves the cards to the player's favourites through PUT /api/v1/me/favourites/:cardId (201 each). */
export async function favourited(app: App, player: TestUser, cardIds: string[]): Promise<void> {
  for (const cardId of cardIds) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v1/me/favourites/${cardId}`,
      headers: player.auth,
    });
    expect({ cardId, status: res.statusCode }).toEqual({ cardId, status: 201 });
  }
}

export interface SavedLink {
  id: string;
  url: string;
  description: string;
  tags: string;
  createdAt: string;
}

/** A link `player` keeps on Links & Media, added through the API; defaults for what a test does not name. */
export async function linkSaved(
  app: App,
  player: TestUser,
  fields: { url?: string; description?: string; tags?: string } = {},
): Promise<SavedLink> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/me/links',
    headers: player.auth,
    payload: {
      url: fields.url ?? `https://example.com/drill/${randomUUID().slice(0, 8)}`,
      description: fields.description ?? 'A two-rail kick drill',
      tags: fields.tags ?? '',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<SavedLink>();
}

export interface SavedNote {
  id: string;
  title: string;
  content: string;
  tags: string;
  createdAt: string;
}

/** A private note of `player`, added through the API; defaults for what a test does not name. */
export async function noteWritten(
  app: App,
  player: TestUser,
  fields: { title?: string; content?: string; tags?: string } = {},
): Promise<SavedNote> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/me/notes',
    headers: player.auth,
    payload: {
      title: fields.title ?? 'League night',
      content: fields.content ?? 'Kick at the 9 with low left.',
      tags: fields.tags ?? '',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json<SavedNote>();
}

export interface SavedTeam {
  id: string;
  name: string;
  gameType: '8-ball' | '9-ball';
  maxHandicapSum: number;
  isOpponent: boolean;
  players: { id: string; name: string; handicap: number; wins: number; losses: number; notes: string }[];
  createdAt: string;
  updatedAt: string;
}

/**
 * A team of `captain`'s saved through the API, with `players` players (default 5) named
 * `Player 1`… at skill levels cycling 2–6 (8-ball) or 1–9 (9-ball); defaults for the rest.
 */
export async function teamSaved(
  app: App,
  captain: TestUser,
  options: {
    name?: string;
    gameType?: '8-ball' | '9-ball';
    maxHandicapSum?: number;
    isOpponent?: boolean;
    players?: number;
  } = {},
): Promise<SavedTeam> {
  const gameType = options.gameType ?? '8-ball';
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/me/teams',
    headers: captain.auth,
    payload: {
      name: options.name ?? 'The Bankers',
      gameType,
      maxHandicapSum: options.maxHandicapSum ?? 23,
      isOpponent: options.isOpponent ?? false,
    },
  });
  expect(created.statusCode).toBe(201);
  let team = created.json<SavedTeam>();
  for (let i = 0; i < (options.players ?? 5); i++) {
    const handicap = gameType === '8-ball' ? 2 + (i % 5) : 1 + (i % 9);
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/me/teams/${team.id}/players`,
      headers: captain.auth,
      payload: { name: `Player ${i + 1}`, handicap },
    });
    expect(res.statusCode).toBe(201);
    team = res.json<SavedTeam>();
  }
  return team;
}
