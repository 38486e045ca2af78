import { ApiProperty } from '@nestjs/swagger';
import {
  CARD_SUITS,
  DECK_COLORS,
  type Card,
  type CardSuit,
  type Deck,
  type DeckColor,
  type InfoImage,
  type InfoImageId,
} from '../domain/index.js';

export class DeckDto {
  @ApiProperty({ enum: DECK_COLORS, enumName: 'DeckColor', example: 'black' })
  color!: DeckColor;

  @ApiProperty({ example: 'Black Deck — Kick Shots' })
  name!: string;

  @ApiProperty({ description: 'Whether the deck is listed (blue is not)', example: true })
  isActive!: boolean;

  @ApiProperty({ description: 'Number of cards in the deck', example: 52 })
  totalCards!: number;
}

export class CommonMissDto {
  @ApiProperty({
    description: 'What the player usually does wrong on this shot',
    example: 'Aiming at the nose of the cushion instead of the cushion line.',
  })
  miss!: string;

  @ApiProperty({
    description: 'What the player sees when it happens',
    example: 'The cue ball comes back short of the object ball.',
  })
  see!: string;

  @ApiProperty({
    description: 'The fix',
    example: 'Aim at the mirror image across the cushion line, half a ball out from the nose.',
  })
  fix!: string;
}

export class DrillDto {
  @ApiProperty({
    description: 'What counts as one success in the drill of 10 tries',
    example: 'the cue ball hits the object ball without touching the blocker',
  })
  success!: string;

  @ApiProperty({
    type: 'integer',
    description: 'Typical successes in 10 tries for a club player (0–10; below `strong`)',
    example: 5,
    minimum: 0,
    maximum: 10,
  })
  club!: number;

  @ApiProperty({
    type: 'integer',
    description: 'Typical successes in 10 tries for a strong amateur (0–10)',
    example: 8,
    minimum: 0,
    maximum: 10,
  })
  strong!: number;
}

export class CardDto {
  @ApiProperty({ description: '`<deck>-<rank><suit>`', example: 'black-2S' })
  id!: string;

  @ApiProperty({ enum: DECK_COLORS, enumName: 'DeckColor', example: 'black' })
  deck!: DeckColor;

  @ApiProperty({ description: 'Rank and suit letter, e.g. AS, 10C, KH', example: '2S' })
  identifier!: string;

  @ApiProperty({ description: 'Short shot name', example: 'One-Rail Kick to the Side Pocket' })
  name!: string;

  @ApiProperty({ description: 'One-line headline shown under the name' })
  title!: string;

  @ApiProperty({
    description: 'Stroke strength: soft, soft to medium, medium, medium to hard or hard',
    example: 'medium',
  })
  strength!: string;

  @ApiProperty({ description: 'Clock-style tip position', example: '12 o’clock follow shot' })
  aimingPosition!: string;

  @ApiProperty({ description: 'When to use the shot, aim, speed, spin and the common miss' })
  description!: string;

  @ApiProperty({
    type: CommonMissDto,
    description: 'The common miss → what you see → the fix (card text: only with access, like `description`)',
  })
  commonMiss!: CommonMissDto;

  @ApiProperty({
    type: DrillDto,
    description:
      'The practice drill: 10 tries, what counts as a success, and club-player and strong-amateur benchmarks, ' +
      'shown beside the success rate (card text: only with access, like `description`)',
  })
  drill!: DrillDto;

  @ApiProperty({
    description:
      'The diagram (public SVG): `/kickshot-diagrams/<deck>/<id>.svg?v=<content hash>`; the version changes with the drawing, ' +
      'so the URL can be cached for good',
    example: '/kickshot-diagrams/black/black-2S.svg?v=3f9a1c0b7d2e',
  })
  imagePath!: string;

  @ApiProperty({ description: 'Rank: 1 (ace) … 13 (king); lists sort the ace high', example: 2 })
  cardNumber!: number;

  @ApiProperty({ enum: CARD_SUITS, enumName: 'CardSuit', example: 'spades' })
  cardSuit!: CardSuit;
}

export class InfoImageDto {
  @ApiProperty({
    enum: ['general-description', 'aiming-points', 'shooting-power', 'cards-index'],
    enumName: 'InfoImageId',
    example: 'general-description',
  })
  id!: InfoImageId;

  @ApiProperty({ example: 'General Description' })
  title!: string;

  @ApiProperty({
    description:
      'The image (public SVG): `/kickshot-diagrams/info/<id>.svg?v=<content hash>`, as a card’s `imagePath`',
    example: '/kickshot-diagrams/info/general-description.svg?v=5b0e2d94c1aa',
  })
  imagePath!: string;

  @ApiProperty({ description: 'What the image explains' })
  description!: string;
}

export function toDeckDto(deck: Deck): DeckDto {
  return { color: deck.color, name: deck.name, isActive: deck.isActive, totalCards: deck.totalCards };
}

/** The card as the API shows it, its diagram at `imagePath` (the versioned URL). */
export function toCardDto(card: Card, imagePath: string): CardDto {
  return {
    id: card.id,
    deck: card.deck,
    identifier: card.identifier,
    name: card.name,
    title: card.title,
    strength: card.strength,
    aimingPosition: card.aimingPosition,
    description: card.description,
    commonMiss: { miss: card.commonMiss.miss, see: card.commonMiss.see, fix: card.commonMiss.fix },
    drill: { success: card.drill.success, club: card.drill.club, strong: card.drill.strong },
    imagePath,
    cardNumber: card.cardNumber,
    cardSuit: card.cardSuit,
  };
}

export function toInfoImageDto(image: InfoImage, imagePath: string): InfoImageDto {
  return { id: image.id, title: image.title, imagePath, description: image.description };
}
