/**
 * Test data shared by the specs of this folder (test code, not used by the app; excluded from the
 * build like every spec-helpers.ts). The specs pass the real catalog in: this file imports nothing
 * from the cards module, so the module boundaries hold.
 */
import type { CoachCard, PracticeRecord } from './coach.types.js';
import { supportFaq, type SupportFacts } from './faq.js';

/** The catalog's card as the cards domain exports it (ALL_CARDS), as far as the coach reads it. */
export interface CatalogCard {
  id: string;
  deck: string;
  identifier: string;
  name: string;
  title: string;
  strength: string;
  aimingPosition: string;
  description: string;
  commonMiss: { miss: string; see: string; fix: string };
  drill: { success: string; club: number; strong: number };
  cardNumber: number;
  cardSuit: 'spades' | 'clubs' | 'diamonds' | 'hearts';
}

/** The corner-5 numbers of a three-rail card's computed path. */
export interface SystemNumbers {
  originNumber: number;
  aimNumber: number;
  arrivalNumber: number;
}

/** The shot family of each suit, per deck (the decks' headers). */
export const FAMILIES = {
  black: {
    spades: 'one-rail kick',
    clubs: 'two-rail kick',
    diamonds: 'three-rail kick (diamond system)',
    hearts: 'kick safety',
  },
  red: {
    spades: 'stun and stop',
    clubs: 'follow',
    diamonds: 'draw',
    hearts: 'side spin and rail routes',
  },
} as const;

const round1 = (n: number): string => String(Math.round(n * 10) / 10);

/** The black and red cards of the catalog as the coach knows them (the blue deck is left out). */
export function coachCardsFromCatalog(
  cards: readonly CatalogCard[],
  systemNumbers: (id: string) => SystemNumbers | undefined = () => undefined,
): CoachCard[] {
  const out: CoachCard[] = [];
  for (const card of cards) {
    if (card.deck !== 'black' && card.deck !== 'red') continue;
    const system = systemNumbers(card.id);
    out.push({
      id: card.id,
      deck: card.deck,
      identifier: card.identifier,
      name: card.name,
      title: card.title,
      family: FAMILIES[card.deck][card.cardSuit],
      strength: card.strength,
      aimingPosition: card.aimingPosition,
      description: card.description,
      commonMiss: { ...card.commonMiss },
      drill: { ...card.drill },
      systemNote: system
        ? `Corner-5 diamond system: cue-ball number ${round1(system.originNumber)} − aim number ${round1(system.aimNumber)} = arrival ${round1(system.arrivalNumber)}`
        : undefined,
      // the rank with the ace high: the 2 easiest (1) … the ace hardest (13)
      difficulty: card.cardNumber === 1 ? 13 : card.cardNumber - 1,
    });
  }
  return out;
}

/** Support facts as the service passes them (README: $34.95 a year after a one-year trial). */
export const FACTS: SupportFacts = {
  productName: 'Kickshots',
  priceLabel: '$34.95',
  trialDays: 365,
  supportEmail: 'support@kickshots.example',
  supportPhone: '+1 555 0100',
  storeUrl: 'https://store.kickshots.example',
};

export const FAQ = supportFaq(FACTS);

/** A practice record `days` days before `now`. */
export function record(
  cardId: string,
  attempts: number,
  successes: number,
  now: Date,
  days: number,
): PracticeRecord {
  return {
    cardId,
    attempts,
    successes,
    lastPracticed: new Date(now.getTime() - days * 86_400_000).toISOString(),
  };
}
