/**
 * The support FAQ of the Sales & Support tab: what the product really does (README: Subscription,
 * Accounts, the installable app). Nothing here promises what the product does not do: no refund
 * policy, no monthly plan, no delivery times.
 */
import type { FaqEntry } from './coach.types.js';

export interface SupportFacts {
  productName: string;
  /** The yearly price as shown in the Subscription dialog, e.g. '$34.95'. */
  priceLabel: string;
  /** The free trial of a new account (app_config `trial_period`). */
  trialDays: number;
  supportEmail: string;
  supportPhone: string;
  /** The online store of the printed decks. */
  storeUrl: string;
}

const YEARS = ['', 'one year', 'two years', 'three years'];

/** 365 → 'one year', 730 → 'two years', 30 → '30 days', 1 → '1 day'. */
export function trialLength(days: number): string {
  const years = days / 365;
  if (Number.isInteger(years) && years >= 1 && years < YEARS.length) return YEARS[years]!;
  return days === 1 ? '1 day' : `${days} days`;
}

export function supportFaq(facts: SupportFacts): FaqEntry[] {
  const { productName: app, priceLabel: price, supportEmail: email, supportPhone: phone, storeUrl } = facts;
  const trial = trialLength(facts.trialDays);
  const mail = `[${email}](mailto:${email})`;
  const store = `[${storeUrl}](${storeUrl})`;
  return [
    {
      id: 'about',
      question: `What is ${app}?`,
      answer:
        `${app} is a web app for pool players with two decks of 52 instruction cards: the **black deck** of kick shots ` +
        `and the **red deck** of position play. Each card shows the shot on a diagram with the aim, spin, speed, the ` +
        `common miss and its fix, and a practice drill. You can track your practice, see your progress and ask the ` +
        `AI Pool Coach. New accounts get a free trial of ${trial}; then it is ${price} a year.`,
      url: '/about',
      keywords: [
        'what is',
        'about',
        'features',
        'decks',
        'black deck',
        'red deck',
        'cards',
        'app',
        'kick shots',
        'position play',
        'how it works',
      ],
    },
    {
      id: 'trial',
      question: 'How long is the free trial?',
      answer:
        `Every new account gets a **free trial of ${trial}** from sign-up, with full access and no payment needed to ` +
        `start. We send a reminder e-mail 7 days and 1 day before it ends. After the trial the subscription is ` +
        `${price} a year.`,
      url: '/',
      keywords: ['free trial', 'trial', 'free', 'try', 'trial length', 'trial period', 'test', 'days'],
    },
    {
      id: 'trial-ended',
      question: 'What happens when my free trial ends?',
      answer:
        `When the trial ends, the card texts, practice tracking and the AI Pool Coach need a subscription, and the ` +
        `**Subscription** dialog opens so you can subscribe (${price} a year). Your practice history is kept, and ` +
        `the diagrams, your own history and the global statistics stay open.`,
      url: '/',
      keywords: [
        'trial ended',
        'trial expired',
        'expired',
        'after the trial',
        'trial over',
        'ran out',
        'run out',
        'lost access',
        'locked',
      ],
    },
    {
      id: 'price',
      question: 'How much does it cost?',
      answer:
        `${app} is free for ${trial}, then **${price} a year**: one annual subscription, paid by card ` +
        `through Stripe checkout. To subscribe, press the **Subscription** button in the header, then **Subscribe**. ` +
        `If you subscribe during your free trial, the trial continues and the first charge is at its end.`,
      url: '/',
      keywords: [
        'price',
        'cost',
        'how much',
        'pricing',
        'fee',
        'pay',
        'payment',
        'subscribe',
        'subscription',
        'annual',
        'yearly',
        'monthly',
        'plan',
        'buy',
        'purchase',
        'credit card',
        'stripe',
      ],
    },
    {
      id: 'promo-code',
      question: 'I have a promo code. How do I use it?',
      answer:
        `Promo codes are issued by our team to the e-mail address of your account. Press the **Subscription** ` +
        `button in the header, type the code in the **promo code** field and redeem it. The code extends your free ` +
        `trial, or your paid period if you already pay, by the 1–12 months it was issued for. A code works once, ` +
        `and only for the account e-mail it was issued to.`,
      url: '/',
      keywords: [
        'promo code',
        'promo',
        'promotion',
        'coupon',
        'voucher',
        'discount',
        'code',
        'redeem',
        'gift',
        'free months',
        'extend',
        'extension',
      ],
    },
    {
      id: 'cancel',
      question: 'How do I cancel my subscription?',
      answer:
        `Press the **Subscription** button in the header and choose **Manage subscription**: it opens the payment ` +
        `provider's customer portal, where you cancel. You keep access until the end of the period you have paid ` +
        `for, and you are not charged again. If you cancel before your first charge, the rest of your free trial ` +
        `stays.`,
      url: '/',
      keywords: [
        'cancel',
        'cancellation',
        'unsubscribe',
        'auto renew',
        'renewal',
        'manage subscription',
        'customer portal',
        'billing',
        'change card',
      ],
    },
    {
      id: 'refund',
      question: 'Can I get a refund?',
      answer:
        `Please write to support at ${mail} with the e-mail address of your account and the date of the ` +
        `payment, and tell us what happened.`,
      url: '/contact',
      keywords: [
        'refund',
        'money back',
        'reimburse',
        'charged',
        'wrong charge',
        'double charged',
        'charged twice',
        'charge back',
        'return',
        'money',
      ],
    },
    {
      id: 'what-you-get',
      question: 'What does the subscription include?',
      answer:
        `A running trial or subscription unlocks the full text of **both decks** (52 black kick-shot cards and 52 ` +
        `red position-play cards) with the coaching on each diagram, **practice tracking** with your success rates ` +
        `and progress, practice videos, favourites and the **AI Pool Coach**. The personal tools (links, notes, ` +
        `the timeout timer, the coin flip) are there for every signed-in player.`,
      url: '/about',
      keywords: [
        'include',
        'included',
        'unlock',
        'unlocks',
        'what do i get',
        'features',
        'premium',
        'access',
        'benefits',
        'worth it',
      ],
    },
    {
      id: 'delete-data',
      question: 'How do I delete my data?',
      answer:
        `Open [Delete Account](/delete-account) (also in the footer) and use **Delete All Data**: type ` +
        `DELETE DATA and confirm. Your practice history and progress, achievements, favourites, notes, links, ` +
        `teams and notification devices are removed for good, while your account and subscription stay.`,
      url: '/delete-account',
      keywords: [
        'delete data',
        'delete all data',
        'erase',
        'remove data',
        'reset progress',
        'clear history',
        'wipe',
        'start over',
        'privacy',
        'gdpr',
      ],
    },
    {
      id: 'delete-account',
      question: 'How do I delete my account?',
      answer:
        `Open [Delete Account](/delete-account) (also in the footer) and use **Delete Account**: type DELETE ` +
        `and confirm. It removes your account and all its data for good and cancels your subscription at once; ` +
        `a confirmation e-mail follows.`,
      url: '/delete-account',
      keywords: [
        'delete account',
        'close account',
        'remove account',
        'deactivate',
        'terminate',
        'leave',
        'erase account',
        'forget me',
      ],
    },
    {
      id: 'download-data',
      question: 'Can I download my data?',
      answer:
        `Yes: **Download my data** on the [Delete Account](/delete-account) page (and under Security in your ` +
        `account) saves one JSON file of everything the app keeps about you: your profile, subscription, ` +
        `practice, favourites, notes, links, teams and notification devices.`,
      url: '/delete-account',
      keywords: [
        'download data',
        'export',
        'my data',
        'copy of my data',
        'data portability',
        'backup',
        'json',
        'take my data',
      ],
    },
    {
      id: 'printed-deck',
      question: 'Where can I buy the physical cards?',
      answer:
        `Printed decks of the cards are sold in our online store: ${store} (also linked from the About and ` +
        `Contact Us pages). For a question about an order, write to ${mail} or call ${phone}.`,
      url: '/about',
      keywords: [
        'physical cards',
        'printed deck',
        'print',
        'printed cards',
        'card deck',
        'real cards',
        'paper',
        'buy',
        'order',
        'shop',
        'store',
        'purchase',
        'shipping',
        'gift',
      ],
    },
    {
      id: 'contact',
      question: 'How do I contact you or talk to a person?',
      answer:
        `This chat answers from our FAQ. To reach a person of our support team, write to ${mail} or call ` +
        `${phone}; the [Contact Us](/contact) page has both, and links to the online store and our social ` +
        `pages. We read every message and usually answer within one business day.`,
      url: '/contact',
      keywords: [
        'contact',
        'email',
        'e-mail',
        'phone',
        'phone number',
        'telephone',
        'call',
        'support team',
        'customer service',
        'help',
        'talk to a person',
        'real person',
        'human',
        'agent',
        'representative',
        'speak to someone',
        'reach someone',
        'address',
      ],
    },
    {
      id: 'sign-in',
      question: "I can't sign in or forgot my password",
      answer:
        `On the [sign-in page](/auth) choose **Forgot password**, enter your account e-mail and we send you a ` +
        `link to set a new password (look in the spam folder if it does not arrive). Still stuck? Write to ${mail} ` +
        `from the e-mail address of your account.`,
      url: '/auth',
      keywords: [
        'forgot password',
        'password reset',
        'reset password',
        'sign in',
        'log in',
        'login',
        'cannot sign in',
        'locked out',
        'wrong password',
        'account access',
      ],
    },
    {
      id: 'install',
      question: 'How do I install the app on my phone?',
      answer:
        `${app} is an installable web app: no app store needed. On Android open the site in Chrome, then the ` +
        `browser menu → **Install app** (or **Add to Home screen**); on an iPhone or iPad open it in Safari, then ` +
        `**Share** → **Add to Home Screen**. It opens full screen like an app. Without a signal it still opens ` +
        `with your cards, and practice taps you record offline are sent when you are back online.`,
      url: '/',
      keywords: [
        'install',
        'phone',
        'mobile',
        'iphone',
        'android',
        'ipad',
        'tablet',
        'home screen',
        'download app',
        'get the app',
        'app store',
        'play store',
        'offline',
        'without internet',
        'no signal',
        'pool hall',
      ],
    },
    {
      id: 'tech-support',
      question: 'The app is slow or does not work properly. What can I do?',
      answer:
        `Try these steps, one at a time:\n\n` +
        `1. Reload the page. If an **Update available** notice shows, press its **Reload**: it loads the ` +
        `newest version.\n` +
        `2. Installed on your phone? Close the app completely and open it again: a new version takes over ` +
        `then.\n` +
        `3. Check your connection: a weak signal makes every page slow. With no connection at all, a ` +
        `banner says so, the cards you have seen show from your device and practice taps wait to sync.\n` +
        `4. Update your browser. Then, while online, sign out and sign in again.\n` +
        `5. Still slow or wrong? Clear this site's data in your browser's settings, or remove the installed ` +
        `app and install it again. Do it online, once no practice taps are waiting to sync (taps not yet ` +
        `sent are lost), then sign in again: your practice, favourites, notes and links stay with your ` +
        `account.\n` +
        `6. If it persists, write to ${mail} or see [Contact Us](/contact), with your device, browser and ` +
        `what you see (a screenshot helps).`,
      url: '/contact',
      keywords: [
        'slow',
        'lag',
        'laggy',
        'sluggish',
        'freezes',
        'stuck',
        'hangs',
        'not working',
        'broken',
        'bug',
        'error',
        'problem',
        'crash',
        'blank',
        'loading',
        'loading forever',
        'takes forever',
        'old version',
        'reload',
        'clear cache',
        'troubleshoot',
        'technical',
        'tech support',
      ],
    },
  ];
}
