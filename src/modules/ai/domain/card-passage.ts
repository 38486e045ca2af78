/**
 * A card as the coach quotes it: its source chip (title and link) and its passage, a few labelled
 * lines that the built-in coach reads back and an LLM gets as context.
 */
import type { ChatSource, CoachCard } from './coach.types.js';

const DECK_LABELS: Readonly<Record<CoachCard['deck'], string>> = { black: 'Black', red: 'Red' };

/** What each deck is about, as the Info dialog says it. */
export const DECK_TOPICS: Readonly<Record<CoachCard['deck'], string>> = {
  black: 'kick shots',
  red: 'position play',
};

/** The link that opens a card's dialog on the home page. */
export function cardUrl(id: string): string {
  return `/?card=${encodeURIComponent(id)}`;
}

/** `One-Rail Kick: Mirror Basics (Black 2S)` → `/?card=black-2S`. */
export function cardSource(card: Pick<CoachCard, 'id' | 'deck' | 'identifier' | 'name'>): ChatSource {
  return {
    kind: 'card',
    id: card.id,
    title: `${card.name} (${DECK_LABELS[card.deck]} ${card.identifier})`,
    url: cardUrl(card.id),
  };
}

/** The labelled lines of a card passage, in order. */
export interface CardPassageFields {
  name: string;
  title: string;
  family: string;
  aimingPosition: string;
  strength: string;
  description: string;
  miss: string;
  see: string;
  fix: string;
  system?: string;
}

const LABELS = {
  name: 'Card',
  title: 'Title',
  family: 'Family',
  aimingPosition: 'Aiming position',
  strength: 'Strength',
  description: 'How to play it',
  miss: 'Common miss',
  see: 'What you see',
  fix: 'Fix',
  system: 'System',
} as const satisfies Record<keyof CardPassageFields, string>;

type Field = keyof typeof LABELS;
const FIELDS = Object.keys(LABELS) as Field[];

/** One line per field, `Label: text` (text on one line). */
export function cardPassageText(card: CoachCard): string {
  const values: CardPassageFields = {
    name: card.name,
    title: card.title,
    family: `${card.family} (${DECK_LABELS[card.deck]} deck, ${DECK_TOPICS[card.deck]})`,
    aimingPosition: card.aimingPosition,
    strength: card.strength,
    description: card.description,
    miss: card.commonMiss.miss,
    see: card.commonMiss.see,
    fix: card.commonMiss.fix,
    system: card.systemNote,
  };
  return FIELDS.filter((field) => values[field]?.trim())
    .map((field) => `${LABELS[field]}: ${oneLine(values[field] ?? '')}`)
    .join('\n');
}

/** Reads back what cardPassageText wrote; undefined when a required line is missing. */
export function readCardPassage(text: string): CardPassageFields | undefined {
  const found: Partial<Record<Field, string>> = {};
  for (const line of text.split('\n')) {
    const field = FIELDS.find((f) => line.startsWith(`${LABELS[f]}: `));
    if (field && found[field] === undefined) found[field] = line.slice(LABELS[field].length + 2).trim();
  }
  const { name, title, family, aimingPosition, strength, description, miss, see, fix, system } = found;
  if (
    name === undefined ||
    title === undefined ||
    family === undefined ||
    aimingPosition === undefined ||
    strength === undefined ||
    description === undefined ||
    miss === undefined ||
    see === undefined ||
    fix === undefined
  )
    return undefined;
  return { name, title, family, aimingPosition, strength, description, miss, see, fix, system };
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
