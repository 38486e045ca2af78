/**
 * The path engine: turns a card's geometry into the lines the diagram draws.
 *
 * The table and its coordinates: table.ts. The models: kicks.ts (method 'mirror' — the mirror construction,
 * or the rolling/side-spin rebound of ball-motion.ts when the ball arrives rolling —, and 'diamond-system'
 * on the corner-5 system of diamond-system.ts) and position-play.ts; what they compute: path.types.ts.
 * validation.ts checks a card's geometry against them.
 */
import type { CardGeometry } from '../card.types.js';
import { diamondKick, modelledKick } from './kicks.js';
import type { ComputedPath } from './path.types.js';
import { positionShot } from './position-play.js';

export function computePath(g: CardGeometry): ComputedPath {
  if (g.kind === 'position') return positionShot(g);
  if (g.method === 'diamond-system') return diamondKick(g);
  return modelledKick(g);
}
