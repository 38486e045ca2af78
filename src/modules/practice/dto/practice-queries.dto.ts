import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min } from 'class-validator';
import { LOCAL_DATE_MESSAGE, LOCAL_DATE_PATTERN } from './record-attempt.dto.js';

export class ListSessionsQueryDto {
  @ApiPropertyOptional({
    description: 'How many sessions, newest first (1–100)',
    default: 30,
    minimum: 1,
    maximum: 100,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit: number = 30;
}

export class DailyPracticeQueryDto {
  @ApiPropertyOptional({
    description: 'How many days, ending today (1–90)',
    default: 30,
    minimum: 1,
    maximum: 90,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(90)
  days: number = 30;

  @ApiPropertyOptional({
    description:
      "The last day of the range, the player's local date (YYYY-MM-DD); default the server's UTC date",
    example: '2026-11-22',
  })
  @IsOptional()
  @IsString()
  @Matches(LOCAL_DATE_PATTERN, { message: LOCAL_DATE_MESSAGE })
  endDate?: string;
}
