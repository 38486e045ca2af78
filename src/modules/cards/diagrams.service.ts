import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { entityTag } from '../../common/http/etag.js';
import { CardsException } from './cards.exception.js';
import {
  INFO_IMAGES,
  findListedCard,
  getGeometry,
  renderCardDiagram,
  renderInfoImage,
  type Card,
  type InfoImage,
} from './domain/index.js';

/** A rendered SVG, its strong entity tag and its content version. */
export interface SvgImage {
  body: string;
  /** Quoted strong ETag: a hash of the body. */
  etag: string;
  /** A short hash of the body, carried by the image's URL (`?v=`) so that it can be cached for good. */
  version: string;
}

function toSvgImage(body: string): SvgImage {
  return {
    body,
    etag: entityTag(body),
    version: createHash('sha256').update(body).digest('hex').slice(0, 12),
  };
}

/**
 * Card diagrams and Info images. Each SVG is rendered from the card's geometry the first time it
 * or its URL is asked for, and kept in memory (104 cards and 4 info images, 1.7 MB in all). Its URL
 * carries a hash of its content, so a browser keeps it until the drawing changes.
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

  /** The card's diagram URL with its content version: `/kickshot-diagrams/<deck>/<id>.svg?v=<hash>`. */
  cardDiagramUrl(card: Card): string {
    return `${card.imagePath}?v=${this.cardDiagram(card.deck, card.id).version}`;
  }

  /** The Info image's URL with its content version, as cardDiagramUrl. */
  infoImageUrl(image: InfoImage): string {
    return `${image.imagePath}?v=${this.infoImage(image.id).version}`;
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
