import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated } from '../auth/index.js';
import { RequiresAccess } from '../billing/index.js';
import { CardsService } from './cards.service.js';
import { CardDto, DeckDto, InfoImageDto } from './dto/card.dto.js';
import { ListCardsQueryDto } from './dto/list-cards-query.dto.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The card content: decks, cards and the Info dialog. Every route here needs a signed-in caller
 * with an active subscription or a running free trial (403 SUBSCRIPTION_REQUIRED otherwise).
 */
@Authenticated()
@RequiresAccess()
@ApiTags('cards')
@Controller()
export class CardsController {
  constructor(private readonly cards: CardsService) {}

  @Get('decks')
  @ApiOperation({ summary: 'The three decks (black and red active, blue inactive)' })
  @ApiOkResponse({ type: [DeckDto] })
  listDecks(): DeckDto[] {
    return this.cards.listDecks();
  }

  @Get('cards')
  @ApiOperation({
    summary:
      'Cards of the chosen decks (default black and red; blue is never listed), optionally searched; ' +
      'sorted by deck, rank with the ace high, then suit (spades, clubs, diamonds, hearts)',
  })
  @ApiOkResponse({ type: [CardDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'VALIDATION_FAILED: unknown deck or q too long' })
  listCards(
    @Query() query: ListCardsQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): FastifyReply {
    // the list every app start asks for is kept serialised and encoded (see cardListBody)
    if (!query.q) return this.cards.cardListBody(query.deck).send(request, reply, JSON_TYPE);
    return reply.type(JSON_TYPE).send(this.cards.listCards({ decks: query.deck, q: query.q }));
  }

  @Get('cards/info-images')
  @ApiOperation({ summary: 'The four images of the Info dialog' })
  @ApiOkResponse({ type: [InfoImageDto] })
  listInfoImages(): InfoImageDto[] {
    return this.cards.listInfoImages();
  }

  @Get('cards/:id')
  @ApiOperation({ summary: 'One card of an active deck' })
  @ApiParam({ name: 'id', description: 'Card id `<deck>-<rank><suit>`', example: 'black-AS' })
  @ApiOkResponse({ type: CardDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_CARD_ID' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'CARD_NOT_FOUND: unknown or blue card' })
  getCard(@Param('id') id: string): CardDto {
    return this.cards.getCard(id);
  }
}
