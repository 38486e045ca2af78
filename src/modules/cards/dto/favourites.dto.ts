import { ApiProperty } from '@nestjs/swagger';
import { CardDto } from './card.dto.js';

export class FavouritesDto {
  @ApiProperty({
    type: [String],
    description: 'Ids of the saved cards, sorted like the card list',
    example: ['black-2S', 'red-AH'],
  })
  cardIds!: string[];

  @ApiProperty({ type: [CardDto], description: 'The saved cards, in the order of cardIds' })
  cards!: CardDto[];
}

export class FavouriteDto {
  @ApiProperty({ description: 'The card just saved', example: 'black-2S' })
  cardId!: string;
}
