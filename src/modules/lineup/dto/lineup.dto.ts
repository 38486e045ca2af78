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

/** One match of the night already played: who played, who won and (for the team points) the score. */
export class PlayedMatchDto {
  @ApiProperty({ description: 'Our player’s id (homeTeam.players[].id)', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  ours!: string;

  @ApiProperty({ description: 'Their player’s id (awayTeam.players[].id)', maxLength: 100 })
  @IsString()
  @MaxLength(100)
  theirs!: string;

  @ApiProperty({ enum: ['us', 'opponent'] })
  @IsIn(['us', 'opponent'])
  winner!: 'us' | 'opponent';

  @ApiPropertyOptional({
    description:
      'Games (8-ball) or points (9-ball) our player won. With theirScore it gives the exact team points; ' +
      'without, the team points are the model’s expectation given the winner',
    minimum: 0,
    maximum: 100,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  ourScore?: number;

  @ApiPropertyOptional({
    description: 'Games (8-ball) or points (9-ball) their player won',
    minimum: 0,
    maximum: 100,
  })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100)
  theirScore?: number;
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

  @ApiPropertyOptional({
    type: [PlayedMatchDto],
    maxItems: 5,
    description: 'Match night: the matches already played, in order; the analysis answers for the rest',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(5)
  @ValidateNested({ each: true })
  @Type(() => PlayedMatchDto)
  played?: PlayedMatchDto[];

  @ApiPropertyOptional({
    description:
      'Match night: the opponent player just put up in the next match (their turn to put up first); the ' +
      'analysis then gives our best answer',
    maxLength: 100,
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  theirPutUp?: string;
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

  @ApiProperty({
    description: 'The record’s win rate shrunk toward an even match, 0–1 (0.5: plays to their skill level)',
  })
  formRate!: number;

  @ApiProperty({ description: 'The per-game (8-ball) or per-point (9-ball) rating shift that form earns' })
  ratingShift!: number;
}

class RaceDto {
  @ApiProperty({ description: 'Games (8-ball) or points (9-ball) our player needs' })
  ours!: number;

  @ApiProperty()
  theirs!: number;
}

class PointsDto {
  @ApiProperty({ description: 'Ours' })
  ours!: number;

  @ApiProperty({ description: 'Theirs' })
  theirs!: number;
}

class MatchResultDto {
  @ApiProperty({ enum: ['us', 'opponent'] })
  winner!: 'us' | 'opponent';

  @ApiProperty({ type: Number, nullable: true })
  ourScore!: number | null;

  @ApiProperty({ type: Number, nullable: true })
  theirScore!: number | null;

  @ApiProperty({
    description:
      'False when no score was given: the team points are the model’s expectation given the winner',
  })
  pointsExact!: boolean;
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

  @ApiProperty({
    description: 'Our player’s chance to win the match, 0–1 (before it was played, for a played match)',
  })
  winProbability!: number;

  @ApiProperty({ type: PointsDto, description: 'Team points: the result’s when played, else expected' })
  teamPoints!: PointsDto;

  @ApiProperty({ type: MatchResultDto, nullable: true, description: 'Set when the match has been played' })
  result!: MatchResultDto | null;
}

class DecisionOptionDto {
  @ApiProperty({ type: PlayerRefDto })
  ours!: PlayerRefDto;

  @ApiProperty({ type: PlayerRefDto })
  theirs!: PlayerRefDto;

  @ApiProperty({ type: RaceDto })
  race!: RaceDto;

  @ApiProperty()
  winProbability!: number;

  @ApiProperty({
    description: 'Our expected team points of the whole night after this choice (both sides’ best)',
  })
  expectedTeamPoints!: number;

  @ApiProperty({ description: 'Our expected matches won over the whole night along the same line' })
  expectedMatchesWon!: number;
}

class SensitivityPickDto {
  @ApiProperty({ description: 'The alternate assumption' })
  model!: string;

  @ApiProperty({ type: PlayerRefDto })
  pick!: PlayerRefDto;
}

class DecisionDto {
  @ApiProperty({ description: 'The match the decision is for, 1–5' })
  match!: number;

  @ApiProperty({
    enum: ['our-put-up', 'our-reply', 'their-put-up'],
    description:
      'our-put-up: we put up first; our-reply: answer their put-up (theirPutUp); their-put-up: their turn, ' +
      'the options are their possible put-ups with our best answer to each',
  })
  kind!: 'our-put-up' | 'our-reply' | 'their-put-up';

  @ApiProperty({ type: PlayerRefDto, nullable: true })
  theirPutUp!: PlayerRefDto | null;

  @ApiProperty({ type: [DecisionOptionDto], description: 'Every legal choice, best for us first' })
  options!: DecisionOptionDto[];

  @ApiProperty({ type: DecisionOptionDto, nullable: true, description: 'Our recommended choice' })
  best!: DecisionOptionDto | null;

  @ApiProperty({ type: DecisionOptionDto, nullable: true, description: 'The next best choice' })
  runnerUp!: DecisionOptionDto | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Expected team points between best and runner-up',
  })
  margin!: number | null;

  @ApiProperty({ description: 'How far the margin moves under the alternate model assumptions' })
  uncertainty!: number;

  @ApiProperty({
    description: 'False when the time budget ran out before the alternate models were searched',
  })
  sensitivityChecked!: boolean;

  @ApiProperty({
    description: 'The margin is within the uncertainty, or an alternate assumption picks another player',
  })
  tooCloseToCall!: boolean;

  @ApiProperty({ type: [SensitivityPickDto], description: 'Alternate assumptions that pick another player' })
  sensitivity!: SensitivityPickDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Why this player here (plain text, from the numbers)',
  })
  why!: string | null;
}

class AvailablePlayersDto {
  @ApiProperty({ type: [PlayerRefDto] })
  ours!: PlayerRefDto[];

  @ApiProperty({ type: [PlayerRefDto] })
  theirs!: PlayerRefDto[];
}

class NightStateDto {
  @ApiProperty({ type: [PairingDto], description: 'The matches played, with their results' })
  played!: PairingDto[];

  @ApiProperty({ type: PointsDto, description: 'Team points banked so far' })
  teamPoints!: PointsDto;

  @ApiProperty({ type: PointsDto, description: 'Matches won so far' })
  matchesWon!: PointsDto;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'The next match, 1–5 (null when all five are played)',
  })
  nextMatch!: number | null;

  @ApiProperty({ enum: ['us', 'opponent'], nullable: true })
  putsUpFirst!: 'us' | 'opponent' | null;

  @ApiProperty({ type: PlayerRefDto, nullable: true })
  theirPutUp!: PlayerRefDto | null;

  @ApiProperty({ type: PointsDto, description: 'The cap minus the skill levels already played' })
  capLeft!: PointsDto;

  @ApiProperty()
  slotsLeft!: number;

  @ApiProperty({ type: AvailablePlayersDto, description: 'Players who can still be put up legally' })
  available!: AvailablePlayersDto;
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

  @ApiProperty({ enum: ['expected-team-points'], description: 'What the advisor maximises' })
  objective!: 'expected-team-points';

  @ApiProperty({
    description: 'The most team points one side can take in a night (15 in 8-ball, 100 in 9-ball)',
  })
  nightPoints!: number;

  @ApiProperty({ enum: ['us', 'opponent'] })
  firstPutUp!: 'us' | 'opponent';

  @ApiProperty({ description: 'The match model’s assumptions' })
  model!: string;

  @ApiProperty({ type: NightStateDto })
  night!: NightStateDto;

  @ApiProperty({
    type: DecisionDto,
    nullable: true,
    description: 'The decision at hand (null when the night is over)',
  })
  decision!: DecisionDto | null;

  @ApiProperty({
    type: [PairingDto],
    description: 'The five pairings: the played ones, then the rest when both sides play their best',
  })
  line!: PairingDto[];

  @ApiProperty({
    type: PointsDto,
    description: 'The night’s team points along the line: banked plus expected',
  })
  expectedTeamPoints!: PointsDto;

  @ApiProperty()
  expectedMatchesWon!: number;

  @ApiProperty({ description: 'Our chance to end the night with more team points, 0–1' })
  nightWinProbability!: number;

  @ApiProperty({ description: 'The chance the night ends level on team points, 0–1' })
  nightTieProbability!: number;

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
      'The numbers: where the night stands, the decision at hand with every option valued, the line of five ' +
      'pairings with races, odds and team points, the expected team points and matches won, and the chance to ' +
      'win the night on team points',
  })
  analysis!: LineupAnalysisDto;
}
