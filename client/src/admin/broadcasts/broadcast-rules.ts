import { TEXTS } from '../texts';

const T = TEXTS.broadcasts;

export type BroadcastKind = 'web' | 'app';

/** What the composers send (`userIds` only for Selected users). */
export interface BroadcastFields {
  title: string;
  message: string;
  url: string;
  userIds?: string[];
}

/** The server's answer: how many recipients, and how the first delivery attempt went. */
export interface BroadcastResult {
  broadcastId: string;
  recipients: number;
  successful: number;
  failed: number;
}

/** A broadcast opens the app's home unless told otherwise. */
export const DEFAULT_URL = '/';

/** The request body: trimmed, the url defaulting to '/', no `userIds` unless there are some. */
export function broadcastBody(fields: BroadcastFields): BroadcastFields {
  return {
    title: fields.title.trim(),
    message: fields.message.trim(),
    url: fields.url.trim() || DEFAULT_URL,
    ...(fields.userIds && fields.userIds.length > 0 ? { userIds: fields.userIds } : {}),
  };
}

/**
 * A url the notification can open: a path of this app ('/', '/progress', …). A click never leads
 * to another site (the service worker opens same-origin pages only).
 */
export function validBroadcastUrl(value: string | undefined): string | undefined {
  const url = (value ?? '').trim();
  if (url === '') return undefined; // the default, '/'
  return url.startsWith('/') && !url.startsWith('//')
    ? undefined
    : 'Enter a path of this app, starting with /';
}

/**
 * The toast after a send: the spec's success text with the users the broadcast reached (its
 * recipients: every one of them has it in the inbox at once), not the pushes delivered so far; an
 * app broadcast goes to all. With an audience too large to push to at once (202), the pushes still
 * on their way too.
 */
export function successText(kind: BroadcastKind, status: number, result: BroadcastResult): string {
  const sent = kind === 'app' ? T.appSent : T.webSent(result.recipients);
  if (status !== 202) return sent;
  return `${sent.endsWith('.') ? sent : `${sent}.`} The push notifications are still on their way (see Broadcasts).`;
}

/** The failure toast: the server's message (its error body's), or the spec's text when there is none. */
export function failureText(kind: BroadcastKind, errorBody: unknown): string {
  const message = (errorBody as { message?: unknown } | null | undefined)?.message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return kind === 'app' ? T.appFailed : T.webFailed;
}
