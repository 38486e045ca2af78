import { formatTime } from '../../ui/format-date';

/** One source an answer used, shown as a chip under it (the API's ChatSourceDto). */
export interface ChatSource {
  /** knowledge: the coach's notes beyond the cards (league rules, basics, practice); url '' for none. */
  kind: 'card' | 'info' | 'faq' | 'knowledge';
  id: string;
  title: string;
  /** Where the chip leads: `/?card=black-2S`, `/?info=aiming-points` or a page of the app. */
  url: string;
}

/** A message of the conversation, kept in the page only (nothing of it is stored). */
export interface ChatMessage {
  id: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
  /** The tab's welcome: shown first, never sent back as history. */
  welcome?: boolean;
  /** A question whose answer failed: it stays in the log, it is not sent back as history. */
  failed?: boolean;
  sources?: ChatSource[];
}

/** A turn the client sends back with a question (the API's ChatTurnDto). */
export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** The server takes at most this many earlier turns, each at most this long. */
export const MAX_HISTORY_TURNS = 10;
export const MAX_MESSAGE_CHARS = 2_000;

/** `text` cut to `max` UTF-16 units, never in the middle of a surrogate pair. */
export function truncate(text: string, max = MAX_MESSAGE_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * What the server hears of the conversation so far: the last ten turns, oldest first, without the
 * welcome and without questions that were never answered, each cut to 2,000 characters.
 */
export function buildHistory(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .filter((message) => !message.welcome && !message.failed)
    .slice(-MAX_HISTORY_TURNS)
    .map((message) => ({
      role: message.isUser ? 'user' : 'assistant',
      content: truncate(message.content),
    }));
}

/** The question as sent: trimmed; null when there is nothing to send. */
export function messageToSend(draft: string): string | null {
  const message = draft.trim();
  return message ? truncate(message) : null;
}

/** The time of day a message shows, e.g. '14:05' or '2:05 PM' by the reader's locale. */
export function formatTimeOfDay(date: Date, locale?: string): string {
  return formatTime(date, locale);
}

/**
 * Whether a link in an answer stays in the app: a path of our own ('/?card=black-2S'), not a
 * protocol-relative address ('//example.com') nor a backslash trick ('/\example.com').
 */
export { isInternalLink } from '../../ui/internal-link';
