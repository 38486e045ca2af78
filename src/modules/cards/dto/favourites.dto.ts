import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CardDto } from './card.dto.js';

export class FavouritesDto {
  @ApiProperty({
    type: [String],
    description: 'Ids of the saved cards, sorted like the card list (always given, with or without access)',
    example: ['black-2S', 'red-AH'],
  })
  cardIds!: string[];

  @ApiPropertyOptional({
    type: [CardDto],
    description:
      'The saved cards, in the order of cardIds. Card text is paid content: this field is present only for a ' +
      'caller with an active subscription or a running free trial. Without access it is absent and the ' +
      'answer holds the saved card ids only (no name, title, strength, aiming position or description); ' +
      'the player can still remove them.',
  })
  cards?: CardDto[];
}

export class FavouriteDto {
  @ApiProperty({ description: 'The card saved', example: 'black-2S' })
  cardId!: string;

  @ApiProperty({
    description:
      'true (status 201) when this call saved the card; false (status 200) when it was already saved and nothing ' +
      'changed (show "This card is already in your favourites.")',
    example: true,
  })
  created!: boolean;
}
