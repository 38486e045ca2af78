import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { GAME_TYPES, type GameType } from '../domain/index.js';
import { SeniorRuleFieldsDto } from './senior-rule.dto.js';

/** A player as the Lineup Advisor's screens show them on a team: the player and their place there. */
export class TeamPlayerDto {
  @ApiProperty({ format: 'uuid', description: 'The player’s id' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Skill level: 2–7 in 8-ball, 1–9 in 9-ball' })
  handicap!: number;

  @ApiProperty()
  wins!: number;

  @ApiProperty()
  losses!: number;

  @ApiProperty()
  notes!: string;
}

export class TeamDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ enum: GAME_TYPES })
  gameType!: GameType;

  @ApiProperty({ description: 'The skill-level cap of the five who play a night', example: 23 })
  maxHandicapSum!: number;

  @ApiProperty({ description: 'Whether the team plays a senior rule' })
  seniorRule!: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description:
      'The lowest skill level counted as senior; null: the game’s standard (SL 6 in 8-ball, SL 7 in 9-ball)',
  })
  seniorSkillLevel!: number | null;

  @ApiProperty({ description: 'How many seniors may play a night', example: 2 })
  maxSeniors!: number;

  @ApiProperty()
  isOpponent!: boolean;

  @ApiProperty({ type: [TeamPlayerDto], description: 'In the order they were added' })
  players!: TeamPlayerDto[];

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class ListTeamsQueryDto {
  @ApiPropertyOptional({ description: 'true: your opponent teams; false: your own; absent: both' })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  opponent?: boolean;
}

/** A team's own fields, as changed (PUT); `isOpponent` is set when the team is made. */
export class UpdateTeamDto extends SeniorRuleFieldsDto {
  @ApiProperty({ maxLength: 100, example: 'Chalk Dust' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;

  @ApiProperty({ enum: GAME_TYPES })
  @IsIn(GAME_TYPES)
  gameType!: GameType;

  @ApiProperty({ minimum: 1, maximum: 100, default: 23 })
  @IsInt()
  @Min(1)
  @Max(100)
  maxHandicapSum!: number;
}

export class CreateTeamDto extends UpdateTeamDto {
  @ApiPropertyOptional({ default: false, description: 'An opponent team (listed apart)' })
  @IsOptional()
  @IsBoolean()
  isOpponent?: boolean;
}

/** A player's place on a team, as changed (the name cannot change). */
export class UpdateTeamPlayerDto {
  @ApiProperty({ description: 'Skill level: 2–7 in 8-ball, 1–9 in 9-ball', example: 3 })
  @IsInt()
  handicap!: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 100_000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  wins?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0, maximum: 100_000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  losses?: number;

  @ApiPropertyOptional({ default: '', maxLength: 1_000 })
  @IsOptional()
  @IsString()
  @MaxLength(1_000)
  notes?: string;
}

export class AddTeamPlayerDto extends UpdateTeamPlayerDto {
  @ApiProperty({ maxLength: 100, example: 'Sam' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  name?: string;
}
