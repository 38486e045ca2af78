import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { Note } from './entities/note.entity.js';
import { NotesController } from './notes.controller.js';
import { NotesService } from './notes.service.js';
import { NotesUserData } from './notes-user-data.js';

/** The tables notes owns. */
export const NOTES_ENTITIES = [Note];

/** Private notes: each player's own, seen by nobody else (no admin view either). */
@Module({
  imports: [AuthModule],
  controllers: [NotesController],
  providers: [NotesService, NotesUserData],
})
export class NotesModule {}
