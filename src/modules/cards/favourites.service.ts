import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CardsException } from './cards.exception.js';
import { CardsService } from './cards.service.js';
import { findListedCard, sortCardIds, type Card } from './domain/index.js';
import { toCardDto } from './dto/card.dto.js';
import type { FavouriteDto, FavouritesDto } from './dto/favourites.dto.js';
import { Favourite } from './entities/favourite.entity.js';

/** A user's saved cards. Every query is scoped to the given user. */
@Injectable()
export class FavouritesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cards: CardsService,
  ) {}

  /** The user's saved cards that are still listed, sorted like the card list. */
  async list(userId: string): Promise<FavouritesDto> {
    const rows = await this.em.find(Favourite, { user: userId });
    const cards = sortCardIds(rows.map((row) => row.cardId))
      .map((id) => findListedCard(id))
      .filter((card): card is Card => card !== undefined);
    return { cardIds: cards.map((card) => card.id), cards: cards.map(toCardDto) };
  }

  /**
   * Saves a listed card. The (user_id, card_id) unique constraint decides between concurrent
   * saves: exactly one insert succeeds, the others answer FAVOURITE_EXISTS.
   */
  async add(userId: string, cardId: string): Promise<FavouriteDto> {
    this.cards.requireListedCard(cardId);
    try {
      await this.em.insert(this.em.create(Favourite, { user: userId, cardId }, { persist: false }));
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new CardsException('FAVOURITE_EXISTS');
      throw error;
    }
    return { cardId };
  }

  /**
   * Removes a saved card. A well-formed id of a card no longer listed can still be removed, so a
   * stale favourite never gets stuck; otherwise CARD_NOT_FOUND or FAVOURITE_NOT_FOUND.
   */
  async remove(userId: string, cardId: string): Promise<void> {
    this.cards.requireValidCardId(cardId);
    const deleted = await this.em.nativeDelete(Favourite, { user: userId, cardId });
    if (deleted > 0) return;
    if (!this.cards.isListed(cardId)) throw new CardsException('CARD_NOT_FOUND');
    throw new CardsException('FAVOURITE_NOT_FOUND');
  }
}
