import { ApiProperty } from '@nestjs/swagger';

const RATE = 'Success percentage with one decimal (0 without attempts)';

export class GlobalTotalsDto {
  @ApiProperty({ description: 'Attempts of every player', example: 125000 })
  attempts!: number;

  @ApiProperty({ example: 81000 })
  successes!: number;

  @ApiProperty({
    description: 'Different kickshots practised by anyone (the Different Kickshots tile)',
    example: 98,
  })
  kickshotsPractised!: number;
}

export class KickshotStatDto {
  @ApiProperty({
    description: 'The card id; its diagram is /kickshot-diagrams/<deckColor>/<kickshotId>.svg',
    example: 'black-2S',
  })
  kickshotId!: string;

  @ApiProperty({ enum: ['black', 'red'], example: 'black' })
  deckColor!: string;

  @ApiProperty({ example: 5400 })
  attempts!: number;

  @ApiProperty({ example: 3900 })
  successes!: number;

  @ApiProperty({ description: 'Players who practised it', example: 310 })
  userCount!: number;

  @ApiProperty({ description: RATE, example: 72.2 })
  successRate!: number;
}

export class CountryStatDto {
  @ApiProperty({
    description: "Country name from the players' addresses (English, e.g. United Kingdom), or Unknown",
    example: 'United Kingdom',
  })
  country!: string;

  @ApiProperty({ description: 'Players with practice from this country', example: 42 })
  userCount!: number;

  @ApiProperty({ example: 12000 })
  attempts!: number;

  @ApiProperty({ example: 8000 })
  successes!: number;

  @ApiProperty({ description: RATE, example: 66.7 })
  successRate!: number;
}

export class GlobalStatsDto {
  @ApiProperty({ type: GlobalTotalsDto })
  totals!: GlobalTotalsDto;

  @ApiProperty({
    type: [KickshotStatDto],
    description: 'The 10 most practised kickshots, most attempts first',
  })
  topKickshots!: KickshotStatDto[];

  @ApiProperty({ type: [CountryStatDto], description: 'The 15 countries with the most attempts, most first' })
  countries!: CountryStatDto[];
}
