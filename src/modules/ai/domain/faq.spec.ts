import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, INFO_IMAGES } from '../../cards/domain/index.js';
import { supportFaq, trialLength } from './faq.js';
import { CoachIndex } from './knowledge-index.js';
import { coachCardsFromCatalog, FACTS, FAQ } from './spec-helpers.js';

const INFO = INFO_IMAGES.map((image) => ({ id: image.id, title: image.title, text: image.description }));
const index = new CoachIndex({ cards: coachCardsFromCatalog(ALL_CARDS), info: INFO, faq: FAQ });

const SUPPORT_QUESTIONS: [question: string, entry: string][] = [
  ['how much does it cost', 'price'],
  ["what's the price per year?", 'price'],
  ['can I get my money back', 'refund'],
  ['I want a refund', 'refund'],
  ['how do I cancel', 'cancel'],
  ['how can I unsubscribe', 'cancel'],
  ['I have a promo code', 'promo-code'],
  ['where do I enter my coupon?', 'promo-code'],
  ['where can I buy the physical cards', 'printed-deck'],
  ['do you sell a printed deck?', 'printed-deck'],
  ['how do I delete my account', 'delete-account'],
  ['delete all my practice data but keep the account', 'delete-data'],
  ['can I export my data?', 'download-data'],
  ['download a copy of my data', 'download-data'],
  ['how long is the free trial', 'trial'],
  ['my trial expired, what now?', 'trial-ended'],
  ['what do I get with the subscription', 'what-you-get'],
  ['I forgot my password', 'sign-in'],
  ['how do I put the app on my iPhone home screen', 'install'],
  ['how can I contact you by phone', 'contact'],
  ['the app is not working in my browser', 'tech-support'],
];

describe('support FAQ', () => {
  it('tells the facts it is given', () => {
    const byId = new Map(FAQ.map((entry) => [entry.id, entry]));
    expect(byId.get('trial')?.answer).toContain('free trial of one year');
    expect(byId.get('price')?.answer).toContain('$34.95 a year');
    expect(byId.get('refund')?.answer).toContain(
      '[support@kickshots.example](mailto:support@kickshots.example)',
    );
    expect(byId.get('printed-deck')?.answer).toContain('https://store.kickshots.example');
    expect(byId.get('contact')?.answer).toContain('+1 555 0100');
    expect(byId.get('promo-code')?.answer).toMatch(/1–12 months.*works once.*only for the account e-mail/s);
    expect(byId.get('delete-data')?.answer).toMatch(/while your account and subscription stay/);
    expect(byId.get('delete-account')?.answer).toMatch(/for good and cancels your subscription/s);
    expect(byId.get('cancel')?.answer).toMatch(
      /Manage subscription.*until the end of the period you have paid/s,
    );
  });

  it('gives every entry a unique id, a page and keywords, and promises no refund policy', () => {
    expect(new Set(FAQ.map((entry) => entry.id)).size).toBe(FAQ.length);
    for (const entry of FAQ) {
      expect(entry.url).toMatch(/^\/[a-z-]*$/);
      expect(entry.keywords?.length).toBeGreaterThan(3);
      expect(entry.answer).not.toMatch(/<[a-z]/i);
    }
    const refund = FAQ.find((entry) => entry.id === 'refund')!.answer;
    expect(refund).not.toMatch(/\d+ days|guarantee|full refund|within/i);
  });

  it('says the trial length in words', () => {
    expect(trialLength(365)).toBe('one year');
    expect(trialLength(730)).toBe('two years');
    expect(trialLength(30)).toBe('30 days');
    expect(trialLength(1)).toBe('1 day');
    const week = supportFaq({ ...FACTS, trialDays: 7 }).find((entry) => entry.id === 'trial')!;
    expect(week.answer).toContain('free trial of 7 days');
  });

  it.each(SUPPORT_QUESTIONS)('answers "%s" with the %s entry first', (question, entry) => {
    const [best] = index.search(question, { includeCards: false, kinds: ['faq', 'info'] });
    expect(best?.source).toMatchObject({ kind: 'faq', id: entry });
  });

  it('returns FAQ passages with the question, the answer and the page', () => {
    const [best] = index.search('cancel my subscription', { includeCards: false, kinds: ['faq'] });
    expect(best?.source).toEqual({
      kind: 'faq',
      id: 'cancel',
      title: 'How do I cancel my subscription?',
      url: '/',
    });
    expect(best?.text.split('\n')[0]).toBe('How do I cancel my subscription?');
    expect(best?.text).toContain('customer portal');
  });

  it('never returns a card passage with includeCards false, whatever the kinds asked', () => {
    const questions = [...SUPPORT_QUESTIONS.map(([q]) => q), 'stop shot', 'two rail kick', 'draw', 'english'];
    for (const question of questions) {
      for (const kinds of [undefined, ['card', 'info', 'faq'] as const, ['card'] as const]) {
        const passages = index.search(question, { includeCards: false, kinds, limit: 20 });
        expect(passages.filter((p) => p.source.kind === 'card')).toEqual([]);
      }
    }
  });
});
