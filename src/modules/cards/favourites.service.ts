import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CardsException } from './cards.exception.js';
import { CardsService } from './cards.service.js';
import { sortCardIds } from './domain/index.js';
import type { FavouriteDto, FavouritesDto } from './dto/favourites.dto.js';
import { Favourite } from './entities/favourite.entity.js';

/** A user's saved cards. Every query is scoped to the given user. */
@Injectable()
export class FavouritesService {
  constructor(
    private readonly em: EntityManager,
    private readonly cards: CardsService,
  ) {}

  /**
   * The user's saved cards that are still listed, sorted like the card list: the ids always, the
   * cards' text only with access (CardsService.cardsFor).
   */
  async list(userId: string, access: boolean): Promise<FavouritesDto> {
    const rows = await this.em.find(Favourite, { user: userId }, { fields: ['cardId'] });
    const cardIds = sortCardIds(rows.map((row) => row.cardId)).filter((id) => this.cards.isListed(id));
    const cards = this.cards.cardsFor(cardIds, access);
    return cards ? { cardIds, cards } : { cardIds };
  }

  /**
   * Saves a listed card, idempotently: `created` says whether this call saved it. The (user_id,
   * card_id) unique constraint decides between concurrent saves: exactly one inserts the row, the
   * others find it there (`on conflict do nothing`).
   */
  async add(userId: string, cardId: string): Promise<FavouriteDto> {
    this.cards.requireListedCard(cardId);
    const inserted = await this.em
      .createQueryBuilder(Favourite)
      .insert(this.em.create(Favourite, { user: userId, cardId }, { persist: false }))
      .onConflict(['user', 'cardId'])
      .ignore()
      .execute<{ affectedRows: number }>('run');
    return { cardId, created: inserted.affectedRows > 0 };
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
