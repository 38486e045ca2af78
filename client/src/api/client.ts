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

/** The one typed client of the Kickshots API, generated from openapi/openapi.json. */
export const api = createClient<paths>({ baseUrl: '', credentials: 'same-origin' });

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
