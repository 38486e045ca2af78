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
import {
  FeaturedLinkPageDto,
  PersonalLinkDto,
  PersonalLinkPageDto,
  SavePersonalLinkDto,
} from './dto/personal-link.dto.js';
import { PersonalLinksService } from './personal-links.service.js';

const LINK_RULES =
  "URL_INVALID ('Please enter a valid URL': missing, not a URL or not http(s)), DESCRIPTION_REQUIRED " +
  "('Description is required'), VALIDATION_FAILED (url over 2,048, description over 200 or tags over 500 characters)";

/** Links & Media: the caller's own links. Another player's link answers 404, as if it did not exist. */
@Authenticated()
@ApiTags('links')
@Controller('me/links')
export class PersonalLinksController {
  constructor(private readonly links: PersonalLinksService) {}

  @Get()
  @ApiOperation({
    summary: 'Your links, newest first; `q` searches description and tags (case-insensitive substring)',
  })
  @ApiOkResponse({ type: PersonalLinkPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: bad q, limit or offset' })
  listMyLinks(@CurrentUser() user: AuthUser, @Query() query: PageQueryDto): Promise<PersonalLinkPageDto> {
    return this.links.list(user.id, query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of your links' })
  @ApiOkResponse({ type: PersonalLinkDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: id is not a uuid' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'LINK_NOT_FOUND: not one of your links' })
  getMyLink(@CurrentUser() user: AuthUser, @Param('id', UuidParam()) id: string): Promise<PersonalLinkDto> {
    return this.links.get(user.id, id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a link (at most 2,000 a player)' })
  @ApiCreatedResponse({ type: PersonalLinkDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${LINK_RULES}, LINK_LIMIT_REACHED` })
  addMyLink(@CurrentUser() user: AuthUser, @Body() body: SavePersonalLinkDto): Promise<PersonalLinkDto> {
    return this.links.create(user.id, body);
  }

  @Put(':id')
  @ApiOperation({ summary: 'Change one of your links (url, description and tags)' })
  @ApiOkResponse({ type: PersonalLinkDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: LINK_RULES })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'LINK_NOT_FOUND: not one of your links' })
  updateMyLink(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidParam()) id: string,
    @Body() body: SavePersonalLinkDto,
  ): Promise<PersonalLinkDto> {
    return this.links.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete one of your links' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: id is not a uuid' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'LINK_NOT_FOUND: not one of your links' })
  deleteMyLink(@CurrentUser() user: AuthUser, @Param('id', UuidParam()) id: string): Promise<void> {
    return this.links.remove(user.id, id);
  }
}

/** The featured links of Links & Media: curated by the admins, read-only for players. */
@Authenticated()
@ApiTags('links')
@Controller('links/featured')
export class FeaturedLinksController {
  constructor(private readonly links: PersonalLinksService) {}

  @Get()
  @ApiOperation({
    summary:
      'Featured links, newest first; `q` searches description, tags and category (case-insensitive substring)',
  })
  @ApiOkResponse({ type: FeaturedLinkPageDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: bad q, limit or offset' })
  listFeaturedLinks(@Query() query: PageQueryDto): Promise<FeaturedLinkPageDto> {
    return this.links.listFeatured(query);
  }
}
