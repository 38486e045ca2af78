import { Body, Controller, Delete, Get, Param, Post, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminListQueryDto } from '../../common/admin-list/list-query.dto.js';
import { setContentRange } from '../../common/admin-list/list-query.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { UuidParam } from '../../common/http/uuid-param.pipe.js';
import { AdminOnly, CurrentUser, type AuthUser } from '../auth/index.js';
import {
  CreatePracticeVideoDto,
  PracticeVideoAdminDto,
  UpdatePracticeVideoDto,
} from './dto/practice-video-admin.dto.js';
import { PRACTICE_VIDEOS_RESOURCE, PracticeVideosAdminService } from './practice-videos-admin.service.js';

/** Admin resource `practice-videos` (ra-data-simple-rest): the videos players see per card. */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/practice-videos')
export class PracticeVideosAdminController {
  constructor(private readonly videos: PracticeVideosAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Practice videos, newest first',
    description:
      'Sort by createdAt, title, deckColor, cardIdentifier, duration. Filters: q (title contains), ' +
      'deckColor, cardIdentifier, id (a list: getMany). Answers Content-Range: practice-videos start-end/total.',
  })
  @ApiOkResponse({ type: [PracticeVideoAdminDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: bad sort, range or filter' })
  async listAdminPracticeVideos(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PracticeVideoAdminDto[]> {
    const page = await this.videos.list(query);
    setContentRange(reply, PRACTICE_VIDEOS_RESOURCE, page.query, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One practice video' })
  @ApiOkResponse({ type: PracticeVideoAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRACTICE_VIDEO_NOT_FOUND' })
  getAdminPracticeVideo(@Param('id', UuidParam()) id: string): Promise<PracticeVideoAdminDto> {
    return this.videos.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a practice video (audited)' })
  @ApiCreatedResponse({ type: PracticeVideoAdminDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      "VIDEO_FIELDS_REQUIRED ('Please fill in all required fields'), URL_INVALID, VALIDATION_FAILED (deckColor, cardIdentifier)",
  })
  createAdminPracticeVideo(
    @Body() body: CreatePracticeVideoDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PracticeVideoAdminDto> {
    return this.videos.create(body, user);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a practice video (the whole record as react-admin sends it; audited)' })
  @ApiOkResponse({ type: PracticeVideoAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'As for POST' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRACTICE_VIDEO_NOT_FOUND' })
  updateAdminPracticeVideo(
    @Param('id', UuidParam()) id: string,
    @Body() body: UpdatePracticeVideoDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PracticeVideoAdminDto> {
    return this.videos.update(id, body, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a practice video; answers the deleted record (audited)' })
  @ApiOkResponse({ type: PracticeVideoAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PRACTICE_VIDEO_NOT_FOUND' })
  deleteAdminPracticeVideo(
    @Param('id', UuidParam()) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<PracticeVideoAdminDto> {
    return this.videos.remove(id, user);
  }
}
