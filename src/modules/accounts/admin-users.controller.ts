import { Body, Controller, Delete, Get, Param, Put, Query, Res } from '@nestjs/common';
import {
  ApiBadGatewayResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
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
import { AdminUsersService, USER_SORTS, USERS_RESOURCE } from './admin-users.service.js';
import { AdminUserDto, UpdateAdminUserDto } from './dto/admin-user.dto.js';
import { RemovedAuthenticatorsDto } from './dto/admin-user-mfa.dto.js';

/** Admin: the users table (/admin/users), in the ra-data-simple-rest contract. */
@AdminOnly()
@ApiTags('admin')
@Controller('admin/users')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  @Get()
  @ApiOperation({ summary: 'Users with their role and subscription, newest first' })
  @ApiAdminList(USERS_RESOURCE, {
    type: AdminUserDto,
    sortable: USER_SORTS,
    filters:
      'q (e-mail substring, any case), trial (all, expired, expiring_today, expiring_soon, active), ' +
      'role (user, admin), status (active, trialing, inactive: the effective status)',
  })
  async listUsers(
    @Res({ passthrough: true }) reply: FastifyReply,
    @Query('sort') sort?: string,
    @Query('range') range?: string,
    @Query('filter') filter?: string,
  ): Promise<AdminUserDto[]> {
    const query = this.users.parse({ sort, range, filter });
    const { rows, total } = await this.users.list(query);
    setContentRange(reply, USERS_RESOURCE, query, rows.length, total);
    return rows;
  }

  @Get(':id')
  @ApiOperation({ summary: 'One user with their role and subscription' })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'USER_NOT_FOUND' })
  getUser(@Param('id', UuidParam()) id: string): Promise<AdminUserDto> {
    return this.users.get(id);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      "Change a user's trial end (the date's day, ending 23:59:59 UTC) and/or admin role; the record's other fields are ignored",
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: trialEnd or role not valid' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'USER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CANNOT_REVOKE_OWN_ADMIN: an admin cannot remove their own admin role',
  })
  updateUser(
    @CurrentUser() admin: AuthUser,
    @Param('id', UuidParam()) id: string,
    @Body() body: UpdateAdminUserDto,
  ): Promise<AdminUserDto> {
    return this.users.update(admin, id, body);
  }

  @Delete(':id')
  @ApiOperation({
    summary:
      "Delete a user's account as Delete Account does (subscription cancelled, every row of the user removed, " +
      'sessions ended; audited); answers the record as it was',
  })
  @ApiOkResponse({ type: AdminUserDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'USER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CANNOT_DELETE_SELF: an admin deletes their own account from their account page, not here',
  })
  @ApiBadGatewayResponse({
    type: ApiErrorDto,
    description: 'PAYMENT_PROVIDER_ERROR: the subscription could not be cancelled; nothing was deleted',
  })
  deleteUser(@CurrentUser() admin: AuthUser, @Param('id', UuidParam()) id: string): Promise<AdminUserDto> {
    return this.users.remove(admin, id);
  }

  @Delete(':id/mfa')
  @ApiOperation({
    summary:
      "Remove a user's authenticators (factors, recovery codes, pending challenges) and end their sessions, " +
      'for a player who lost their phone (audited; the user is told by e-mail); answers what was removed',
  })
  @ApiOkResponse({ type: RemovedAuthenticatorsDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'USER_NOT_FOUND' })
  @ApiConflictResponse({
    type: ApiErrorDto,
    description: 'CANNOT_REMOVE_OWN_MFA: an admin removes their own authenticators on their Security page',
  })
  removeUserAuthenticators(
    @CurrentUser() admin: AuthUser,
    @Param('id', UuidParam()) id: string,
  ): Promise<RemovedAuthenticatorsDto> {
    return this.users.removeAuthenticators(admin, id);
  }
}
