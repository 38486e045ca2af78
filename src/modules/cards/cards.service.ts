import { Injectable } from '@nestjs/common';
import { CardsException } from './cards.exception.js';
import {
  DECKS,
  INFO_IMAGES,
  findListedCard,
  listCards,
  parseCardId,
  type Card,
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

/**
 * Read access to the static card catalog (decks, cards, info images). Other modules use the
 * catalog through this service.
 */
@Injectable()
export class CardsService {
  listDecks(): DeckDto[] {
    return DECKS.map(toDeckDto);
  }

  listCards(options: ListOptions = {}): CardDto[] {
    return listCards(options).map(toCardDto);
  }

  getCard(id: string): CardDto {
    return toCardDto(this.requireListedCard(id));
  }

  listInfoImages(): InfoImageDto[] {
    return INFO_IMAGES.map(toInfoImageDto);
  }

  /** Throws INVALID_CARD_ID unless the id has the `<deck>-<rank><suit>` form. */
  requireValidCardId(id: string): void {
    if (!parseCardId(id)) {
      throw new CardsException('INVALID_CARD_ID', [
        { field: 'id', message: 'must be <deck>-<rank><suit>, e.g. black-2S' },
      ]);
    }
  }

  /** A card of an active deck: INVALID_CARD_ID for a malformed id, CARD_NOT_FOUND for blue or unknown. */
  requireListedCard(id: string): Card {
    this.requireValidCardId(id);
    const card = findListedCard(id);
    if (!card) throw new CardsException('CARD_NOT_FOUND');
    return card;
  }

  /** Whether the id names a card that is listed now. */
  isListed(id: string): boolean {
    return findListedCard(id) !== undefined;
  }
}
