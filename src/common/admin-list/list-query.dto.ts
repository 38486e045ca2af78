import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';

/**
 * The query of an admin list (ra-data-simple-rest): each parameter a JSON text, checked by
 * parseListQuery (a malformed one is a 400 naming it).
 */
export class AdminListQueryDto {
  @ApiPropertyOptional({
    description: 'JSON `["field","ASC"|"DESC"]`; the sortable fields are listed per resource',
    example: '["createdAt","DESC"]',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  sort?: string;

  @ApiPropertyOptional({
    description: 'JSON `[start, end]`, inclusive, at most 100 records',
    example: '[0,24]',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  range?: string;

  @ApiPropertyOptional({
    description: 'JSON object of filters; `{"id":[…]}` answers those records (getMany)',
    example: '{}',
  })
  @IsOptional()
  @IsString()
  @MaxLength(10000)
  filter?: string;
}
