import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  OwnsUserData,
  pagedRows,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { Note } from './entities/note.entity.js';

/** A player's private notes: app data, gone with either deletion. */
@Injectable()
@OwnsUserData()
export class NotesUserData implements UserDataOwner {
  readonly userTables = [{ table: 'notes', kind: 'data' }] as const;

  async erase(userId: string, _scope: ErasureScope, em: EntityManager): Promise<void> {
    await em.nativeDelete(Note, { user: userId });
  }

  exportSections(userId: string, em: EntityManager): ExportSection[] {
    return [
      {
        name: 'notes',
        // up to 2,000 notes of 20,000 characters: read a page at a time
        value: pagedRows(
          (offset, limit) =>
            em.find(
              Note,
              { user: userId },
              { orderBy: { createdAt: 'asc', id: 'asc' }, offset, limit, disableIdentityMap: true },
            ),
          (row) => ({
            id: row.id,
            title: row.title,
            content: row.content,
            tags: row.tags,
            createdAt: row.createdAt,
            updatedAt: row.updatedAt,
          }),
          100,
        ),
      },
    ];
  }
}
