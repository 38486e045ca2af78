import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { TestUser } from './factories.js';
import type { FakeSubscription } from './fake-push-service.js';

/** Helpers of the push integration tests (test/integration/push-*.test.ts). */

type Json = Record<string, unknown>;
type App = NestFastifyApplication;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The settings the tests run push with: the fake push service is http on 127.0.0.1. */
export const PUSH_ENV = {
  PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
  PUSH_RETRY_DELAY_SECONDS: '1',
  SUPPORT_EMAIL: 'help@kickshots.test',
};

export function caller(app: App) {
  return (method: Method, url: string, user?: TestUser, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        ...(user?.auth ?? {}),
        ...(payload !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
    });
}

/** Registers a fake subscription for the user on the given channel; answers the stored device. */
export async function subscribe(
  app: App,
  user: TestUser,
  subscription: FakeSubscription,
  channel: 'web' | 'app',
) {
  const res = await caller(app)('PUT', '/me/push-subscriptions', user, {
    endpoint: subscription.endpoint,
    keys: subscription.keys,
    channel,
  });
  expect(res.statusCode).toBe(200);
  return res.json<Json>();
}

export async function waitFor<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  ms = 20_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
