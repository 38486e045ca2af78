import createClient, { type Middleware } from 'openapi-fetch';
import type { components, paths } from './schema';

/** The API error body: every error answer has this shape, with a stable `code`. */
export type ApiError = components['schemas']['ApiErrorDto'];

export class ApiRequestError extends Error {
  constructor(readonly body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
  }

  get code(): string {
    return this.body.code;
  }

  get status(): number {
    return this.body.statusCode;
  }
}

/**
 * Sent with every call: it tells the server the call comes from the app's own pages (a page on
 * another site cannot send a custom header), which a sign-out by the refresh cookie alone needs.
 */
export const SAME_ORIGIN_HEADERS = { 'X-Requested-With': 'XMLHttpRequest' } as const;

/** The one typed client of the Kickshots API, generated from openapi/openapi.json. */
export const api = createClient<paths>({
  baseUrl: '',
  credentials: 'same-origin',
  headers: SAME_ORIGIN_HEADERS,
});

/** What the player sees while the server cannot be reached or cannot serve. */
export const SERVER_UNREACHABLE_MESSAGE = "Can't reach the server. Check your connection and try again.";

/** Gateway answers: a proxy in front of the server got no answer from it. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * Whether an answer's status and code say the server could not serve at all, rather than refusing
 * the call: 503 DATABASE_UNAVAILABLE, or a proxy's 502/503/504 (without the API's own code). Such
 * an answer says nothing about the session.
 */
export function isUnreachableAnswer(status: number, code: string | undefined): boolean {
  if (code === 'DATABASE_UNAVAILABLE') return true;
  return GATEWAY_STATUSES.has(status) && (code === undefined || code === `HTTP_${status}`);
}

/**
 * Whether a failed call failed because the server could not be reached (the network failed: fetch
 * rejects with a TypeError) or could not serve (isUnreachableAnswer). Only these are worth trying
 * again later; none of them ends the session.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (error instanceof ApiRequestError) return isUnreachableAnswer(error.status, error.code);
  return error instanceof TypeError;
}

type ReachListener = (unreachable: boolean) => void;

/**
 * Whether the last API call found the server unreachable (see isServerUnreachable), kept current by
 * every call through `api`: the app shows it, and clears it with the next call that gets through.
 */
export const serverReach = {
  unreachable: false,
  listeners: new Set<ReachListener>(),
  set(unreachable: boolean): void {
    if (unreachable === this.unreachable) return;
    this.unreachable = unreachable;
    for (const listener of this.listeners) listener(unreachable);
  },
  subscribe(listener: ReachListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  },
};

async function answerCode(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { code?: unknown } | null;
    return typeof body?.code === 'string' ? body.code : undefined;
  } catch {
    return undefined; // not the API's own JSON answer (e.g. a proxy's error page)
  }
}

api.use({
  onResponse: async ({ response }) => {
    const unreachable =
      GATEWAY_STATUSES.has(response.status) &&
      isUnreachableAnswer(response.status, await answerCode(response));
    serverReach.set(unreachable);
    return undefined;
  },
  onError: ({ error }) => {
    if (isServerUnreachable(error)) serverReach.set(true);
    return undefined;
  },
});

/** Registers a middleware on the client (the auth layer adds the bearer token this way). */
export function useApiMiddleware(middleware: Middleware): () => void {
  api.use(middleware);
  return () => api.eject(middleware);
}

/** Unwraps an openapi-fetch result: the data, or an ApiRequestError carrying the server's code. */
export async function unwrap<T>(
  request: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await request;
  if (error !== undefined || !response.ok) {
    const body = (error ?? {}) as Partial<ApiError>;
    throw new ApiRequestError({
      statusCode: body.statusCode ?? response.status,
      error: body.error ?? response.statusText,
      message: body.message ?? `Request failed (${response.status})`,
      code: body.code ?? `HTTP_${response.status}`,
      errors: body.errors,
    });
  }
  return data as T;
}
