/**
 * What the coach's search index is built from, as pure functions: the cards as the coach knows
 * them, the Info dialog's sections and the facts the support FAQ quotes. CoachKnowledgeService
 * builds the running app's index with them, and the coach's evaluation builds the same one.
 */
import type { AppConfig } from '../../config/app-config.js';
import { ANNUAL_PLAN } from '../billing/index.js';
import type { CardCoaching } from '../cards/index.js';
import type { CoachCard, InfoSection } from './domain/coach.types.js';
import type { SupportFacts } from './domain/faq.js';

/** A listed card, with its family and system note, as the coach knows it. */
export function toCoachCard({ card, difficulty, family, systemNote }: CardCoaching): CoachCard {
  return {
    id: card.id,
    deck: card.deck === 'red' ? 'red' : 'black',
    identifier: card.identifier,
    name: card.name,
    title: card.title,
    family,
    strength: card.strength,
    aimingPosition: card.aimingPosition,
    description: card.description,
    commonMiss: card.commonMiss,
    drill: card.drill,
    difficulty,
    ...(systemNote && { systemNote }),
  };
}

/** An image of the Info dialog as a section the coach can quote. */
export function toInfoSection({
  id,
  title,
  description,
}: {
  id: string;
  title: string;
  description: string;
}): InfoSection {
  return { id, title, text: description };
}

/** The facts the support FAQ quotes: the product name, the price, the trial and the contacts. */
export function supportFactsOf(
  config: Pick<AppConfig, 'appName' | 'contact'>,
  trialDays: number,
): SupportFacts {
  const { appName, contact } = config;
  return {
    productName: appName,
    priceLabel: ANNUAL_PLAN.label,
    trialDays,
    supportEmail: contact.supportEmail,
    supportPhone: contact.supportPhone,
    storeUrl: contact.storeUrl,
  };
}
