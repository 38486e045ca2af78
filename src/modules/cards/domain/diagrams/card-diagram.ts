/**
 * A card's diagram: the shot on the table with the construction a coach would sketch (construction.ts)
 * and, under it, the cue tip, the speed and a legend of every mark the card shows.
 *
 * Two layouts of the same width (shared/diagram-sizes.ts): `full`, the three panels in a row under the
 * table, and `compact` for a phone, read at about a third of its size: every text at least
 * COMPACT_MIN_TEXT units, the tip and the speed side by side and the legend across the width below.
 */
import { CARD_DIAGRAM_HEIGHT, type DiagramLayout } from '../../../../../shared/diagram-sizes.js';
import { STRENGTHS, type Card, type CardGeometry } from '../card.types.js';
import type { ComputedPath } from '../geometry/path.types.js';
import { simulatedPath } from '../simulation/card-path.js';
import { speedRange } from '../simulation/card-shot.js';
import {
  BALLS,
  RAIL,
  S,
  TABLE_TEXT,
  ballStyle,
  cueBall,
  drawShot,
  drawTable,
  greyBall,
  numberedBall,
  tipInset,
  type TableText,
  type View,
} from './shot-drawing.js';
import { C, arrowMarker, n, panel, svgDocument, text } from './svg.js';
import { CONSTRUCTION, constructionMarks, drawConstruction } from './construction.js';

function safeId(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** The smallest text of the compact layout, in SVG units: 11 CSS px at a width of 319 px. */
export const COMPACT_MIN_TEXT = 34;

/**
 * Five rising bars numbered 1–5 (numbers of `size`, bars `k` times as tall as in the full layout):
 * those up to the range's soft end lit, those within the range marked.
 */
function speedMeter(
  x: number,
  y: number,
  min: number,
  max: number,
  barW = 44,
  gap = 8,
  size = 20,
  k = 1,
): string {
  const out: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const h = k * (14 + i * 9);
    const bx = x + (i - 1) * (barW + gap);
    out.push(
      `<rect x="${n(bx)}" y="${n(y + 59 * k - h)}" width="${barW}" height="${n(h)}" rx="4" fill="${i <= Math.floor(min) ? C.meterOn : i <= Math.ceil(max) ? C.meterRange : C.meterOff}" stroke="${C.panelStroke}" stroke-width="1.5"/>`,
      text(bx + barW / 2, y + 59 * k + size + 5, String(i), {
        size,
        anchor: 'middle',
        weight: i >= Math.floor(min) && i <= Math.ceil(max) ? '700' : 'normal',
      }),
    );
  }
  return out.join('\n');
}

type LegendItem =
  | 'cue'
  | 'object'
  | 'blocker'
  | 'next'
  | 'cuePath'
  | 'objectPath'
  | 'contact'
  | 'ghost'
  | 'target'
  | 'mirror'
  | 'corrected'
  | 'tangent'
  | 'finish'
  | 'reply';

const LEGEND_LABEL: Record<LegendItem, string> = {
  cue: 'Cue ball',
  object: 'Object ball',
  blocker: 'Blocker',
  next: 'Next ball',
  cuePath: 'Cue path',
  objectPath: 'Object path',
  contact: 'Rail contact',
  ghost: 'Ghost ball',
  target: 'Target zone',
  mirror: 'Line to image',
  corrected: 'Corrected aim',
  tangent: '90° / 30° lines',
  finish: 'Balls finish',
  reply: 'Best reply',
};

function legendIcon(
  item: LegendItem,
  x: number,
  y: number,
  idp: string,
  objectIndex: number,
  numbered: boolean,
): string {
  switch (item) {
    case 'cue':
      return cueBall(x + 15, y, 11);
    case 'object':
      return numberedBall(x + 15, y, 12, ballStyle(objectIndex), numbered);
    case 'next':
      return numberedBall(x + 15, y, 12, ballStyle(objectIndex + 1), numbered);
    case 'blocker':
      return greyBall(x + 15, y, 11);
    case 'cuePath':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y}" x2="${x + 26}" y2="${y}" stroke="${C.cuePath}" stroke-width="4" marker-end="url(#${idp}-arrow-cue)"/>`;
    case 'objectPath':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y}" x2="${x + 26}" y2="${y}" stroke="${C.objectPath}" stroke-width="4" stroke-dasharray="7 5" marker-end="url(#${idp}-arrow-ob)"/>`;
    case 'contact':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><circle cx="${x + 16}" cy="${y}" r="6" fill="none" stroke="${C.contact}" stroke-width="3"/>`;
    case 'ghost':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><circle cx="${x + 16}" cy="${y}" r="8" fill="none" stroke="${C.cuePath}" stroke-width="2" stroke-dasharray="3 3"/>`;
    case 'target':
      return `<circle cx="${x + 15}" cy="${y}" r="12" fill="${C.target}" fill-opacity="0.45" stroke="#2f7fb0" stroke-width="2" stroke-dasharray="4 3"/>`;
    case 'mirror':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y}" x2="${x + 26}" y2="${y}" stroke="${CONSTRUCTION.line}" stroke-width="2" stroke-dasharray="7 4" marker-end="url(#${idp}-arrow-mirror)"/><path d="M${x + 11},${y - 5}L${x + 19},${y + 5}M${x + 11},${y + 5}L${x + 19},${y - 5}" stroke="${CONSTRUCTION.line}" stroke-width="2"/>`;
    case 'corrected':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y}" x2="${x + 24}" y2="${y}" stroke="${CONSTRUCTION.corrected}" stroke-width="2.5" stroke-dasharray="6 4"/><circle cx="${x + 27}" cy="${y}" r="4" fill="${CONSTRUCTION.corrected}"/>`;
    case 'tangent':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y - 4}" x2="${x + 30}" y2="${y - 4}" stroke="${CONSTRUCTION.tangent}" stroke-width="2" stroke-dasharray="6 4"/><line x1="${x + 2}" y1="${y + 4}" x2="${x + 30}" y2="${y + 4}" stroke="${CONSTRUCTION.thirty}" stroke-width="2" stroke-dasharray="2 4" stroke-linecap="round"/>`;
    case 'reply':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y}" x2="${x + 30}" y2="${y}" stroke="${C.reply}" stroke-width="2.5" stroke-dasharray="5 4"/>`;
    case 'finish':
      return `<g opacity="0.6">${cueBall(x + 15, y, 10)}</g><circle cx="${x + 15}" cy="${y}" r="14" fill="none" stroke="${C.ballOutline}" stroke-width="1.5" stroke-dasharray="3 3"/>`;
  }
}

