import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { UuidParam } from '../../common/http/uuid-param.pipe.js';
import { PageQueryDto } from '../../common/owned/page-query.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { NoteDto, NotePageDto, SaveNoteDto } from './dto/note.dto.js';
import { NotesService } from './notes.service.js';

const NOTE_RULES =
  'NOTE_FIELDS_REQUIRED (title or content empty), VALIDATION_FAILED (title over 200, content over 20,000 ' +
  'or tags over 500 characters)';

/** The caller's private notes. Another player's note answers 404, as if it did not exist. */
@Authenticated()
@ApiTags('notes')
@Controller('me/notes')
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Get()
  @ApiOperation({
    summary: 'Your notes, newest first; `q` searches title, content and tags (case-insensitive substring)',
  })
  @ApiOkResponse({ type: NotePageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: bad q, limit or offset' })
  listMyNotes(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<NotePageDto> {
    return this.notes.list(user.id, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of your notes' })
  @ApiOkResponse({ type: NoteDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: id is not a uuid' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NOTE_NOT_FOUND: not one of your notes' })
  getMyNote(@CurrentUser() user: AuthUser, @Param('id', UuidParam()) id: string): Promise<NoteDto> {
    return this.notes.get(user.id, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a note (at most 2,000 a player)' })
  @ApiCreatedResponse({ type: NoteDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${NOTE_RULES}, NOTE_LIMIT_REACHED` })
  addMyNote(@CurrentUser() user: AuthUser, @Body() body: SaveNoteDto): Promise<NoteDto> {
    return this.notes.create(user.id, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change one of your notes (title, content and tags)' })
  @ApiOkResponse({ type: NoteDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: NOTE_RULES })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NOTE_NOT_FOUND: not one of your notes' })
  updateMyNote(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidParam()) id: string,
    @Body() body: SaveNoteDto,
  ): Promise<NoteDto> {
    return this.notes.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete one of your notes' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: id is not a uuid' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'NOTE_NOT_FOUND: not one of your notes' })
  deleteMyNote(@CurrentUser() user: AuthUser, @Param('id', UuidParam()) id: string): Promise<void> {
    return this.notes.remove(user.id, id);
  }
}
