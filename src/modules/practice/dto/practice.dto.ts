import { ApiProperty } from '@nestjs/swagger';

const RATE = 'Success percentage with one decimal (0 without attempts)';

export class CardProgressDto {
  @ApiProperty({ example: 'black-2S' })
  cardId!: string;

  @ApiProperty({ description: 'All your attempts on this card', example: 12 })
  attempts!: number;

  @ApiProperty({ example: 9 })
  successes!: number;

  @ApiProperty({ description: RATE, example: 75 })
  successRate!: number;
}

export class DayTotalsDto {
  @ApiProperty({ description: 'The practice day (your local date)', example: '2026-11-22' })
  date!: string;

  @ApiProperty({ example: 30 })
  attempts!: number;

  @ApiProperty({ example: 21 })
  successes!: number;

  @ApiProperty({ description: RATE, example: 70 })
  successRate!: number;
}

export class NewAchievementDto {
  @ApiProperty({ example: 'First Shot' })
  name!: string;

  @ApiProperty({ example: 'Recorded your first practice attempt.' })
  description!: string;

  @ApiProperty({ enum: ['milestone', 'attempts', 'streak', 'deck', 'mastery'], example: 'milestone' })
  type!: string;

  @ApiProperty({ format: 'date-time' })
  earnedAt!: string;
}

export class AttemptResultDto {
  @ApiProperty({
    description: 'false when the attemptId had already been recorded (a retry): nothing was counted again',
  })
  counted!: boolean;

  @ApiProperty({ type: CardProgressDto, description: 'Your totals on this card' })
  card!: CardProgressDto;

  @ApiProperty({ type: DayTotalsDto, description: "The day's totals (today's badge)" })
  today!: DayTotalsDto;

  @ApiProperty({
    type: [NewAchievementDto],
    description: 'Achievements this attempt earned (show "Achievement unlocked!"); usually empty',
  })
  newAchievements!: NewAchievementDto[];
}

export class SessionEndedDto {
  @ApiProperty({ example: '2026-11-22' })
  date!: string;

  @ApiProperty({ description: 'The elapsed whole minutes stored on the session', example: 25 })
  durationMinutes!: number;
}

export class ProgressEntryDto {
  @ApiProperty({ description: 'The card id', example: 'black-2S' })
  kickshotId!: string;

  @ApiProperty({ enum: ['black', 'red'], example: 'black' })
  deckColor!: string;

  @ApiProperty({ example: 12 })
  attempts!: number;

  @ApiProperty({ example: 9 })
  successes!: number;

  @ApiProperty({ description: RATE, example: 75 })
  successRate!: number;

  @ApiProperty({ format: 'date-time' })
  lastPracticed!: string;

  @ApiProperty({ format: 'date-time' })
  firstPracticed!: string;
}

export class PracticeSessionDto {
  @ApiProperty({ description: 'The practice day (your local date)', example: '2026-11-22' })
  sessionDate!: string;

  @ApiProperty({ example: 30 })
  totalAttempts!: number;

  @ApiProperty({ example: 21 })
  totalSuccesses!: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    description: 'Minutes stored by End Session; null if the session was never ended',
    example: 25,
  })
  sessionDurationMinutes!: number | null;
}

export class DailyPracticeDto extends DayTotalsDto {}

export class SuggestionDto {
  @ApiProperty({ example: 'black-7D' })
  cardId!: string;

  @ApiProperty({ enum: ['black', 'red'], example: 'black' })
  deckColor!: string;

  @ApiProperty({
    enum: ['low-success-rate', 'not-practised'],
    description:
      'low-success-rate: a weak card (5+ attempts and a success rate below 70%); not-practised: a card you have not tried',
  })
  kind!: 'low-success-rate' | 'not-practised';

  @ApiProperty({
    description: 'Why it is suggested, ready to show',
    example: 'Success rate 40.0% over 10 attempts',
  })
  reason!: string;

  @ApiProperty({ example: 10 })
  attempts!: number;

  @ApiProperty({ description: RATE, example: 40 })
  successRate!: number;
}

export class AchievementDto extends NewAchievementDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'Facts at the time it was earned, e.g. { attempts: 10 } or { cardId, successRate }',
  })
  metadata!: Record<string, unknown>;
}

export class PracticeVideoDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'One-rail kick with the mirror system' })
  title!: string;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'Free text such as 5:30', example: '5:30' })
  duration!: string | null;

  @ApiProperty({ example: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
  url!: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}
