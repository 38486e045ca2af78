import { describe, expect, it } from '@jest/globals';
import {
  buildHistory,
  formatTimeOfDay,
  isInternalLink,
  messageToSend,
  truncate,
  type ChatMessage,
} from './chat-history';
import { CHAT_TABS, startConversation } from './chat-tabs';

const at = new Date(2025, 4, 17, 14, 5);
const user = (content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: content,
  content,
  isUser: true,
  timestamp: at,
  ...extra,
});
const coach = (content: string): ChatMessage => ({ id: content, content, isUser: false, timestamp: at });

describe('buildHistory', () => {
  it('sends nothing back for a conversation that is only the welcome', () => {
    expect(buildHistory(startConversation(CHAT_TABS[0]))).toEqual([]);
  });

  it('maps the turns to roles, oldest first, without the welcome', () => {
    const messages = [...startConversation(CHAT_TABS[0]), user('How do I kick?'), coach('Mirror it.')];
    expect(buildHistory(messages)).toEqual([
      { role: 'user', content: 'How do I kick?' },
      { role: 'assistant', content: 'Mirror it.' },
    ]);
  });

  it('keeps the last ten turns only', () => {
    const messages = [
      ...startConversation(CHAT_TABS[0]),
      ...Array.from({ length: 14 }, (_, i) => (i % 2 ? coach(`a${i}`) : user(`q${i}`))),
    ];
    const history = buildHistory(messages);
    expect(history).toHaveLength(10);
    expect(history[0]).toEqual({ role: 'user', content: 'q4' });
    expect(history[9]).toEqual({ role: 'assistant', content: 'a13' });
  });

  it('leaves out a question whose answer failed', () => {
    const messages = [user('first', { failed: true }), user('again'), coach('answer')];
    expect(buildHistory(messages).map((turn) => turn.content)).toEqual(['again', 'answer']);
  });

  it('cuts each turn to 2,000 characters', () => {
    const history = buildHistory([user('x'.repeat(2_500)), coach('y'.repeat(2_000))]);
    expect(history.map((turn) => turn.content.length)).toEqual([2_000, 2_000]);
  });
});

describe('truncate', () => {
  it('never splits a surrogate pair', () => {
    const text = 'a'.repeat(1_999) + '🎱🎱';
    const cut = truncate(text);
    expect(cut).toBe('a'.repeat(1_999));
    expect(truncate('short')).toBe('short');
  });
});

describe('messageToSend', () => {
  it('sends nothing for an empty or whitespace-only draft', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend('  \n\t ')).toBeNull();
  });

  it('trims the question', () => {
    expect(messageToSend('  How much does it cost?\n')).toBe('How much does it cost?');
  });
});

describe('formatTimeOfDay', () => {
  it('shows hour and minute in the reader’s locale', () => {
    expect(formatTimeOfDay(at, 'en-GB')).toBe('14:05');
    expect(formatTimeOfDay(at, 'en-US')).toMatch(/^2:05\s?PM$/);
  });
});

describe('isInternalLink', () => {
  it('keeps paths of the app in the app', () => {
    expect(isInternalLink('/?card=black-2S')).toBe(true);
    expect(isInternalLink('/progress')).toBe(true);
  });

  it('treats other addresses as external', () => {
    for (const href of [
      'https://example.com',
      '//example.com',
      '/\\example.com',
      'mailto:a@b.c',
      '',
      undefined,
    ])
      expect(isInternalLink(href)).toBe(false);
  });
});

describe('the tabs', () => {
  it('each starts with its own welcome', () => {
    const [coachTab, supportTab] = CHAT_TABS;
    expect(coachTab.label).toBe('AI Pool Coach');
    expect(supportTab.label).toBe('Sales & Support');
    expect(supportTab.welcome).toMatch(/purchases, sales and technical support/);
    expect(supportTab.isContactRequest).toBe(true);
    const [welcome] = startConversation(coachTab);
    expect(welcome).toMatchObject({ isUser: false, welcome: true, content: coachTab.welcome });
  });
});
