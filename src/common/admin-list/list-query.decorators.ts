import { applyDecorators, type Type } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { ApiErrorDto } from '../errors/api-error.dto.js';
import { MAX_ADMIN_PAGE } from './list-query.js';

/**
 * Documents an admin list's ra-data-simple-rest query (`sort`, `range`, `filter`, each JSON) and
 * its `Content-Range` header, for a handler that reads them with `@Query('sort')` etc.
 */
export function ApiAdminList(
  resource: string,
  options: { type: Type; sortable: readonly string[]; filters: string },
) {
  return applyDecorators(
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON ["field","ASC"|"DESC"]; fields: ${options.sortable.join(', ')}`,
      example: '["createdAt","DESC"]',
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: `JSON [start, end], inclusive; at most ${MAX_ADMIN_PAGE} records (default [0,24])`,
      example: '[0,24]',
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object: ${options.filters}; {"id":[…]} answers those records (getMany)`,
      example: '{}',
    }),
    ApiOkResponse({
      type: [options.type],
      description: `Header Content-Range: ${resource} <start>-<end>/<total>`,
      headers: { 'Content-Range': { description: `${resource} 0-24/319`, schema: { type: 'string' } } },
    }),
    ApiBadRequestResponse({
      type: ApiErrorDto,
      description: 'VALIDATION_FAILED: an unknown sort field or filter, a malformed range/sort/filter',
    }),
  );
}
