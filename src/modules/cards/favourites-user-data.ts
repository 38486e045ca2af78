import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  OwnsUserData,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { Favourite } from './entities/favourite.entity.js';

/** A player's saved cards: app data, gone with either deletion. */
@Injectable()
@OwnsUserData()
export class FavouritesUserData implements UserDataOwner {
  readonly userTables = [{ table: 'favourites', kind: 'data' }] as const;

  async erase(userId: string, _scope: ErasureScope, em: EntityManager): Promise<void> {
    await em.nativeDelete(Favourite, { user: userId });
  }

  async exportSections(userId: string, em: EntityManager): Promise<ExportSection[]> {
    const rows = await em.find(Favourite, { user: userId }, { orderBy: { createdAt: 'asc' } });
    return [
      { name: 'favourites', value: rows.map((row) => ({ cardId: row.cardId, savedAt: row.createdAt })) },
    ];
  }
}
