import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, INFO_IMAGES } from '../../cards/domain/index.js';
import { composeAnswer } from './built-in-coach.js';
import { coachRequest } from './coach-request.js';
import type { ChatRequest } from './coach.types.js';
import { supportFaq, trialLength } from './faq.js';
import { CoachIndex } from './knowledge-index.js';
import { coachCardsFromCatalog, FACTS, FAQ } from './spec-helpers.js';

const INFO = INFO_IMAGES.map((image) => ({ id: image.id, title: image.title, text: image.description }));
const index = new CoachIndex({ cards: coachCardsFromCatalog(ALL_CARDS), info: INFO, faq: FAQ });
const PRODUCT = { name: FACTS.productName, priceLabel: FACTS.priceLabel, trialDays: FACTS.trialDays };

/** What the Sales & Support tab is asked for a question: its passages, best first. */
function supportRequest(message: string): ChatRequest {
  return coachRequest(index, { tab: 'support', message, history: [], product: PRODUCT });
}

/** At least three ways a player asks for each FAQ entry; each must find that entry first. */
const SUPPORT_QUESTIONS: [question: string, entry: string][] = [
  ['what is Kickshots?', 'about'],
  ['what features does Kickshots have', 'about'],
  ['what are the decks in this app', 'about'],
  ['how long is the free trial', 'trial'],
  ['is there a free trial?', 'trial'],
  ['how many days can I try it for free', 'trial'],
  ['my trial expired, what now?', 'trial-ended'],
  ['what happens when the trial ends', 'trial-ended'],
  ['my trial is over and the cards are locked', 'trial-ended'],
  ['my free trial has run out', 'trial-ended'],
  ['how much does it cost', 'price'],
  ["what's the price per year?", 'price'],
  ['is there a monthly plan?', 'price'],
  ['I have a promo code', 'promo-code'],
  ['where do I enter my coupon?', 'promo-code'],
  ['how do I redeem a voucher', 'promo-code'],
  ['how do I cancel', 'cancel'],
  ['how can I unsubscribe', 'cancel'],
  ['how do I stop auto renewal', 'cancel'],
  ['can I get my money back', 'refund'],
  ['I want a refund', 'refund'],
  ['I was charged twice', 'refund'],
  ['what do I get with the subscription', 'what-you-get'],
  ['what does the subscription include', 'what-you-get'],
  ['what does premium unlock', 'what-you-get'],
  ['delete all my practice data but keep the account', 'delete-data'],
  ['reset my progress', 'delete-data'],
  ['erase my practice history', 'delete-data'],
  ['how do I delete my account', 'delete-account'],
  ['close my account', 'delete-account'],
  ['I want to remove my account for good', 'delete-account'],
  ['can I export my data?', 'download-data'],
  ['download a copy of my data', 'download-data'],
  ['can I get a backup of my data as json', 'download-data'],
  ['where can I buy the physical cards', 'printed-deck'],
  ['do you sell a printed deck?', 'printed-deck'],
  ['I want to order the real cards', 'printed-deck'],
  ['how can I contact you by phone', 'contact'],
  ['what is your email address', 'contact'],
  ["what's your telephone number", 'contact'],
  ['can I talk to a real person?', 'contact'],
  ['talk to a person', 'contact'],
  ['human', 'contact'],
  ['agent', 'contact'],
  ['real person', 'contact'],
  ['speak to someone', 'contact'],
  ['support team', 'contact'],
  ['customer service', 'contact'],
  ['I forgot my password', 'sign-in'],
  ["I can't log in", 'sign-in'],
  ['how do I reset my password', 'sign-in'],
  ['how do I put the app on my iPhone home screen', 'install'],
  ['can I install it on android', 'install'],
  ['is there an app in the play store', 'install'],
  ['where do I get the app', 'install'],
  ['does the app work offline', 'install'],
  ['can I use it without internet', 'install'],
  ['the app is slow', 'tech-support'],
  ['why is the app so slow?', 'tech-support'],
  ['it keeps loading forever', 'tech-support'],
  ['the app is stuck on an old version', 'tech-support'],
  ['the app is not working in my browser', 'tech-support'],
  ['the page stays blank', 'tech-support'],
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
    expect(byId.get('contact')?.answer).toMatch(/person of our support team.*\[Contact Us\]\(\/contact\)/s);
    // the troubleshooting steps: reload (the update notice), the installed app, the connection, the
    // site data / reinstall, then the contact page and e-mail
    expect(byId.get('tech-support')?.answer).toMatch(
      /Reload the page.*Update available.*Installed on your phone.*Check your connection.*Clear this site's data.*install it again.*support@kickshots\.example.*\[Contact Us\]\(\/contact\)/s,
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

  it('has at least three test questions for every entry', () => {
    for (const entry of FAQ) {
      const asked = SUPPORT_QUESTIONS.filter(([, id]) => id === entry.id).length;
      expect([entry.id, asked >= 3]).toEqual([entry.id, true]);
    }
  });

  it.each(SUPPORT_QUESTIONS)('answers "%s" with the %s entry first', (question, entry) => {
    const request = supportRequest(question);
    expect(request.passages[0]?.source).toMatchObject({ kind: 'faq', id: entry });
    // and the built-in coach answers with it (the passage is relevant enough to be an answer)
    expect(composeAnswer(request).sources[0]).toMatchObject({ kind: 'faq', id: entry });
  });

  it('answers "the app is slow" with the troubleshooting steps, not the install instructions', () => {
    const answer = composeAnswer(supportRequest('the app is slow'));
    expect(answer.sources.map((s) => s.id)).toEqual(['tech-support']);
    expect(answer.response).toContain('**Update available**');
    expect(answer.response).toContain('[Contact Us](/contact)');
  });

  it('answers "can I talk to a real person?" with how to reach the support team', () => {
    const answer = composeAnswer(supportRequest('can I talk to a real person?'));
    expect(answer.sources.map((s) => s.id)).toEqual(['contact']);
    expect(answer.response).toContain('support@kickshots.example');
    expect(answer.response).toContain('+1 555 0100');
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
