import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { DiagramLayout } from '../../../shared/diagram-sizes.js';
import { EncodedBody } from '../../common/http/encoded-body.js';
import { entityTag } from '../../common/http/etag.js';
import { CardsException } from './cards.exception.js';
import {
  INFO_IMAGES,
  findListedCard,
  getGeometry,
  listCards,
  renderCardDiagrams,
  renderInfoImage,
  type Card,
  type InfoImage,
} from './domain/index.js';

/** A rendered SVG, its strong entity tag and its content version. */
export interface SvgImage {
  /** The SVG's bytes, and their Brotli and gzip encodings once a request asked for them. */
  body: EncodedBody;
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
    full: { body: new EncodedBody(bodies.full), etag: entityTag(bodies.full), version },
    compact: { body: new EncodedBody(bodies.compact), etag: entityTag(bodies.compact), version },
  };
}

/** One turn of the event loop: the I/O callbacks (requests) waiting run before what follows. */
const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * Card diagrams and Info images, each in two layouts (the full one and the compact one for a phone).
 * An image's two SVGs are rendered from the card's geometry once, and kept in memory for as long as
 * the process runs: 104 cards and 4 info images, 3.4 MB of UTF-8 in all, and their Brotli and gzip
 * encodings (about a tenth of that each) once a browser asked for them (see EncodedBody). Its URL
 * carries a hash of its content, so a browser keeps it until the drawing changes.
 *
 * The card list's URLs need every card's version, that is every drawing: about a second of
 * rendering, which the first player's card list would otherwise wait for, the event loop blocked.
 * So once the server listens, warmUp renders them all in the background, one image per turn of the
 * event loop (a card takes about 10 ms): requests are answered between two images. An image asked
 * for before its turn is rendered then, on demand, and warm-up skips it: either way it is rendered
 * once, and its URL always names the bytes served. Computing the versions at build time instead
 * would need a generated file that could go stale when the code runs from source (dev, tests)
 * unless checked by rendering everything anyway; a worker thread would load the card domain a
 * second time and copy the 3.4 MB back, where the slices already keep each pause to one image.
 */
@Injectable()
export class DiagramsService {
  private readonly logger = new Logger('Diagrams');
  private readonly cache = new Map<string, Record<DiagramLayout, SvgImage>>();
  private renders = 0;
  private warming: Promise<void> | undefined;
  private stopped = false;

  /** How many images (both layouts each) this service has rendered: each is rendered once. */
  get renderedCount(): number {
    return this.renders;
  }

  /** The warm-up once started (it settles when every image is rendered), undefined before. */
  get warmingUp(): Promise<void> | undefined {
    return this.warming;
  }

  /**
   * Renders every listed card's diagram, then every Info image, that is not rendered yet: one per
   * turn of the event loop. Started once; a second call answers the first one's promise, which
   * never rejects (an image that fails is logged and left to its first request).
   */
  warmUp(): Promise<void> {
    this.warming ??= this.renderAll();
    return this.warming;
  }

  /** Ends the warm-up before its next image (the application is closing). */
  stopWarmUp(): void {
    this.stopped = true;
  }

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

  private async renderAll(): Promise<void> {
    type Image = readonly [name: string, render: () => SvgImage];
    const images: Image[] = [
      ...listCards().map((card): Image => [card.id, () => this.cardDiagram(card.deck, card.id)]),
      ...INFO_IMAGES.map((image): Image => [image.id, () => this.infoImage(image.id)]),
    ];
    for (const [name, render] of images) {
      await nextTurn();
      if (this.stopped) return;
      try {
        render();
      } catch (error) {
        this.logger.error({ err: error }, `Could not render the image ${name} ahead of its first request`);
      }
    }
  }

  private remember(
    key: string,
    render: () => Record<DiagramLayout, string>,
  ): Record<DiagramLayout, SvgImage> {
    let images = this.cache.get(key);
    if (!images) {
      images = toSvgImages(render());
      this.renders += 1;
      this.cache.set(key, images);
    }
    return images;
  }
}
