import { Module } from '@nestjs/common';
import { CardsController } from './cards.controller.js';
import { CardsService } from './cards.service.js';
import { DiagramsController } from './diagrams.controller.js';
import { Favourite } from './entities/favourite.entity.js';
import { DiagramsService } from './diagrams.service.js';
import { DiagramsWarmUp } from './diagrams-warm-up.js';
import { FavouritesController } from './favourites.controller.js';
import { FavouritesService } from './favourites.service.js';
import { FavouritesUserData } from './favourites-user-data.js';

/** The tables cards owns. */
export const CARDS_ENTITIES = [Favourite];

/** Decks and cards (static catalog), their diagrams, and each user's favourites. */
@Module({
  controllers: [CardsController, FavouritesController, DiagramsController],
  providers: [CardsService, DiagramsService, DiagramsWarmUp, FavouritesService, FavouritesUserData],
  exports: [CardsService],
})
export class CardsModule {}
