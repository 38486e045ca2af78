import { fetchUtils } from 'react-admin';
import { authStore } from '../features/auth/auth-store';

/** Refresh this long before the access token expires (as the player app's API client does). */
const EXPIRY_MARGIN_MS = 10_000;

/**
 * The player app's access token: the admin shares its session, so an admin already signed in opens
 * /admin without signing in again, and a refresh in either app serves both.
 */
async function accessToken(force = false): Promise<string | undefined> {
  let session = authStore.getState().session;
  if (force || !session || session.expiresAt * 1000 - Date.now() < EXPIRY_MARGIN_MS) {
    session = await authStore.refresh(force).catch(() => session);
  }
  return session?.accessToken;
}

async function send(url: string, options: fetchUtils.Options, force: boolean) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = await accessToken(force);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers });
}

/**
 * ra-data-simple-rest's httpClient: fetchJson with the bearer token. A 401 (a token the server no
 * longer accepts) gets one retry with a freshly rotated token before it reaches the authProvider.
 */
export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  try {
    return await send(url, options, false);
  } catch (error) {
    if ((error as { status?: number }).status === 401 && authStore.getState().session) {
      return send(url, options, true);
    }
    throw error;
  }
}

/** The admin API's base URL: `/api/v1/admin/<resource>`. */
export const ADMIN_API = '/api/v1/admin';
