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
import { CreatePublicLinkDto, PublicLinkAdminDto, UpdatePublicLinkDto } from './dto/public-link-admin.dto.js';
import { PUBLIC_LINKS_RESOURCE, PublicLinksAdminService } from './public-links-admin.service.js';

/** Admin resource `public-links` (ra-data-simple-rest): the featured links every player sees. */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/public-links')
export class PublicLinksAdminController {
  constructor(private readonly links: PublicLinksAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Public (featured) links, newest first',
    description:
      'Sort by createdAt, updatedAt, url, description, category. Filters: q (url, description or tags ' +
      'contain), category, id (a list: getMany). Answers Content-Range: public-links start-end/total.',
  })
  @ApiOkResponse({ type: [PublicLinkAdminDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: bad sort, range or filter' })
  async listAdminPublicLinks(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<PublicLinkAdminDto[]> {
    const page = await this.links.list(query);
    setContentRange(reply, PUBLIC_LINKS_RESOURCE, page.query, page.rows.length, page.total);
    return page.rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One public link' })
  @ApiOkResponse({ type: PublicLinkAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PUBLIC_LINK_NOT_FOUND' })
  getAdminPublicLink(@Param('id', UuidParam()) id: string): Promise<PublicLinkAdminDto> {
    return this.links.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a public link (audited)' })
  @ApiCreatedResponse({ type: PublicLinkAdminDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      "URL_REQUIRED ('URL is required'), URL_INVALID ('Please enter a valid URL'), VALIDATION_FAILED (category)",
  })
  createAdminPublicLink(
    @Body() body: CreatePublicLinkDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PublicLinkAdminDto> {
    return this.links.create(body, user);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change a public link (the whole record as react-admin sends it; audited)' })
  @ApiOkResponse({ type: PublicLinkAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'As for POST' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PUBLIC_LINK_NOT_FOUND' })
  updateAdminPublicLink(
    @Param('id', UuidParam()) id: string,
    @Body() body: UpdatePublicLinkDto,
    @CurrentUser() user: AuthUser,
  ): Promise<PublicLinkAdminDto> {
    return this.links.update(id, body, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a public link; answers the deleted record (audited)' })
  @ApiOkResponse({ type: PublicLinkAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PUBLIC_LINK_NOT_FOUND' })
  deleteAdminPublicLink(
    @Param('id', UuidParam()) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<PublicLinkAdminDto> {
    return this.links.remove(id, user);
  }
}
