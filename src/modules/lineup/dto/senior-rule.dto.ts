import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsOptional, Max, Min } from 'class-validator';

/**
 * A team's senior rule as sent: on or off, the lowest skill level counted as senior and how many
 * seniors may play. Left out: a new team gets the standard rule (on, the game's level, two) and a
 * changed team keeps its own.
 */
export class SeniorRuleFieldsDto {
  @ApiPropertyOptional({ default: true, description: 'Whether the team plays a senior rule' })
  @IsOptional()
  @IsBoolean()
  seniorRule?: boolean;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: 9,
    description:
      'The lowest skill level counted as senior (a skill level of the game); null: the game’s standard, ' +
      'SL 6 in 8-ball and SL 7 in 9-ball',
  })
  @IsOptional()
  @IsInt()
  @Min(1)
  @Max(9)
  seniorSkillLevel?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: 4, default: 2, description: 'How many seniors may play' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(4)
  maxSeniors?: number;
}
