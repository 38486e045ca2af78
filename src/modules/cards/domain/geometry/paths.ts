/**
 * The construction: turns a card's geometry into the aim lines a coach sketches.
 *
 * The table and its coordinates: table.ts. The constructions: kicks.ts (method 'mirror' — the mirror
 * construction — and 'diamond-system' on the corner-5 system of diamond-system.ts) and position-play.ts
 * (the ghost ball); what they compute: path.types.ts. They give the printed aim; the simulation of the
 * stroke (simulation/) gives the paths drawn and proves the card. validation.ts checks both.
 */
import type { CardGeometry } from '../card.types.js';
import { diamondKick, mirrorKick } from './kicks.js';
import type { ComputedPath } from './path.types.js';
import { positionShot } from './position-play.js';

export function computePath(g: CardGeometry): ComputedPath {
  if (g.kind === 'position') return positionShot(g);
  if (g.method === 'diamond-system') return diamondKick(g);
  return mirrorKick(g);
}
