/** A card's diagram: the shot on the table and, under it, the cue tip, the speed and a legend. */
import { STRENGTHS, type Card, type CardGeometry } from '../card.types.js';
import type { ComputedPath } from '../geometry/path.types.js';
import { computePath } from '../geometry/paths.js';
import {
  BALLS,
  RAIL,
  S,
  ballStyle,
  cueBall,
  drawShot,
  drawTable,
  greyBall,
  numberedBall,
  tipInset,
  type View,
} from './shot-drawing.js';
import { C, arrowMarker, n, panel, svgDocument, text } from './svg.js';

function safeId(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '-');
}

/** Five rising bars, the first `speed` lit, numbered 1–5. */
function speedMeter(x: number, y: number, speed: number, barW = 44, gap = 8): string {
  const out: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const h = 14 + i * 9;
    const bx = x + (i - 1) * (barW + gap);
    out.push(
      `<rect x="${n(bx)}" y="${n(y + 59 - h)}" width="${barW}" height="${h}" rx="4" fill="${i <= speed ? C.meterOn : C.meterOff}" stroke="${C.panelStroke}" stroke-width="1.5"/>`,
      text(bx + barW / 2, y + 84, String(i), {
        size: 20,
        anchor: 'middle',
        weight: i === speed ? '700' : 'normal',
      }),
    );
  }
  return out.join('\n');
}

type LegendItem =
  'cue' | 'object' | 'blocker' | 'next' | 'cuePath' | 'objectPath' | 'contact' | 'ghost' | 'target';

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
};

function legendIcon(item: LegendItem, x: number, y: number, idp: string, objectIndex: number): string {
  switch (item) {
    case 'cue':
      return cueBall(x + 15, y, 11);
    case 'object':
      return numberedBall(x + 15, y, 12, ballStyle(objectIndex));
    case 'next':
      return numberedBall(x + 15, y, 12, ballStyle(objectIndex + 1));
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
  }
}

function legend(x: number, y: number, items: LegendItem[], idp: string, objectIndex: number): string {
  const out: string[] = [text(x, y, 'Legend', { size: 24, weight: '700' })];
  const rows = Math.ceil(items.length / 2);
  items.forEach((item, i) => {
    const col = i < rows ? 0 : 1;
    const row = i < rows ? i : i - rows;
    const ix = x + col * 205;
    const iy = y + 34 + row * 38;
    out.push(
      legendIcon(item, ix, iy, idp, objectIndex),
      text(ix + 42, iy + 8, LEGEND_LABEL[item], { size: 22 }),
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
  return items;
}

const CARD_H = 760;

/** The card's diagram as a self-contained SVG. */
export function renderCardDiagram(card: Card, geometry: CardGeometry): string {
  const idp = `ks-${safeId(card.id)}`;
  const v: View = { ox: 20 + RAIL, oy: 20 + RAIL };
  const p = computePath(geometry);
  const objectIndex = (card.cardNumber - 1) % BALLS.length;
  const stripY = 20 + 4 * S + 2 * RAIL + 18;
  const stripH = CARD_H - stripY - 18;
  const speedLabel = STRENGTHS[geometry.speed - 1] ?? card.strength;
  const body: string[] = [
    drawTable(v),
    drawShot(v, geometry, p, idp, objectIndex),
    panel(20, stripY, 196, stripH),
    text(118, stripY + 30, 'Cue tip', { size: 24, weight: '700', anchor: 'middle' }),
    tipInset(118, stripY + 120, 52, geometry.tip),
    panel(228, stripY, 262, stripH),
    text(244, stripY + 30, 'Speed', { size: 24, weight: '700' }),
    text(474, stripY + 30, `${geometry.speed}/5`, { size: 24, anchor: 'end', weight: '700' }),
    speedMeter(244, stripY + 44, geometry.speed, 40, 7),
    text(359, stripY + 160, speedLabel, { size: 24, anchor: 'middle', weight: '600' }),
    panel(502, stripY, 418, stripH),
    legend(518, stripY + 30, legendItems(geometry, p), idp, objectIndex),
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
  const defs = arrowMarker(`${idp}-arrow-cue`, C.cuePath) + arrowMarker(`${idp}-arrow-ob`, C.objectPath);
  return svgDocument(idp, CARD_H, card.name, `${card.identifier}: ${card.title}`, defs, body.join('\n'));
}
