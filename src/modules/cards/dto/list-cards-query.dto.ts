import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { DECK_COLORS, type DeckColor } from '../domain/index.js';

export class ListCardsQueryDto {
  @ApiPropertyOptional({
    enum: DECK_COLORS,
    enumName: 'DeckColor',
    isArray: true,
    description:
      'Decks to list; repeat the parameter for several (`?deck=black&deck=red`). Default: black and red. ' +
      'The blue deck is inactive and lists nothing.',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }): unknown[] =>
    Array.isArray(value) ? (value as unknown[]) : [value],
  )
  @ArrayMaxSize(DECK_COLORS.length)
  @IsIn(DECK_COLORS, { each: true, message: `each value must be one of ${DECK_COLORS.join(', ')}` })
  deck?: DeckColor[];

  @ApiPropertyOptional({
    maxLength: 100,
    description:
      'Search text: matched case-insensitively within the name, description, strength or aiming position',
    example: 'draw',
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}
