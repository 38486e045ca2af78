import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsBoolean,
  IsDefined,
  IsArray,
  IsIn,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { GAME_TYPES, type GameType } from '../domain/index.js';
import { SeniorRuleFieldsDto } from './senior-rule.dto.js';

/** A player as the Lineup Advisor's panels show them (saved or not). */
export class LineupPlayerDto {
  @ApiPropertyOptional({ description: 'The saved player’s id; a player not saved yet may leave it out' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  id?: string;

  @ApiProperty({ maxLength: 100 })
  @IsString()
  @MaxLength(100)
  name!: string;

  @ApiProperty({ description: 'Skill level: 2–7 in 8-ball, 1–9 in 9-ball' })
  @IsInt()
  handicap!: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  wins?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000)
  losses?: number;

  @ApiPropertyOptional({ description: 'Ignored by the optimiser' })
  @IsOptional()
  @IsString()
  @MaxLength(1_000)
  notes?: string;

  @ApiPropertyOptional({ description: 'Ignored (the screens send the owner’s e-mail with each player)' })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  email?: string;
}

/** A team as shown on screen: a saved team, or the placeholder 'home' / 'away'. */
export class LineupTeamDto extends SeniorRuleFieldsDto {
  @ApiPropertyOptional({ description: "The saved team's id, or 'home' / 'away' for a placeholder" })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  id?: string;

  @ApiProperty({ maxLength: 100, example: 'Chalk Dust' })
  @IsString()
  @MaxLength(100)
  name!: string;

  @ApiProperty({ enum: GAME_TYPES })
  @IsIn(GAME_TYPES)
  gameType!: GameType;

  @ApiProperty({ minimum: 1, maximum: 100, example: 23 })
  @IsInt()
  @Min(1)
  @Max(100)
  maxHandicapSum!: number;

  @ApiPropertyOptional({ description: 'Ignored (a saved team as listed carries it)' })
  @IsOptional()
  @IsBoolean()
  isOpponent?: boolean;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  createdAt?: unknown;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  updatedAt?: unknown;

  @ApiProperty({ type: [LineupPlayerDto], maxItems: 12 })
  @IsArray()
  @ArrayMaxSize(12)
  @ValidateNested({ each: true })
  @Type(() => LineupPlayerDto)
  players!: LineupPlayerDto[];
}

export class LineupRequestDto {
  @ApiProperty({ type: LineupTeamDto, description: 'Your team' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => LineupTeamDto)
  homeTeam!: LineupTeamDto;

  @ApiProperty({ type: LineupTeamDto, description: 'The opponent team' })
  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => LineupTeamDto)
  awayTeam!: LineupTeamDto;

  @ApiPropertyOptional({
    enum: ['us', 'opponent'],
    default: 'opponent',
    description: 'Who puts up a player first in match 1 (then it alternates)',
  })
  @IsOptional()
  @IsIn(['us', 'opponent'])
  firstPutUp?: 'us' | 'opponent';
}

class PlayerRefDto {
  @ApiProperty()
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  skillLevel!: number;
}

class RatedPlayerDto extends PlayerRefDto {
  @ApiProperty()
  wins!: number;

  @ApiProperty()
  losses!: number;

  @ApiProperty({ description: 'The rating the odds use: the skill level’s plus the record’s shift' })
  rating!: number;

  @ApiProperty()
  ratingShift!: number;
}

class RaceDto {
  @ApiProperty({ description: 'Games (8-ball) or points (9-ball) our player needs' })
  ours!: number;

  @ApiProperty()
  theirs!: number;
}

class PairingDto {
  @ApiProperty({ description: '1–5' })
  match!: number;

  @ApiProperty({ enum: ['us', 'opponent'] })
  putsUpFirst!: 'us' | 'opponent';

  @ApiProperty({ type: PlayerRefDto })
  ours!: PlayerRefDto;

  @ApiProperty({ type: PlayerRefDto })
  theirs!: PlayerRefDto;

  @ApiProperty({ type: RaceDto })
  race!: RaceDto;

  @ApiProperty({ description: 'Our player’s chance to win the match, 0–1' })
  winProbability!: number;
}

class PutUpReplyDto {
  @ApiProperty({ type: PlayerRefDto })
  theirPutUp!: PlayerRefDto;

