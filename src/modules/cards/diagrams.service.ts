import { Injectable } from '@nestjs/common';
import { entityTag } from '../../common/http/etag.js';
import { CardsException } from './cards.exception.js';
import {
  INFO_IMAGES,
  findListedCard,
  getGeometry,
  renderCardDiagram,
  renderInfoImage,
} from './domain/index.js';

/** A rendered SVG and its strong entity tag. */
export interface SvgImage {
  body: string;
  /** Quoted strong ETag: a hash of the body. */
  etag: string;
}

function toSvgImage(body: string): SvgImage {
  return { body, etag: entityTag(body) };
}

/**
 * Card diagrams and Info images. Each SVG is rendered from the card's geometry on first request
 * and kept in memory (104 cards and 4 info images: small strings).
 */
@Injectable()
export class DiagramsService {
  private readonly cache = new Map<string, SvgImage>();

  /** The diagram of a listed card; CARD_NOT_FOUND for a blue, unknown or malformed id or another deck. */
  cardDiagram(deck: string, cardId: string): SvgImage {
    const card = findListedCard(cardId);
    const geometry = card && getGeometry(card.id);
    if (!card || !geometry || card.deck !== deck) throw new CardsException('CARD_NOT_FOUND');
    return this.remember(`card:${card.id}`, () => renderCardDiagram(card, geometry));
  }

  /** One of the four Info images; INFO_IMAGE_NOT_FOUND otherwise. */
  infoImage(infoId: string): SvgImage {
    const image = INFO_IMAGES.find((candidate) => candidate.id === infoId);
    if (!image) throw new CardsException('INFO_IMAGE_NOT_FOUND');
    return this.remember(`info:${image.id}`, () => renderInfoImage(image.id));
  }

  private remember(key: string, render: () => string): SvgImage {
    let image = this.cache.get(key);
    if (!image) {
      image = toSvgImage(render());
      this.cache.set(key, image);
    }
    return image;
  }
}
