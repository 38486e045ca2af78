import { Body, Controller, Delete, Get, Param, Post, Query, Res } from '@nestjs/common';
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
import { ApiAdminList } from '../../common/admin-list/list-query.decorators.js';
import { setContentRange } from '../../common/admin-list/list-query.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { UuidParam } from '../../common/http/uuid-param.pipe.js';
import { AdminOnly, CurrentUser, type AuthUser } from '../auth/index.js';
import { AdminPromoCodeDto, CreatePromoCodeDto } from './dto/admin-promo-code.dto.js';
import { PROMO_CODES_RESOURCE, PromoCodesAdminService } from './promo-codes-admin.service.js';

/** Admin: promo codes (the /admin/promo-codes screen), in the ra-data-simple-rest contract. */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/promo-codes')
export class AdminPromoCodesController {
  constructor(private readonly promoCodes: PromoCodesAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Promo codes, newest created first; filter status all/available/used' })
  @ApiAdminList(PROMO_CODES_RESOURCE, {
    type: AdminPromoCodeDto,
    sortable: ['createdAt', 'usedAt', 'code', 'userEmail'],
    filters: 'status (all, available, used), q (code or e-mail substring)',
  })
  async listPromoCodes(
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('sort') sort?: string,
    @Query('range') range?: string,
    @Query('filter') filter?: string,
  ): Promise<AdminPromoCodeDto[]> {
    const query = this.promoCodes.parse({ sort, range, filter });
    const { rows, total } = await this.promoCodes.list(query);
    setContentRange(reply, PROMO_CODES_RESOURCE, query, rows.length, total);
    return rows;
  }

  @Post()
  @ApiOperation({
    summary:
      'Create a promo code for a user e-mail: extension 1–12 months (invalid becomes 1), a custom code or a generated one',
  })
  @ApiCreatedResponse({ type: AdminPromoCodeDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: "VALIDATION_FAILED: e.g. 'Please enter a user email'",
  })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'PROMO_CODE_EXISTS: the custom code exists already',
  })
  createPromoCode(
    @CurrentUser() admin: AuthUser,
    @Body() body: CreatePromoCodeDto,
  ): Promise<AdminPromoCodeDto> {
    return this.promoCodes.create(admin, body);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete an unused promo code; answers it as it was' })
  @ApiOkResponse({ type: AdminPromoCodeDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'PROMO_CODE_NOT_FOUND' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'PROMO_CODE_USED: a used code cannot be deleted' })
  deletePromoCode(
    @CurrentUser() admin: AuthUser,
    @Param('id', UuidParam()) id: string,
  ): Promise<AdminPromoCodeDto> {
    return this.promoCodes.remove(admin, id);
  }
}
