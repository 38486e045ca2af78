/**
 * Questions asked on the Sales & Support tab, for the coach's evaluation (coach-eval.ts).
 *
 * How they were written: as visitors and players type them (short, lower case, a word alone like
 * "human" or "agent"), before looking at what the coach answers, and never changed to suit the
 * retrieval. Each names the support FAQ entry (supportFaq in ../domain/faq.ts) a right answer leads
 * with; a question two entries answer equally well lists both.
 */
import { earlierTurn, type SupportQuestion } from './eval-question.js';

export const SUPPORT_QUESTIONS: SupportQuestion[] = [
  { id: 'what-is-it', question: 'what is this app?', expect: { faq: ['about'] } },
  { id: 'what-cards', question: 'what kind of cards are in it', expect: { faq: ['about', 'what-you-get'] } },
  { id: 'trial-length', question: 'How long is the free trial?', expect: { faq: ['trial'] } },
  { id: 'trial-free', question: 'can I try it for free first', expect: { faq: ['trial'] } },
  { id: 'trial-ended', question: 'my trial ran out, what now?', expect: { faq: ['trial-ended'] } },
  {
    id: 'trial-locked',
    question: 'the cards are locked since my trial expired',
    expect: { faq: ['trial-ended'] },
  },
  { id: 'price', question: 'how much is it', expect: { faq: ['price'] } },
  { id: 'price-word', question: 'price?', expect: { faq: ['price'] } },
  { id: 'monthly', question: 'is there a monthly plan?', expect: { faq: ['price'] } },
  { id: 'pay', question: 'how do I pay for a subscription', expect: { faq: ['price'] } },
  { id: 'promo', question: 'I got a coupon code, where do I put it in', expect: { faq: ['promo-code'] } },
  { id: 'cancel', question: 'how do i cancel', expect: { faq: ['cancel'] } },
  { id: 'auto-renew', question: 'turn off auto renew', expect: { faq: ['cancel'] } },
  { id: 'refund', question: 'I want my money back', expect: { faq: ['refund'] } },
  { id: 'charged-twice', question: 'you charged my card twice', expect: { faq: ['refund'] } },
  { id: 'include', question: 'what do I get if I subscribe', expect: { faq: ['what-you-get'] } },
  {
    id: 'reset-progress',
    question: 'how do I reset my progress and start over',
    expect: { faq: ['delete-data'] },
  },
  { id: 'delete-account', question: 'delete my account please', expect: { faq: ['delete-account'] } },
  { id: 'close-account', question: 'how can I close my account', expect: { faq: ['delete-account'] } },
  { id: 'export', question: 'can I export my practice data', expect: { faq: ['download-data'] } },
  {
    id: 'physical-deck',
    question: 'where can I buy the real card deck',
    expect: { faq: ['printed-deck'] },
  },
  { id: 'real-person', question: 'can I talk to a real person?', expect: { faq: ['contact'] } },
  { id: 'human', question: 'human', expect: { faq: ['contact'] } },
  { id: 'agent', question: 'agent', expect: { faq: ['contact'] } },
  { id: 'phone', question: 'what is your phone number', expect: { faq: ['contact'] } },
  { id: 'password', question: 'I forgot my password', expect: { faq: ['sign-in'] } },
  { id: 'cant-log-in', question: 'cant log in', expect: { faq: ['sign-in'] } },
  { id: 'install-iphone', question: 'how do I get it on my iphone', expect: { faq: ['install'] } },
  { id: 'android-app', question: 'is there an android app', expect: { faq: ['install'] } },
  { id: 'offline', question: 'does it work offline at the pool hall', expect: { faq: ['install'] } },
  { id: 'slow', question: 'the app is slow', expect: { faq: ['tech-support'] } },
  { id: 'blank-page', question: 'I just get a blank page', expect: { faq: ['tech-support'] } },
  {
    id: 'followup-refund',
    question: 'and can I get a refund?',
    history: earlierTurn(
      'how do I cancel my subscription?',
      'Press the Subscription button in the header and choose Manage subscription.',
    ),
    expect: { faq: ['refund'] },
  },
];
