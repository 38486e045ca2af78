import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

/** The most rows one page of a player's list holds. */
export const MAX_PAGE_SIZE = 100;

/** `?q=&limit=&offset=` of a player's searchable list (newest first). */
export class PageQueryDto {
  @ApiPropertyOptional({
    description: 'Case-insensitive substring to search for (empty: everything)',
    maxLength: 200,
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  q?: string;

  @ApiPropertyOptional({ description: 'Rows per page', default: 50, minimum: 1, maximum: MAX_PAGE_SIZE })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(MAX_PAGE_SIZE)
  limit: number = 50;

  @ApiPropertyOptional({ description: 'Rows to skip', default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(1_000_000)
  offset: number = 0;
}

/** A page of rows: the rows, how many match in all, and the page asked for. */
export interface Page<Row> {
  items: Row[];
  total: number;
  limit: number;
  offset: number;
}

/** The `q` of a list query trimmed; empty → undefined. */
export function searchTextOf(query: PageQueryDto): string | undefined {
  const q = query.q?.trim();
  return q ? q : undefined;
}

/** The find options of one page of a player's list: newest first (ties by id), `limit` from `offset`. */
export function newestFirstPage(query: PageQueryDto) {
  return {
    orderBy: [{ createdAt: 'desc' as const }, { id: 'desc' as const }],
    limit: query.limit,
    offset: query.offset,
  };
}

/** The answer of `em.findAndCount(…, newestFirstPage(query))`, each row mapped to what the API shows. */
export function pageOf<Row, Item>(
  [rows, total]: [Row[], number],
  query: PageQueryDto,
  toItem: (row: Row) => Item,
): Page<Item> {
  return { items: rows.map(toItem), total, limit: query.limit, offset: query.offset };
}
