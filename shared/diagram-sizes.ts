/**
 * The sizes of the card diagrams and the Info images (their viewBox, in SVG units): the server draws
 * them at these sizes and the client reserves their box before an image arrives.
 *
 * Each image has two renderings of the same width: `full`, and `compact` for a phone's width, whose
 * text is large enough to read at about a third of its size (`?layout=compact`). The client shows
 * the compact one below COMPACT_MEDIA.
 */

export const DIAGRAM_LAYOUTS = ['full', 'compact'] as const;
export type DiagramLayout = (typeof DIAGRAM_LAYOUTS)[number];

/** Width of every image in SVG units (the same in both layouts). */
export const DIAGRAM_WIDTH = 940;

/** Height of a card diagram in SVG units. */
export const CARD_DIAGRAM_HEIGHT: Readonly<Record<DiagramLayout, number>> = { full: 760, compact: 1228 };

/** Height of each Info image in SVG units. */
export const INFO_IMAGE_HEIGHT: Readonly<
  Record<
    'general-description' | 'aiming-points' | 'shooting-power' | 'cards-index',
    Readonly<Record<DiagramLayout, number>>
  >
> = {
  'general-description': { full: 960, compact: 1486 },
  'aiming-points': { full: 900, compact: 2226 },
  'shooting-power': { full: 768, compact: 1375 },
  'cards-index': { full: 760, compact: 1490 },
};

/** The viewports that show the compact renderings: a phone's, below the sm breakpoint (48em). */
export const COMPACT_MEDIA = '(max-width: 47.99em)';
