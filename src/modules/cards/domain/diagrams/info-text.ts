/** The text of the Info images: titles, wrapped lines and the compact layout's sizes. */
import { COMPACT_MIN_TEXT } from './card-diagram.js';
import { C, W, text } from './svg.js';

/** The compact layout's text: body, headings and the image's title, in SVG units. */
export const COMPACT = { body: COMPACT_MIN_TEXT, heading: 38, title: 46, line: 43 } as const;

/** The full layout's title and its one-line subtitle. Ends above y = 100. */
export function infoTitle(title: string, subtitle: string): string {
  return [
    text(W / 2, 52, title, { size: 36, weight: '700', anchor: 'middle' }),
    text(W / 2, 86, subtitle, { size: 21, anchor: 'middle', fill: C.muted }),
  ].join('\n');
}

/** The compact title: the subtitle wrapped on as many lines as it needs. Ends above y = 180. */
export function compactTitle(title: string, subtitle: string): string {
  return [
    text(W / 2, 64, title, { size: COMPACT.title, weight: '700', anchor: 'middle' }),
    ...wrap(subtitle, 46).map((l, k) =>
      text(W / 2, 114 + k * COMPACT.line, l, { size: COMPACT.body, anchor: 'middle', fill: C.muted }),
    ),
  ].join('\n');
}

/** Lines of `size` from `y` on (one every `lineH`); gives their SVG and the y under the last. */
export function lines(
  x: number,
  y: number,
  content: string[],
  opts: { size: number; lineH: number; weight?: string; fill?: string },
): { svg: string[]; bottom: number } {
  const svg = content.map((l, k) =>
    text(x, y + k * opts.lineH, l, { size: opts.size, weight: opts.weight, fill: opts.fill }),
  );
  return { svg, bottom: y + (content.length - 1) * opts.lineH + Math.round(opts.size * 0.3) };
}

/** Keeps a number with its unit on one line (`0.4 R`). */
export const NBSP = '\u00a0';

/**
 * Greedy word wrap for a fixed character budget (deterministic; no font metrics needed). Breaks
 * only at plain spaces: a no-break space keeps a number with its unit.
 */
export function wrap(s: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/ +/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}
