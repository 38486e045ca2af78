import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Put, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import { CallerHasAccess, RequiresAccess } from '../billing/index.js';
import { FavouriteDto, FavouritesDto } from './dto/favourites.dto.js';
import { FavouritesService } from './favourites.service.js';

const CardIdParam = () =>
  ApiParam({ name: 'cardId', description: 'Card id `<deck>-<rank><suit>`', example: 'black-2S' });

/**
 * The caller's saved cards. Saving one needs access (a card-menu action on paid content); the list
 * answers the saved ids to anyone signed in but the cards' text only with access, and removing
 * works without it, so a player whose trial ended still sees what is saved and can tidy it up.
 */
@Authenticated()
@ApiTags('favourites')
@Controller('me/favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  @Get()
  @ApiOperation({
    summary:
      'Your saved cards, sorted like the card list (cards no longer listed are left out). Without an active ' +
      'subscription or a running trial: the saved card ids only, no `cards`',
  })
  @ApiOkResponse({ type: FavouritesDto })
  listFavourites(@CurrentUser() user: AuthUser, @CallerHasAccess() access: boolean): Promise<FavouritesDto> {
    return this.favourites.list(user.id, access);
  }

  @Put(':cardId')
  @RequiresAccess()
  @ApiOperation({
    summary: 'Save a card to your favourites (idempotent: saving a saved card changes nothing)',
  })
  @CardIdParam()
  @ApiCreatedResponse({ type: FavouriteDto, description: 'Saved now: `created` is true' })
  @ApiOkResponse({
    type: FavouriteDto,
    description: 'Already saved, nothing changed: `created` is false',
  })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_CARD_ID' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'CARD_NOT_FOUND: unknown or blue card' })
  async addFavourite(
    @CurrentUser() user: AuthUser,
    @Param('cardId') cardId: string,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FavouriteDto> {
    const saved = await this.favourites.add(user.id, cardId);
    void reply.status(saved.created ? HttpStatus.CREATED : HttpStatus.OK);
    return saved;
  }

  @Delete(':cardId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a card from your favourites (also without access)' })
  @CardIdParam()
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_CARD_ID' })
  @ApiNotFoundResponse({
    type: ApiErrorDto,
    description: 'FAVOURITE_NOT_FOUND: the card is not saved; CARD_NOT_FOUND: unknown or blue card',
  })
  removeFavourite(@CurrentUser() user: AuthUser, @Param('cardId') cardId: string): Promise<void> {
    return this.favourites.remove(user.id, cardId);
  }
}
