import { applyDecorators, Controller, Get, Param, Query, Req, Res, UseFilters } from '@nestjs/common';
import {
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiQuery,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DIAGRAM_LAYOUTS, type DiagramLayout } from '../../../shared/diagram-sizes.js';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { ValidationFailedException } from '../../common/errors/app.exception.js';
import { ApiExceptionFilter } from '../../common/errors/api-exception.filter.js';
import { Public } from '../auth/index.js';
import { DiagramsService } from './diagrams.service.js';
import { DECK_COLORS, INFO_IMAGES } from './domain/index.js';
import { sendSvg } from './svg-response.js';

const SvgResponses = (notFound: string) =>
  applyDecorators(
    ApiHeader({
      name: 'If-None-Match',
      required: false,
      description: 'ETag of the copy the client holds: answers 304 while it is current',
    }),
    ApiQuery({
      name: 'v',
      required: false,
      description:
        'The content version, as the URL the API gives (`imagePath`) carries it: the current one makes the answer cacheable for good',
      example: '3f9a1c0b7d2e',
    }),
    ApiQuery({
      name: 'layout',
      required: false,
      enum: DIAGRAM_LAYOUTS,
      enumName: 'DiagramLayout',
      description:
        '`full` (the default) or `compact`: the drawing for a phone, of the same width and taller, whose text reads at a third of its size',
    }),
    ApiOkResponse({
      description:
        'The SVG (`image/svg+xml; charset=utf-8`) with a strong ETag; `Cache-Control: public, max-age=31536000, immutable` ' +
        'when `v` is the current version, `public, max-age=86400` otherwise',
      content: { 'image/svg+xml': { schema: { type: 'string' } } },
    }),
    ApiResponse({ status: 304, description: 'Not Modified: the If-None-Match ETag is current' }),
    ApiNotFoundResponse({ type: ApiErrorDto, description: notFound }),
  );

/** `?layout=`: none or `full`, or `compact`; anything else is refused, naming the field. */
function layoutOf(value: unknown): DiagramLayout {
  if (value === undefined) return 'full';
  const layout = DIAGRAM_LAYOUTS.find((candidate) => candidate === value);
  if (!layout)
    throw new ValidationFailedException([
      {
        field: 'layout',
        message: `layout must be one of the following values: ${DIAGRAM_LAYOUTS.join(', ')}`,
      },
    ]);
  return layout;
}

/**
 * Card diagrams and Info images, outside the /api/v1 prefix and public: <img> tags load them
 * without a bearer token. Errors answer JSON (never the client's index.html: the filter here has
 * no single-page-app fallback).
 */
@Public()
@ApiTags('cards')
@UseFilters(new ApiExceptionFilter())
@Controller('kickshot-diagrams')
export class DiagramsController {
  constructor(private readonly diagrams: DiagramsService) {}

  @Get('info/:infoId.svg')
  @ApiOperation({ summary: 'An Info dialog image (SVG)' })
  @ApiParam({
    name: 'infoId',
    enum: INFO_IMAGES.map((image) => image.id),
    enumName: 'InfoImageId',
    example: 'aiming-points',
  })
  @SvgResponses('INFO_IMAGE_NOT_FOUND')
  getInfoImage(
    @Param('infoId') infoId: string,
    @Query('v') version: string | undefined,
    @Query('layout') layout: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): FastifyReply {
    return sendSvg(request, reply, this.diagrams.infoImage(infoId, layoutOf(layout)), version);
  }

  @Get(':deck/:id.svg')
  @ApiOperation({ summary: 'The diagram of a card (SVG), as named by the card’s imagePath' })
  @ApiParam({
    name: 'deck',
    enum: DECK_COLORS,
    enumName: 'DeckColor',
    example: 'black',
    description: 'Must be the card’s deck',
  })
  @ApiParam({ name: 'id', description: 'The card id', example: 'black-2S' })
  @SvgResponses('CARD_NOT_FOUND: unknown or blue card, or a deck that is not the card’s')
  getCardDiagram(
    @Param('deck') deck: string,
    @Param('id') id: string,
    @Query('v') version: string | undefined,
    @Query('layout') layout: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): FastifyReply {
    return sendSvg(request, reply, this.diagrams.cardDiagram(deck, id, layoutOf(layout)), version);
  }
}