/** The legend in two columns; rows shrink (and the labels with them) when a card shows many marks. */
function legend(
  x: number,
  y: number,
  items: LegendItem[],
  idp: string,
  objectIndex: number,
  height: number,
): string {
  const out: string[] = [text(x, y, 'Legend', { size: 24, weight: '700' })];
  const rows = Math.ceil(items.length / 2);
  const rowH = Math.min(38, (height - 34 - 12) / Math.max(1, rows - 1) - 0.01);
  const size = rowH >= 34 ? 22 : 19;
  items.forEach((item, i) => {
    const col = i < rows ? 0 : 1;
    const row = i < rows ? i : i - rows;
    const ix = x + col * 205;
    const iy = y + 34 + row * rowH;
    out.push(
      legendIcon(item, ix, iy, idp, objectIndex, true),
      text(ix + 42, iy + size * 0.36, LEGEND_LABEL[item], { size }),
    );
  });
  return out.join('\n');
}

/** The compact legend: two columns across the width, icons half as large again, six rows at most. */
function compactLegend(x: number, y: number, items: LegendItem[], idp: string, objectIndex: number): string {
  const out: string[] = [text(x, y, 'Legend', { size: 36, weight: '700' })];
  const rows = Math.ceil(items.length / 2);
  const grow = 1.4;
  items.forEach((item, i) => {
    const col = i < rows ? 0 : 1;
    const row = i < rows ? i : i - rows;
    const ix = x + col * 440;
    const iy = y + 44 + row * 48;
    out.push(
      `<g transform="translate(${n(ix)} ${n(iy)}) scale(${grow}) translate(${n(-ix)} ${n(-iy)})">${legendIcon(item, ix, iy, idp, objectIndex, false)}</g>`,
      text(ix + 42 * grow + 6, iy + COMPACT_MIN_TEXT * 0.36, LEGEND_LABEL[item], { size: COMPACT_MIN_TEXT }),
    );
  });
  return out.join('\n');
}

function legendItems(g: CardGeometry, p: ComputedPath): LegendItem[] {
  const items: LegendItem[] = ['cue', 'object'];
  if (g.kind === 'kick' && (g.blockers ?? []).length > 0) items.push('blocker');
  if (g.kind === 'position' && g.nextBall) items.push('next');
  items.push('cuePath');
  if (p.objectPath) items.push('objectPath');
  if (p.railContacts.length > 0) items.push('contact');
  items.push('ghost');
  if (g.kind === 'position') items.push('target');
  const marks = constructionMarks(g, p);
  if (marks.mirror) items.push('mirror');
  if (marks.corrected) items.push('corrected');
  if (marks.tangent) items.push('tangent');
  if (marks.finish) items.push('finish');
  if (p.reply) items.push('reply');
  return items;
}

/** The speed range as printed: one level (`3/5`) or a range (`2–3`). */
function speedRangeText(min: number, max: number): string {
  return min === max ? `${min}/5` : `${min}–${max}`;
}

/** The card's diagram as a self-contained SVG, in the full layout or the compact one for a phone. */
export function renderCardDiagram(
  card: Card,
  geometry: CardGeometry,
  layout: DiagramLayout = 'full',
): string {
  return drawCardDiagram(card, geometry, simulatedPath(geometry), layout);
}

/** The card's diagram in both layouts, from one simulation of its stroke. */
export function renderCardDiagrams(card: Card, geometry: CardGeometry): Record<DiagramLayout, string> {
  const p = simulatedPath(geometry);
  return {
    full: drawCardDiagram(card, geometry, p, 'full'),
    compact: drawCardDiagram(card, geometry, p, 'compact'),
  };
}

