import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { DiagramLayout } from '../../../shared/diagram-sizes.js';
import { entityTag } from '../../common/http/etag.js';
import { CardsException } from './cards.exception.js';
import {
  INFO_IMAGES,
  findListedCard,
  getGeometry,
  renderCardDiagrams,
  renderInfoImage,
  type Card,
  type InfoImage,
} from './domain/index.js';

/** A rendered SVG, its strong entity tag and its content version. */
export interface SvgImage {
  body: string;
  /** Quoted strong ETag: a hash of the body. */
  etag: string;
  /**
   * A short hash of the image's drawing in both layouts, carried by its URL (`?v=`, with
   * `&layout=compact` for the phone's) so that either can be cached for good.
   */
  version: string;
}

/** Both layouts of one image; one version for both, as the client derives the compact URL. */
function toSvgImages(bodies: Record<DiagramLayout, string>): Record<DiagramLayout, SvgImage> {
  const version = createHash('sha256')
    .update(bodies.full)
    .update('\n')
    .update(bodies.compact)
    .digest('hex')
    .slice(0, 12);
  return {
    full: { body: bodies.full, etag: entityTag(bodies.full), version },
    compact: { body: bodies.compact, etag: entityTag(bodies.compact), version },
  };
}

/**
 * Card diagrams and Info images, each in two layouts (the full one and the compact one for a phone).
 * An image's two SVGs are rendered from the card's geometry the first time either or its URL is
 * asked for, and kept in memory (104 cards and 4 info images, 3.4 MB in all). Its URL carries a
 * hash of its content, so a browser keeps it until the drawing changes.
 */
@Injectable()
export class DiagramsService {
  private readonly cache = new Map<string, Record<DiagramLayout, SvgImage>>();

  /** The diagram of a listed card; CARD_NOT_FOUND for a blue, unknown or malformed id or another deck. */
  cardDiagram(deck: string, cardId: string, layout: DiagramLayout = 'full'): SvgImage {
    const card = findListedCard(cardId);
    const geometry = card && getGeometry(card.id);
    if (!card || !geometry || card.deck !== deck) throw new CardsException('CARD_NOT_FOUND');
    return this.remember(`card:${card.id}`, () => renderCardDiagrams(card, geometry))[layout];
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
  infoImage(infoId: string, layout: DiagramLayout = 'full'): SvgImage {
    const image = INFO_IMAGES.find((candidate) => candidate.id === infoId);
    if (!image) throw new CardsException('INFO_IMAGE_NOT_FOUND');
    return this.remember(`info:${image.id}`, () => ({
      full: renderInfoImage(image.id),
      compact: renderInfoImage(image.id, 'compact'),
    }))[layout];
  }

  private remember(
    key: string,
    render: () => Record<DiagramLayout, string>,
  ): Record<DiagramLayout, SvgImage> {
    let images = this.cache.get(key);
    if (!images) {
      images = toSvgImages(render());
      this.cache.set(key, images);
    }
    return images;
  }
}
