import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
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
import { APP_CONFIG_RESOURCE, AppConfigAdminService } from './app-config-admin.service.js';
import {
  AppConfigAdminDto,
  CreateAppConfigDto,
  QuickSetupResultDto,
  UpdateAppConfigDto,
} from './dto/app-config-admin.dto.js';

/** Admin resource `app-config` (ra-data-simple-rest): the application settings, and Quick Setup. */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/app-config')
export class AppConfigAdminController {
  constructor(private readonly entries: AppConfigAdminService) {}

  @Get()
  @ApiOperation({
    summary: 'Configuration entries, ordered by key',
    description:
      'Sort by key or updatedAt. Filters: q (key contains), key, id (a list: getMany). ' +
      'Answers Content-Range: app-config start-end/total.',
  })
  @ApiOkResponse({ type: [AppConfigAdminDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: bad sort, range or filter' })
  async listAdminAppConfigEntries(
    @Query() query: AdminListQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AppConfigAdminDto[]> {
    const page = await this.entries.list(query);
    setContentRange(reply, APP_CONFIG_RESOURCE, page.query, page.rows.length, page.total);
    return page.rows;
  }

  @Post('quick-setup')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Quick Setup: insert the default entries whose keys are missing (never overwrites; audited)',
    description:
      'trial_period {"days": 365}, app_version "1.0.0", maintenance_mode false, feature_flags, admin_notifications.',
  })
  @ApiOkResponse({ type: QuickSetupResultDto })
  quickSetupAppConfig(@CurrentUser() user: AuthUser): Promise<QuickSetupResultDto> {
    return this.entries.quickSetup(user);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One configuration entry' })
  @ApiOkResponse({ type: AppConfigAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'APP_CONFIG_NOT_FOUND' })
  getAdminAppConfigEntry(@Param('id', UuidParam()) id: string): Promise<AppConfigAdminDto> {
    return this.entries.get(id);
  }

  @Post()
  @ApiOperation({ summary: 'Add a configuration entry (audited)' })
  @ApiCreatedResponse({ type: AppConfigAdminDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description:
      "CONFIG_KEY_VALUE_REQUIRED ('Key and value are required'), CONFIG_VALUE_INVALID (a known key)",
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'CONFIG_KEY_EXISTS' })
  createAdminAppConfigEntry(
    @Body() body: CreateAppConfigDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AppConfigAdminDto> {
    return this.entries.create(body, user);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Change the value and description of an entry (the whole record as react-admin sends it; audited)',
  })
  @ApiOkResponse({ type: AppConfigAdminDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'CONFIG_KEY_IMMUTABLE (another key), CONFIG_KEY_VALUE_REQUIRED, CONFIG_VALUE_INVALID',
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'APP_CONFIG_NOT_FOUND' })
  updateAdminAppConfigEntry(
    @Param('id', UuidParam()) id: string,
    @Body() body: UpdateAppConfigDto,
    @CurrentUser() user: AuthUser,
  ): Promise<AppConfigAdminDto> {
    return this.entries.update(id, body, user);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a configuration entry; answers the deleted record (audited)' })
  @ApiOkResponse({ type: AppConfigAdminDto })
  @ApiBadRequestResponse({ type: ApiErrorDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'APP_CONFIG_NOT_FOUND' })
  deleteAdminAppConfigEntry(
    @Param('id', UuidParam()) id: string,
    @CurrentUser() user: AuthUser,
  ): Promise<AppConfigAdminDto> {
    return this.entries.remove(id, user);
  }
}