function drawCardDiagram(card: Card, geometry: CardGeometry, p: ComputedPath, layout: DiagramLayout): string {
  const idp = `ks-${safeId(card.id)}`;
  const v: View = { ox: 20 + RAIL, oy: 20 + RAIL };
  const t: TableText = TABLE_TEXT[layout];
  const objectIndex = (card.cardNumber - 1) % BALLS.length;
  const stripY = 20 + 4 * S + 2 * RAIL + 18;
  const height = CARD_DIAGRAM_HEIGHT[layout];
  const body: string[] = [
    drawTable(v),
    drawShot(
      v,
      geometry,
      p,
      idp,
      objectIndex,
      (r) => drawConstruction(v, geometry, p, r, objectIndex, idp, t),
      t,
    ),
    ...(layout === 'full'
      ? fullStrip(card, geometry, p, idp, objectIndex, stripY, height - stripY - 18)
      : compactStrip(card, geometry, p, idp, objectIndex, stripY)),
  ];
  const defs =
    arrowMarker(`${idp}-arrow-cue`, C.cuePath) +
    arrowMarker(`${idp}-arrow-ob`, C.objectPath) +
    arrowMarker(`${idp}-arrow-mirror`, CONSTRUCTION.line);
  return svgDocument(idp, height, card.name, `${card.identifier}: ${card.title}`, defs, body.join('\n'));
}

/** The full layout's panels under the table: cue tip, speed and legend in one row. */
function fullStrip(
  card: Card,
  geometry: CardGeometry,
  p: ComputedPath,
  idp: string,
  objectIndex: number,
  stripY: number,
  stripH: number,
): string[] {
  const speed = speedRange(geometry);
  const speedText = speedRangeText(speed.min, speed.max);
  const speedLabel = STRENGTHS[Math.round(speed.mid) - 1] ?? card.strength;
  const body: string[] = [
    panel(20, stripY, 196, stripH),
    text(118, stripY + 30, 'Cue tip', { size: 24, weight: '700', anchor: 'middle' }),
    tipInset(118, stripY + 120, 52, geometry.tip),
    panel(228, stripY, 262, stripH),
    text(244, stripY + 30, 'Speed', { size: 24, weight: '700' }),
    text(474, stripY + 30, speedText, { size: speedText.length > 7 ? 20 : 24, anchor: 'end', weight: '700' }),
    speedMeter(244, stripY + 44, speed.min, speed.max, 40, 7),
    text(359, stripY + 160, speedLabel, { size: 24, anchor: 'middle', weight: '600' }),
    panel(502, stripY, 418, stripH),
    legend(518, stripY + 30, legendItems(geometry, p), idp, objectIndex, stripH - 30),
  ];
  if (p.diamondSystem && !p.diamondSystem.problem) {
    const s = p.diamondSystem;
    body.push(
      text(359, stripY + 190, `Corner-5: ${n(s.originNumber)} − ${n(s.aimNumber)} = ${n(s.arrivalNumber)}`, {
        size: 20,
        anchor: 'middle',
        fill: C.muted,
      }),
    );
  }
  return body;
}

/** The compact layout's panels: cue tip and speed side by side, the legend across the width below. */
function compactStrip(
  card: Card,
  geometry: CardGeometry,
  p: ComputedPath,
  idp: string,
  objectIndex: number,
  y: number,
): string[] {
  const speed = speedRange(geometry);
  const speedText = speedRangeText(speed.min, speed.max);
  const speedLabel = STRENGTHS[Math.round(speed.mid) - 1] ?? card.strength;
  const rowH = 290;
  const legendY = y + rowH + 16;
  const body: string[] = [
    panel(20, y, 300, rowH),
    text(170, y + 46, 'Cue tip', { size: 36, weight: '700', anchor: 'middle' }),
    tipInset(170, y + 170, 68, geometry.tip, COMPACT_MIN_TEXT),
    panel(336, y, 584, rowH),
    text(356, y + 46, 'Speed', { size: 36, weight: '700' }),
    text(900, y + 46, speedText, { size: 36, anchor: 'end', weight: '700' }),
    speedMeter(396, y + 64, speed.min, speed.max, 80, 16, COMPACT_MIN_TEXT, 1.3),
    text(628, y + 228, speedLabel, { size: 36, anchor: 'middle', weight: '600' }),
    panel(20, legendY, 900, CARD_DIAGRAM_HEIGHT.compact - legendY - 20),
    compactLegend(40, legendY + 46, legendItems(geometry, p), idp, objectIndex),
  ];
  if (p.diamondSystem && !p.diamondSystem.problem) {
    const s = p.diamondSystem;
    body.push(
      text(628, y + 272, `Corner-5: ${n(s.originNumber)} − ${n(s.aimNumber)} = ${n(s.arrivalNumber)}`, {
        size: COMPACT_MIN_TEXT,
        anchor: 'middle',
        fill: C.muted,
      }),
    );
  }
  return body;
}
