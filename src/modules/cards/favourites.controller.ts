import { Controller, Delete, Get, HttpCode, HttpStatus, Param, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { Authenticated, CurrentUser } from '../auth/auth.decorators.js';
import type { AuthUser } from '../auth/tokens.service.js';
import { FavouriteDto, FavouritesDto } from './dto/favourites.dto.js';
import { FavouritesService } from './favourites.service.js';

const CardIdParam = () =>
  ApiParam({ name: 'cardId', description: 'Card id `<deck>-<rank><suit>`', example: 'black-2S' });

/** The caller's saved cards. */
@Authenticated()
@ApiTags('favourites')
@Controller('me/favourites')
export class FavouritesController {
  constructor(private readonly favourites: FavouritesService) {}

  @Get()
  @ApiOperation({
    summary: 'Your saved cards, sorted like the card list (cards no longer listed are left out)',
  })
  @ApiOkResponse({ type: FavouritesDto })
  listFavourites(@CurrentUser() user: AuthUser): Promise<FavouritesDto> {
    return this.favourites.list(user.id);
  }

  @Put(':cardId')
  @HttpCode(HttpStatus.CREATED)
  @ApiOperation({ summary: 'Save a card to your favourites' })
  @CardIdParam()
  @ApiCreatedResponse({ type: FavouriteDto, description: 'Saved' })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'INVALID_CARD_ID' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'CARD_NOT_FOUND: unknown or blue card' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'FAVOURITE_EXISTS: the card is already saved' })
  addFavourite(@CurrentUser() user: AuthUser, @Param('cardId') cardId: string): Promise<FavouriteDto> {
    return this.favourites.add(user.id, cardId);
  }

  @Delete(':cardId')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Remove a card from your favourites' })
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
