import type { ChatMessage } from './chat-history';

export type ChatTabId = 'coach' | 'support';

export interface ChatTab {
  id: ChatTabId;
  label: string;
  /** The first assistant message of a conversation on this tab. */
  welcome: string;
  /** Sent with every question: the support tab answers from the FAQ and public information. */
  isContactRequest: boolean;
  /** Who answers, as a screen reader hears it ('Coach:', 'Coach is typing'). */
  assistant: string;
}

export const CHAT_TABS: readonly ChatTab[] = [
  {
    id: 'coach',
    label: 'AI Pool Coach',
    welcome:
      "Hi, I'm your AI Pool Coach! Ask me about kick shots, position play, spin, speed or the diamond " +
      'system, or about your own practice: which shots to work on next and where you miss most.',
    isContactRequest: false,
    assistant: 'Coach',
  },
  {
    id: 'support',
    label: 'Sales & Support',
    welcome:
      'Welcome to Sales & Support! I can help with purchases, sales and technical support of the Kickshots ' +
      'card deck (the printed deck), and with your subscription: the free trial, the price, promo codes ' +
      'and cancelling.',
    isContactRequest: true,
    assistant: 'Support',
  },
];

let counter = 0;

/** A fresh id for a message of this page (the conversation is never stored). */
export function nextMessageId(): string {
  counter += 1;
  return `m${counter}`;
}

/** A new conversation on `tab`: its welcome only. */
export function startConversation(tab: ChatTab, now = new Date()): ChatMessage[] {
  return [{ id: nextMessageId(), content: tab.welcome, isUser: false, timestamp: now, welcome: true }];
}
