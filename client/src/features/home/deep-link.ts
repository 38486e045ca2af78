import type { DeckColor, Schemas } from '../../api/types';

export type InfoSectionId = Schemas['InfoImageId'];

/** The Info dialog's sections, as `/?info=<id>` names them. */
export const INFO_SECTIONS: readonly InfoSectionId[] = [
  'general-description',
  'aiming-points',
  'shooting-power',
  'cards-index',
];

/** What a link into the home page asks for: a card's dialog or a section of the Info dialog. */
export type DeepLink = { kind: 'card'; cardId: string } | { kind: 'info'; section: InfoSectionId };

const PARAMS = ['card', 'info'] as const;
/** A card id as the API writes it, `<deck>-<rank><suit>`: anything else is ignored unread. */
const CARD_ID = /^[a-z]+-[0-9A-Za-z]{2,3}$/;

/**
 * `/?card=black-2S` or `/?info=aiming-points`; null for anything else (a malformed card id or an
 * unknown section is ignored; whether the card exists is the card list's to say).
 */
export function parseDeepLink(params: URLSearchParams): DeepLink | null {
  const cardId = params.get('card');
  if (cardId !== null) return CARD_ID.test(cardId) ? { kind: 'card', cardId } : null;
  const section = params.get('info');
  if (section !== null && (INFO_SECTIONS as readonly string[]).includes(section))
    return { kind: 'info', section: section as InfoSectionId };
  return null;
}

/** Whether the address carries a deep link at all (handled or to be dropped). */
export function hasDeepLinkParams(params: URLSearchParams): boolean {
  return PARAMS.some((name) => params.has(name));
}

/** The same query without the deep link, for a `replace` once it has been handled. */
export function withoutDeepLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  PARAMS.forEach((name) => next.delete(name));
  return next;
}

/** The decks shown with `deck` switched on (the card a link opens is in a deck that is shown). */
export function withDeck(decks: readonly DeckColor[], deck: DeckColor): DeckColor[] {
  return decks.includes(deck) ? [...decks] : [...decks, deck];
}
