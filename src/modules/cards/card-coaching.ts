import {
  computePath,
  getGeometry,
  listCards,
  rankValue,
  type Card,
  type CardSuit,
  type DeckColor,
} from './domain/index.js';

/** A listed card with what a coach says about it beyond its text: its shot family and system numbers. */
export interface CardCoaching {
  card: Card;
  /** Its difficulty within its suit: 1 (the 2, easiest) … 13 (the ace, hardest), the rank with the ace high. */
  difficulty: number;
  /** The family of its suit in its deck, e.g. 'one-rail kick', 'draw'. */
  family: string;
  /** The corner-5 numbers of a three-rail kick's computed path, in words. */
  systemNote?: string;
}

/** The shot family each suit holds, per deck (the Info dialog's Cards Index). */
const FAMILIES: Record<Exclude<DeckColor, 'blue'>, Record<CardSuit, string>> = {
  black: {
    spades: 'one-rail kick',
    clubs: 'two-rail kick',
    diamonds: 'three-rail kick (diamond system)',
    hearts: 'kick safety',
  },
  red: {
    spades: 'stop and stun (the tangent line)',
    clubs: 'follow (natural roll)',
    diamonds: 'draw',
    hearts: 'side spin and rail routes',
  },
};

/** One decimal, no trailing .0, as the diagram prints it. */
const num = (v: number): string => String(Math.round(v * 10) / 10).replace(/^-0$/, '0');

function systemNoteOf(card: Card): string | undefined {
  const geometry = getGeometry(card.id);
  if (geometry?.kind !== 'kick' || geometry.method !== 'diamond-system') return undefined;
  const system = computePath(geometry).diamondSystem;
  if (!system || system.problem !== undefined) return undefined;
  return (
    `Corner-5 system: the cue ball's number is ${num(system.originNumber)}; aim at ${num(system.aimNumber)} ` +
    `on the first rail, and it arrives at ${num(system.originNumber)} − ${num(system.aimNumber)} = ` +
    `${num(system.arrivalNumber)} on the third rail.`
  );
}

/** Every listed card (black and red decks) with its family and system note, in the card list's order. */
export function cardCoachingList(): CardCoaching[] {
  return listCards().flatMap((card) => {
    if (card.deck === 'blue') return [];
    const systemNote = systemNoteOf(card);
    return [
      {
        card,
        difficulty: rankValue(card.cardNumber) - 1,
        family: FAMILIES[card.deck][card.cardSuit],
        ...(systemNote && { systemNote }),
      },
    ];
  });
}
