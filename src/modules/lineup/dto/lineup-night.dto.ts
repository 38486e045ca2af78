import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { LineupTeamDto, PlayedMatchDto } from './lineup.dto.js';

const SIDES = ['us', 'opponent'] as const;

/**
 * The match night a captain follows match by match, as their screen holds it: the two teams, who
 * put up first in match 1, the matches played so far and the opponent's put-up waiting for our reply.
 */
export class LineupNightDto {
  @ApiProperty({ type: LineupTeamDto, description: 'Your team' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => LineupTeamDto)
  homeTeam!: LineupTeamDto;

  @ApiProperty({ type: LineupTeamDto, description: 'The opponent team (the same game type as yours)' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => LineupTeamDto)
  awayTeam!: LineupTeamDto;

  @ApiProperty({ enum: SIDES, description: 'Who puts up a player first in match 1 (then it alternates)' })
  @IsIn(SIDES)
  firstPutUp!: 'us' | 'opponent';

  @ApiPropertyOptional({
    type: [PlayedMatchDto],
    maxItems: 5,
    default: [],
    description:
      'The matches played so far, in order: `ours` a homeTeam player’s id, `theirs` an awayTeam player’s ' +
      'id (a player without an id is `player-<position from 1>`), each player in one match at most',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => PlayedMatchDto)
  played?: PlayedMatchDto[];

  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: 100,
    description: 'The opponent player just put up for the next match: an awayTeam player not played yet',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  theirPutUp?: string | null;
}

/** The night as kept for the captain: what was saved (players' e-mails left out) and when. */
export class LineupNightRecordDto {
  @ApiProperty({ type: LineupTeamDto })
  homeTeam!: LineupTeamDto;

  @ApiProperty({ type: LineupTeamDto })
  awayTeam!: LineupTeamDto;

  @ApiProperty({ enum: SIDES })
  firstPutUp!: 'us' | 'opponent';

  @ApiProperty({ type: [PlayedMatchDto], description: 'In the order played' })
  played!: PlayedMatchDto[];

  @ApiProperty({ type: 'string', nullable: true })
  theirPutUp!: string | null;

  @ApiProperty({ format: 'date-time', description: 'When it was last saved' })
  updatedAt!: string;
}

/** The night as stored: the record without its time. */
export type LineupNightRecord = Omit<LineupNightRecordDto, 'updatedAt'>;

export class LineupNightAnswerDto {
  @ApiProperty({
    type: LineupNightRecordDto,
    nullable: true,
    description: 'Your match night, or null when none is kept',
  })
  night!: LineupNightRecordDto | null;
}
