import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { LineupRequestDto, LineupTeamDto, PlayedMatchDto } from './lineup.dto.js';

const SIDES = ['us', 'opponent'] as const;

/**
 * The match night a captain follows match by match, as their screen holds it: the two teams and the
 * matches played so far as the advisor takes them, who put up first in match 1 (required here), and
 * the opponent's put-up waiting for our reply (null: none).
 */
export class LineupNightDto extends PickType(LineupRequestDto, ['homeTeam', 'awayTeam', 'played'] as const) {
  @ApiProperty({ enum: SIDES, description: 'Who puts up a player first in match 1 (then it alternates)' })
  @IsIn(SIDES)
  firstPutUp!: 'us' | 'opponent';

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
