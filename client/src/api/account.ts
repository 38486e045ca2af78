import { useMutation, type QueryClient } from '@tanstack/react-query';
import { aiKeys } from './ai';
import { authKeys } from './auth';
import { billingKeys } from './billing';
import { cardKeys } from './cards';
import { api, unwrap } from './client';
import { siteKeys } from './site';

/**
 * The query roots that hold no app data of the player: the site, the card library, the account
 * itself, the subscription and the AI provider. Everything else (progress, sessions, achievements,
 * favourites, notes, links, teams, push devices, inbox, statistics) is the player's data.
 */
const NOT_PLAYER_DATA = new Set<unknown>([
  siteKeys.all[0],
  cardKeys.all[0],
  authKeys.me[0],
  billingKeys.subscription[0],
  aiKeys.status[0],
]);

/**
 * After the player's data is deleted: every query of it goes back to its initial state (no data),
 * and the ones on screen are fetched again, so nothing deleted shows anywhere.
 */
export function resetPlayerDataQueries(queryClient: QueryClient): Promise<void> {
  return queryClient.resetQueries({ predicate: (query) => !NOT_PLAYER_DATA.has(query.queryKey[0]) });
}

/**
 * Deletes all the caller's app data (the account and its subscription stay). 403 `AAL2_REQUIRED`
 * when the account has an authenticator and the session has not been verified with it.
 */
export function useDeleteMyData() {
  return useMutation({
    mutationFn: () => unwrap(api.POST('/api/v1/me/delete-data')),
  });
}

/**
 * Deletes the caller's account and everything in it, and cancels the subscription (a POST
 * with the bearer token and a JSON content type, no body). The session is dead afterwards.
 */
export function useDeleteMyAccount() {
  return useMutation({
    mutationFn: () =>
      unwrap(api.POST('/api/v1/me/delete-account', { headers: { 'Content-Type': 'application/json' } })),
  });
}

/** The name the server gives the export, or one of the same form for today. */
export function exportFilename(contentDisposition: string | null, now: Date = new Date()): string {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(contentDisposition ?? '');
  let name = match?.[1] ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // not percent-encoded after all: keep it as sent
  }
  // a file name, never a path nor a hidden file
  name = name
    .replace(/[/\\]/g, '')
    .replace(/^[.\s]+/, '')
    .trim();
  return name || `kickshots-data-${now.toISOString().slice(0, 10)}.json`;
}

/** A copy of everything the app keeps about the caller, as a JSON file. */
export interface DataExport {
  blob: Blob;
  filename: string;
}

/** Fetches the caller's data export (`GET /me/export`) with the session's bearer token. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async (): Promise<DataExport> => {
      const result = await api.GET('/api/v1/me/export', { parseAs: 'blob' });
      const blob = await unwrap(Promise.resolve(result));
      return { blob, filename: exportFilename(result.response.headers.get('Content-Disposition')) };
    },
  });
}
