import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { anyFieldContains } from '../../common/admin-list/list-query.js';
import { requireRoomFor } from '../../common/owned/owner-quota.js';
import {
  newestFirstPage,
  pageOf,
  searchTextOf,
  type Page,
  type PageQueryDto,
} from '../../common/owned/page-query.dto.js';
import { normalisedTags } from '../../common/owned/tags.js';
import type { NoteDto, SaveNoteDto } from './dto/note.dto.js';
import { Note } from './entities/note.entity.js';
import { NotesException } from './notes.exception.js';

/** How many notes one player may keep (one account cannot fill the disk). */
export const MAX_NOTES_PER_USER = 2_000;

type NoteFields = Pick<Note, 'title' | 'content' | 'tags'>;

function toDto(note: Note): NoteDto {
  return {
    id: note.id,
    title: note.title,
    content: note.content,
    tags: note.tags,
    createdAt: note.createdAt.toISOString(),
    updatedAt: note.updatedAt.toISOString(),
  };
}

/** Title and content required after trimming (both named when both are missing); tags optional. */
function checkedFields(input: SaveNoteDto): NoteFields {
  const title = input.title?.trim() ?? '';
  // the content keeps its inner layout; only blank lines around it go
  const content = input.content?.trim() ?? '';
  const missing = [...(title ? [] : ['title']), ...(content ? [] : ['content'])];
  if (missing.length > 0)
    throw new NotesException(
      'NOTE_FIELDS_REQUIRED',
      missing.map((field) => ({ field, message: 'is required' })),
    );
  return { title, content, tags: normalisedTags(input.tags) };
}

/** The caller's private notes: every query scoped to them; another player's note is "not found". */
@Injectable()
export class NotesService {
  constructor(private readonly em: EntityManager) {}

  /** Newest first; `q` matches title, content or tags, case-insensitively. */
  async list(userId: string, query: PageQueryDto): Promise<Page<NoteDto>> {
    const where: FilterQuery<Note> = { user: userId };
    const q = searchTextOf(query);
    if (q) where.$or = anyFieldContains<Note>(q, ['title', 'content', 'tags']);
    return pageOf(await this.em.findAndCount(Note, where, newestFirstPage(query)), query, toDto);
  }

  async get(userId: string, id: string): Promise<NoteDto> {
    return toDto(await this.find(this.em, userId, id));
  }

  async create(userId: string, input: SaveNoteDto): Promise<NoteDto> {
    const fields = checkedFields(input);
    return this.em.transactional(async (em) => {
      await requireRoomFor(
        em,
        Note,
        'notes',
        userId,
        MAX_NOTES_PER_USER,
        () => new NotesException('NOTE_LIMIT_REACHED'),
      );
      const note = em.create(Note, { user: userId, ...fields });
      em.persist(note);
      await em.flush();
      return toDto(note);
    });
  }

  async update(userId: string, id: string, input: SaveNoteDto): Promise<NoteDto> {
    const fields = checkedFields(input);
    return this.em.transactional(async (em) => {
      const note = await this.find(em, userId, id);
      em.assign(note, fields);
      await em.flush();
      return toDto(note);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    const deleted = await this.em.nativeDelete(Note, { id, user: userId });
    if (deleted === 0) throw new NotesException('NOTE_NOT_FOUND');
  }

  /** The caller's note `id`; another player's note is not found (its existence is not confirmed). */
  private async find(em: EntityManager, userId: string, id: string): Promise<Note> {
    const note = await em.findOne(Note, { id, user: userId });
    if (!note) throw new NotesException('NOTE_NOT_FOUND');
    return note;
  }
}