  @ApiProperty({ type: PlayerRefDto })
  ourReply!: PlayerRefDto;

  @ApiProperty({ type: RaceDto })
  race!: RaceDto;

  @ApiProperty()
  winProbability!: number;

  @ApiProperty()
  expectedMatchesWon!: number;
}

class OpeningOptionDto {
  @ApiProperty({ type: PlayerRefDto })
  ourPutUp!: PlayerRefDto;

  @ApiProperty({ type: PlayerRefDto })
  theirReply!: PlayerRefDto;

  @ApiProperty({ type: RaceDto })
  race!: RaceDto;

  @ApiProperty()
  winProbability!: number;

  @ApiProperty()
  expectedMatchesWon!: number;
}

class OpeningDto {
  @ApiProperty({
    type: OpeningOptionDto,
    nullable: true,
    description: 'Our best first put-up when we go first',
  })
  best!: OpeningOptionDto | null;

  @ApiProperty({ type: [OpeningOptionDto] })
  options!: OpeningOptionDto[];

  @ApiProperty({ description: 'The first match in which the opponent puts up first' })
  repliesMatch!: number;

  @ApiProperty({
    type: [PutUpReplyDto],
    description: 'Our best reply to each legal opponent put-up, best first',
  })
  replies!: PutUpReplyDto[];
}

class UnplayablePlayerDto {
  @ApiProperty({ enum: ['us', 'opponent'] })
  side!: 'us' | 'opponent';

  @ApiProperty()
  playerId!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  skillLevel!: number;

  @ApiProperty({ description: 'Why no legal lineup can hold the player (plain text)' })
  reason!: string;
}

class LegalLineupsDto {
  @ApiProperty()
  ours!: number;

  @ApiProperty()
  theirs!: number;
}

class LineupRostersDto {
  @ApiProperty({ type: [RatedPlayerDto] })
  ours!: RatedPlayerDto[];

  @ApiProperty({ type: [RatedPlayerDto] })
  theirs!: RatedPlayerDto[];
}

export class LineupAnalysisDto {
  @ApiProperty({ enum: GAME_TYPES })
  gameType!: GameType;

  @ApiProperty({ enum: ['games', 'points'] })
  raceUnit!: 'games' | 'points';

  @ApiProperty({ enum: ['expected-matches-won'] })
  objective!: 'expected-matches-won';

  @ApiProperty({ enum: ['us', 'opponent'] })
  firstPutUp!: 'us' | 'opponent';

  @ApiProperty({ type: OpeningDto })
  opening!: OpeningDto;

  @ApiProperty({ type: [PairingDto], description: 'The five pairings when both sides play their best' })
  recommended!: PairingDto[];

  @ApiProperty()
  expectedMatchesWon!: number;

  @ApiProperty({ description: 'Our chance to win at least 3 of the 5 recommended matches, 0–1' })
  nightWinProbability!: number;

  @ApiProperty({
    type: LegalLineupsDto,
    description: 'Legal lineups (five within the cap and the senior rule)',
  })
  legalLineups!: LegalLineupsDto;

  @ApiProperty({ type: LineupRostersDto })
  players!: LineupRostersDto;

  @ApiProperty({
    type: [UnplayablePlayerDto],
    description: 'Players (yours first) who can be in no legal lineup of their team, with the reason',
  })
  unplayable!: UnplayablePlayerDto[];

  @ApiProperty({ description: 'Search states evaluated' })
  statesVisited!: number;

  @ApiProperty({ type: [String], description: 'Plain-language reasons built from the numbers' })
  reasons!: string[];
}

export class LineupAnswerDto {
  @ApiProperty({ description: 'The suggestion, Markdown: the template text, or written by the AI provider' })
  suggestion!: string;

  @ApiPropertyOptional({
    description:
      'Set when the AI provider failed: the suggestion is then the template text (shown as a warning)',
  })
  error?: string;

  @ApiProperty({ enum: ['template', 'ai'], description: 'Who wrote `suggestion`' })
  writtenBy!: 'template' | 'ai';

  @ApiProperty({
    type: LineupAnalysisDto,
    description:
      'The numbers: legal lineups considered, the recommended five pairings with races and win odds, the reply ' +
      'to each possible opponent put-up, the expected matches won and the chance to win the night',
  })
  analysis!: LineupAnalysisDto;
}
