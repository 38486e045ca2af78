/** What the specs of this folder measure in a drawing (test code, not used by the app). */

/**
 * The widths (CSS px) an image is drawn at on a 390 px wide phone, which shows the compact layout:
 * the grid's tile (the diagram inset in the card, 332) and the dialogs: the card's, the practice
 * and the Info dialog (390 − 2 × 5% margin − 2 × 16 px padding = 319).
 * test/e2e/diagram-text.spec.ts checks in a browser that the page draws them at least that wide.
 */
export const PHONE_WIDTHS = { tile: 332, dialog: 319 } as const;

/** The smallest text a phone shows, in CSS px. */
export const MIN_PHONE_TEXT_PX = 11;

/** Every text's font size, in SVG units (each <text> must name one: a default would be 16). */
export function fontSizes(svg: string): number[] {
  const texts = svg.match(/<text [^>]*>/g) ?? [];
  return texts.map((tag) => {
    const size = /font-size="([\d.]+)"/.exec(tag);
    if (!size) throw new Error(`a text without a font size: ${tag}`);
    return Number(size[1]);
  });
}

/** The viewBox's width and height. */
export function viewBox(svg: string): { width: number; height: number } {
  const m = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(svg);
  if (!m) throw new Error('no viewBox');
  return { width: Number(m[1]), height: Number(m[2]) };
}

/** The smallest text of `svg` in CSS px when the image is `renderedWidth` CSS px wide. */
export function smallestTextPx(svg: string, renderedWidth: number): number {
  return (Math.min(...fontSizes(svg)) * renderedWidth) / viewBox(svg).width;
}
