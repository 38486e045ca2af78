import { Injectable } from '@nestjs/common';
import { cardCoachingList, type CardCoaching } from './card-coaching.js';
import { CardsException } from './cards.exception.js';
import { DiagramsService } from './diagrams.service.js';
import { EncodedBody } from '../../common/http/encoded-body.js';
import {
  ACTIVE_DECKS,
  DECKS,
  INFO_IMAGES,
  findListedCard,
  listCards,
  parseCardId,
  rankValue,
  type Card,
  type DeckColor,
  type ListOptions,
} from './domain/index.js';
import {
  toCardDto,
  toDeckDto,
  toInfoImageDto,
  type CardDto,
  type DeckDto,
  type InfoImageDto,
} from './dto/card.dto.js';

/** A card as other modules need it: its id, its deck and its difficulty within its suit. */
export interface CardRef {
  id: string;
  deck: DeckColor;
  /** 1 (the 2, easiest) … 12 (the king), 13 (the ace, hardest): the rank with the ace high. */
  difficulty: number;
}

const DECK_SIZES: Readonly<{ black: number; red: number }> = Object.freeze({
  black: listCards({ decks: ['black'] }).length,
  red: listCards({ decks: ['red'] }).length,
});

/** A card's difficulty within its suit: its rank with the ace high, 2 → 1 … ace → 13. */
function difficultyOf(card: Pick<Card, 'cardNumber'>): number {
  return rankValue(card.cardNumber) - 1;
}

/**
 * Read access to the static card catalog (decks, cards, info images). Other modules use the
 * catalog through this service.
 */
@Injectable()
export class CardsService {
  /** The card lists without a search, by the decks they list (see cardListBody). */
  private readonly cardLists = new Map<string, EncodedBody>();

  constructor(private readonly diagrams: DiagramsService) {}

  listDecks(): DeckDto[] {
    return DECKS.map(toDeckDto);
  }

  listCards(options: ListOptions = {}): CardDto[] {
    return listCards(options).map((card) => this.toDto(card));
  }

  /**
   * The card list without a search, as every start of the app asks for it (all the cards' texts
   * and diagram URLs, about 150 KB of JSON): serialised once per choice of decks and kept while
   * the process runs, at most one per combination of the active decks, with its encodings.
   */
  cardListBody(decks?: readonly DeckColor[]): EncodedBody {
    const listed = ACTIVE_DECKS.filter((deck) => !decks?.length || decks.includes(deck));
    const key = listed.join(',');
    let body = this.cardLists.get(key);
    if (!body) {
      body = new EncodedBody(JSON.stringify(this.listCards({ decks: decks ? [...decks] : undefined })));
      this.cardLists.set(key, body);
    }
    return body;
  }

  getCard(id: string): CardDto {
    return this.toDto(this.requireListedCard(id));
  }

  /**
   * The listed cards among `ids`, in the given order, as the caller may see them. Card text (name,
   * title, strength, aiming position, description) is paid content: with access the cards, without
   * it `undefined` (the ids alone are all such a caller gets). Routes that answer with or without
   * access take `access` from @CallerHasAccess() and get card text only through here; the routes
   * behind @RequiresAccess() (this module's cards controller) never run without it.
   */
  cardsFor(ids: readonly string[], access: boolean): CardDto[] | undefined {
    if (!access) return undefined;
    return ids
      .map((id) => findListedCard(id))
      .filter((card): card is Card => card !== undefined)
      .map((card) => this.toDto(card));
  }

  /** The Info pictures' titles and texts, without their URLs (which need the pictures drawn). */
  infoTexts(): { id: string; title: string; description: string }[] {
    return INFO_IMAGES.map(({ id, title, description }) => ({ id, title, description }));
  }

  listInfoImages(): InfoImageDto[] {
    return INFO_IMAGES.map((image) => toInfoImageDto(image, this.diagrams.infoImageUrl(image)));
  }

  /** Throws INVALID_CARD_ID (naming `field`) unless the id has the `<deck>-<rank><suit>` form. */
  requireValidCardId(id: string, field = 'id'): void {
    if (!parseCardId(id)) {
      throw new CardsException('INVALID_CARD_ID', [
        { field, message: 'must be <deck>-<rank><suit>, e.g. black-2S' },
      ]);
    }
  }

  /**
   * The listed card a request body names in `field`: 400 INVALID_CARD_ID for a malformed id, 400
   * UNKNOWN_CARD for a blue or unknown card (a path's card answers 404: requireListedCard).
   */
  requireCardReference(id: string, field: string): CardRef {
    this.requireValidCardId(id, field);
    const card = findListedCard(id);
    if (!card) {
      throw new CardsException('UNKNOWN_CARD', [
        { field, message: 'must be a card of the black or red deck' },
      ]);
    }
    return { id: card.id, deck: card.deck, difficulty: difficultyOf(card) };
  }

  /** Every listed card's id and deck, in the card list's order (optionally of some decks only). */
  listCardRefs(decks?: readonly DeckColor[]): CardRef[] {
    return listCards(decks ? { decks: [...decks] } : {}).map((card) => ({
      id: card.id,
      deck: card.deck,
      difficulty: difficultyOf(card),
    }));
  }

  /** How many cards each deck players see holds (counted once: the catalog never changes). */
  deckSizes(): { black: number; red: number } {
    return DECK_SIZES;
  }

  /** A card of an active deck: INVALID_CARD_ID for a malformed id, CARD_NOT_FOUND for blue or unknown. */
  requireListedCard(id: string): Card {
    this.requireValidCardId(id);
    const card = findListedCard(id);
    if (!card) throw new CardsException('CARD_NOT_FOUND');
    return card;
  }

  /**
   * Every listed card with its shot family and, for a three-rail kick, the system numbers of its
   * computed path: what the AI coach knows of the cards. Card text is paid content: the caller
   * hands it only to players with access.
   */
  coachingFacts(): CardCoaching[] {
    return (this.coaching ??= cardCoachingList());
  }

  private coaching: CardCoaching[] | undefined;

  /** Whether the id names a card that is listed now. */
  isListed(id: string): boolean {
    return findListedCard(id) !== undefined;
  }

  private toDto(card: Card): CardDto {
    return toCardDto(card, this.diagrams.cardDiagramUrl(card));
  }
}
