import type { CardGeometry, Point } from '../card.types.js';
import { simulatedPath } from '../simulation/card-path.js';
import { kick, position } from './spec-helpers.js';
import { POCKETS, isOnTable } from './table.js';

describe('every path stays on the table', () => {
  const geometries: CardGeometry[] = [];
  for (let i = 0; i < 40; i++) {
    const cx = 0.5 + ((i * 37) % 70) / 10;
    const cy = 0.5 + ((i * 13) % 30) / 10;
    const ox = 0.5 + ((i * 53 + 11) % 70) / 10;
    const oy = 0.5 + ((i * 29 + 7) % 30) / 10;
    if (Math.hypot(cx - ox, cy - oy) < 0.3) continue;
    geometries.push(kick({ cueBall: { x: cx, y: cy }, objectBall: { x: ox, y: oy }, rails: ['top'] }));
    geometries.push(
      kick({ cueBall: { x: cx, y: cy }, objectBall: { x: ox, y: oy }, rails: ['left', 'bottom'] }),
    );
    geometries.push(
      position({
        cueBall: { x: cx, y: cy },
        objectBall: { x: ox, y: oy },
        shot: 'draw',
        tip: { x: 0, y: -0.5 },
        rails: ['top', 'left'],
      }),
    );
    geometries.push(
      position({ cueBall: { x: cx, y: cy }, objectBall: { x: ox, y: oy }, shot: 'follow', speed: [5, 5] }),
    );
  }
  it.each(geometries.map((g, i) => [i, g] as const))('geometry %i', (_i, g) => {
    const p = simulatedPath(g);
    // On the table, or falling into a pocket (a random layout may scratch).
    const inPocket = (pt: Point) =>
      Object.values(POCKETS).some((q) => Math.hypot(pt.x - q.x, pt.y - q.y) < 0.45);
    for (const pt of p.cuePath) expect(isOnTable(pt, 1e-3) || inPocket(pt)).toBe(true);
  });
});
