import { randomUUID } from 'node:crypto';
import type { TestApp } from './app.js';
import { sql } from './auth-helpers.js';
import type { TestUser } from './factories.js';

/** Helpers of the practice integration tests (practice-*.test.ts and achievements.test.ts). */

export const PRACTICE = '/api/v1/practice';

/** The server's UTC date moved by `days` (the API accepts -1, 0 and +1). */
export const utcDay = (days = 0) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

export interface AttemptAnswer {
  counted: boolean;
  card: { cardId: string; attempts: number; successes: number; successRate: number };
  today: { date: string; attempts: number; successes: number; successRate: number };
  newAchievements: { name: string; description: string; type: string; earnedAt: string }[];
}

/**
 * The practice calls against the running test app (`current()`, read at each call, so the handle
 * can be made before the app starts in `beforeAll`).
 */
export function practiceCalls(current: () => TestApp) {
  const attempt = (user: TestUser, body: Record<string, unknown>) =>
    current().app.inject({
      method: 'POST',
      url: `${PRACTICE}/attempts`,
      headers: user.auth,
      payload: { localDate: utcDay(), ...body },
    });
  const practise = async (user: TestUser, cardId: string, success: boolean, localDate = utcDay()) => {
    const res = await attempt(user, { cardId, success, localDate, attemptId: randomUUID() });
    expect(res.statusCode).toBe(200);
    return res.json<AttemptAnswer>();
  };
  const get = async <T>(user: TestUser, url: string): Promise<T> => {
    const res = await current().app.inject({ method: 'GET', url, headers: user.auth });
    expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    return res.json<T>();
  };
  const endSession = (user: TestUser, body: Record<string, unknown>) =>
    current().app.inject({
      method: 'POST',
      url: `${PRACTICE}/sessions/end`,
      headers: user.auth,
      payload: body,
    });
  const rows = async (table: string, userId: string) =>
    (await sql(current(), `select * from ${table} where user_id = $1 order by 1`, [userId])).rows;

  return { attempt, practise, get, endSession, rows };
}
