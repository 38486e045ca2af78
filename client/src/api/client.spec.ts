import { jest } from '@jest/globals';
import type { Middleware } from 'openapi-fetch';
import { AuthStore } from '../features/auth/auth-store';
import { api, ApiRequestError, isServerUnreachable, serverReach, unwrap } from './client';

const unavailable = {
  statusCode: 503,
  error: 'Service Unavailable',
  message: 'The service is briefly unavailable. Please try again in a few seconds.',
  code: 'DATABASE_UNAVAILABLE',
};

/** Where the calls go in these tests (Node's Request needs an absolute URL). */
const baseUrl = 'http://app.test';

describe('the API client', () => {
  afterEach(() => {
    serverReach.set(false);
    jest.restoreAllMocks();
  });

  it("signs out with the app's same-origin header (a sign-out by the refresh cookie needs it)", async () => {
    const sent: Request[] = [];
    const capture: Middleware = {
      onRequest: ({ request }) => {
        sent.push(request);
        return new Response(null, { status: 204 });
      },
    };
    api.use(capture);
    const post = api.POST.bind(api);
    jest
      .spyOn(api, 'POST')
      .mockImplementation(((url: '/api/v1/auth/sign-out', init: { body: object }) =>
        post(url, { ...init, baseUrl })) as typeof api.POST);
    try {
      await new AuthStore({ sessionHint: () => false }).signOut();
    } finally {
      api.eject(capture);
    }
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/auth/sign-out']);
    expect(sent[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('marks the server unreachable on 503 DATABASE_UNAVAILABLE, and reachable on the next answer', async () => {
    const seen: boolean[] = [];
    const stop = serverReach.subscribe((unreachable) => seen.push(unreachable));
    try {
      const error = await unwrap(
        api.GET('/api/v1/auth/me', {
          baseUrl,
          fetch: () => Promise.resolve(Response.json(unavailable, { status: 503 })),
        }),
      ).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(isServerUnreachable(error)).toBe(true);
      expect(serverReach.unreachable).toBe(true);

      // the API's own refusal is an answer: the server is reachable
      const refused = { statusCode: 401, error: 'Unauthorized', message: 'No.', code: 'UNAUTHENTICATED' };
      const error401 = await unwrap(
        api.GET('/api/v1/auth/me', {
          baseUrl,
          fetch: () => Promise.resolve(Response.json(refused, { status: 401 })),
        }),
      ).catch((e: unknown) => e);
      expect(isServerUnreachable(error401)).toBe(false);
      expect(serverReach.unreachable).toBe(false);
      expect(seen).toEqual([true, false]);
    } finally {
      stop();
    }
  });

  it('marks the server unreachable when the network fails', async () => {
    const failure = new TypeError('Failed to fetch');
    await expect(
      api.GET('/api/v1/auth/me', {
        baseUrl,
        fetch: () => Promise.reject(failure),
      }),
    ).rejects.toBe(failure);
    expect(serverReach.unreachable).toBe(true);
  });

  it('takes another 503 of the API (not the database) as an answer', async () => {
    const push = {
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Later.',
      code: 'PUSH_UNAVAILABLE',
    };
    await api.GET('/api/v1/auth/me', {
      baseUrl,
      fetch: () => Promise.resolve(Response.json(push, { status: 503 })),
    });
    expect(serverReach.unreachable).toBe(false);
  });
});
