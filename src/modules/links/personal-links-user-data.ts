import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  OwnsUserData,
  pagedRows,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { PersonalLink } from './entities/personal-link.entity.js';

/** A player's own links on Links & Media: app data, gone with either deletion. */
@Injectable()
@OwnsUserData()
export class PersonalLinksUserData implements UserDataOwner {
  readonly userTables = [{ table: 'links', kind: 'data' }] as const;

  async erase(userId: string, _scope: ErasureScope, em: EntityManager): Promise<void> {
    await em.nativeDelete(PersonalLink, { user: userId });
  }

  exportSections(userId: string, em: EntityManager): ExportSection[] {
    return [
      {
        name: 'links',
        value: pagedRows(
          (offset, limit) =>
            em.find(
              PersonalLink,
              { user: userId },
              { orderBy: { createdAt: 'asc', id: 'asc' }, offset, limit, disableIdentityMap: true },
            ),
          (row) => ({
            id: row.id,
            url: row.url,
            description: row.description,
            tags: row.tags,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
          }),
        ),
      },
    ];
  }
}
