import { PushException } from './push.exception.js';

/** Every broadcast's notification tag: a newer broadcast replaces an older one on screen. */
export const BROADCAST_TAG = 'broadcast';

/**
 * The largest payload sent: a push service takes 4,096 bytes of encrypted body, and aes128gcm adds a
 * 86-byte header, the padding delimiter and a 16-byte tag (RFC 8188, RFC 8291).
 */
export const MAX_PAYLOAD_BYTES = 4096 - 86 - 1 - 16;

/** The JSON a browser's service worker receives: `{ title, body, url, tag }`. */
export interface BroadcastPayload {
  title: string;
  body: string;
  url: string;
  tag: string;
}

export interface BroadcastFields {
  title: string;
  message: string;
  url: string;
}

/** A path of this app ('/…' but not '//…', the start of another origin) or an absolute http(s) URL. */
export function isBroadcastUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.includes('\\');
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

export function payloadOf(fields: BroadcastFields): string {
  const payload: BroadcastPayload = {
    title: fields.title,
    body: fields.message,
    url: fields.url,
    tag: BROADCAST_TAG,
  };
  return JSON.stringify(payload);
}

/**
 * A broadcast's rules: title and message required after trimming ('Title and message are
 * required'); the url '/' when empty, else a path of the app or an http(s) URL; and the payload small
 * enough for every push service.
 */
export function checkedBroadcast(input: { title?: string; message?: string; url?: string }): BroadcastFields {
  const title = input.title?.trim() ?? '';
  const message = input.message?.trim() ?? '';
  const missing = [...(title ? [] : ['title']), ...(message ? [] : ['message'])];
  if (missing.length > 0)
    throw new PushException(
      'BROADCAST_FIELDS_REQUIRED',
      missing.map((field) => ({ field, message: 'is required' })),
    );
  const url = input.url?.trim() || '/';
  if (!isBroadcastUrl(url))
    throw new PushException('BROADCAST_URL_INVALID', [
      { field: 'url', message: "must start with '/' or be an http(s) URL" },
    ]);
  const fields = { title, message, url };
  const bytes = Buffer.byteLength(payloadOf(fields));
  if (bytes > MAX_PAYLOAD_BYTES)
    throw new PushException('BROADCAST_TOO_LARGE', [
      { field: 'message', message: `the notification is ${bytes} bytes; at most ${MAX_PAYLOAD_BYTES}` },
    ]);
  return fields;
}
