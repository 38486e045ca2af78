/**
 * SVG building blocks of the card diagrams and the Info images, which are self-contained SVG strings:
 *
 * - No external fonts or images; a system font stack; its own opaque background and colours so it
 *   reads the same on light and dark pages.
 * - Only a viewBox (no width/height), so it scales to the width of its container.
 * - Deterministic: the same input gives the same string (numbers are rounded, ids derive from the card).
 * - Every piece of text is XML-escaped.
 */
import { DIAGRAM_WIDTH } from '../../../../../shared/diagram-sizes.js';

/** The palette of every image. */
export const C = {
  bg: '#f3efe6',
  panel: '#fffdf8',
  panelStroke: '#d6cbb6',
  text: '#1d2731',
  muted: '#55606b',
  woodEdge: '#4a2a12',
  wood: '#7b4a26',
  cushion: '#155c3b',
  cloth: '#1f7a4d',
  clothLine: '#2a8a5a',
  pocket: '#0d0d0d',
  diamond: '#f4e7c5',
  cuePath: '#ffffff',
  objectPath: '#ffd23f',
  contact: '#ff9f1c',
  target: '#8fd3ff',
  tipDot: '#d62828',
  cueBall: '#ffffff',
  ballOutline: '#1b1b1b',
  blocker: '#9aa3ad',
  blockerStroke: '#5b636b',
  meterOn: '#e76f51',
  meterRange: '#f4b49f',
  reply: '#ffd6e0',
  meterOff: '#e9e2d3',
  black: '#1f1f24',
  red: '#b3202a',
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** Width of every image in SVG units (its viewBox). */
export const W = DIAGRAM_WIDTH;

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Round for output: one decimal, no "-0". */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return (Object.is(r, -0) ? 0 : r).toString();
}

export function text(
  x: number,
  y: number,
  content: string,
  opts: {
    size?: number;
    weight?: string;
    anchor?: 'start' | 'middle' | 'end';
    fill?: string;
    /** A halo of this colour around the letters, so that they read over lines. */
    halo?: string;
  } = {},
): string {
  const { size = 20, weight = 'normal', anchor = 'start', fill = C.text, halo } = opts;
  const w = weight === 'normal' ? '' : ` font-weight="${weight}"`;
  const h = halo
    ? ` stroke="${halo}" stroke-width="${n(size / 6)}" stroke-linejoin="round" paint-order="stroke"`
    : '';
  return `<text x="${n(x)}" y="${n(y)}" font-size="${n(size)}"${w} text-anchor="${anchor}" fill="${fill}"${h}>${escapeXml(content)}</text>`;
}

export function svgDocument(
  idp: string,
  height: number,
  title: string,
  desc: string,
  defs: string,
  body: string,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" role="img" aria-labelledby="${idp}-title ${idp}-desc" font-family="${FONT}">`,
    `<title id="${idp}-title">${escapeXml(title)}</title>`,
    `<desc id="${idp}-desc">${escapeXml(desc)}</desc>`,
    `<defs>${defs}</defs>`,
    `<rect x="0" y="0" width="${W}" height="${height}" fill="${C.bg}"/>`,
    body,
    '</svg>',
  ].join('\n');
}

export function arrowMarker(id: string, color: string): string {
  return `<marker id="${id}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${color}"/></marker>`;
}

export function panel(x: number, y: number, w: number, h: number): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12" fill="${C.panel}" stroke="${C.panelStroke}" stroke-width="2"/>`;
}
