import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated } from '../auth/index.js';
import { RequiresAccess } from '../billing/index.js';
import { CardsService } from '../cards/index.js';
import { PracticeVideoDto } from './dto/practice.dto.js';
import { PracticeHistoryService } from './practice-history.service.js';

/** The Practice Videos dialog of a card. */
@Authenticated()
@RequiresAccess()
@ApiTags('practice')
@Controller('cards')
export class PracticeVideosController {
  constructor(
    private readonly cards: CardsService,
    private readonly history: PracticeHistoryService,
  ) {}

  @Get(':id/videos')
  @ApiOperation({ summary: "The card's practice videos, oldest first (empty: show the no-videos text)" })
  @ApiParam({ name: 'id', description: 'Card id `<deck>-<rank><suit>`', example: 'black-AS' })
  @ApiOkResponse({ type: [PracticeVideoDto] })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_CARD_ID' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'CARD_NOT_FOUND: unknown or blue card' })
  listCardVideos(@Param('id') id: string): Promise<PracticeVideoDto[]> {
    const card = this.cards.requireListedCard(id);
    return this.history.videos(card.deck, card.identifier);
  }
}
