import { ZONE_NAMES } from '../card.types.js';
import { ZONES, inZone, zonesOf } from './zones.js';

describe('zones', () => {
  it('defines every zone name', () => {
    expect(Object.keys(ZONES).sort()).toEqual([...ZONE_NAMES].sort());
  });

  it('centre is x 2.5–5.5, y 1–3', () => {
    expect(inZone({ x: 4, y: 2 }, 'centre')).toBe(true);
    expect(inZone({ x: 2.5, y: 1 }, 'centre')).toBe(true);
    expect(inZone({ x: 5.6, y: 2 }, 'centre')).toBe(false);
    expect(inZone({ x: 4, y: 0.9 }, 'centre')).toBe(false);
  });

  it('ends and rails', () => {
    expect(inZone({ x: 2.4, y: 2 }, 'head-end')).toBe(true);
    expect(inZone({ x: 2.6, y: 2 }, 'head-end')).toBe(false);
    expect(inZone({ x: 5.6, y: 2 }, 'foot-end')).toBe(true);
    expect(inZone({ x: 0.6, y: 2 }, 'head-rail')).toBe(true);
    expect(inZone({ x: 0.8, y: 2 }, 'head-rail')).toBe(false);
    expect(inZone({ x: 7.4, y: 2 }, 'foot-rail')).toBe(true);
    expect(inZone({ x: 4, y: 3.4 }, 'top-rail')).toBe(true);
    expect(inZone({ x: 4, y: 3.2 }, 'top-rail')).toBe(false);
    expect(inZone({ x: 4, y: 0.6 }, 'bottom-rail')).toBe(true);
  });

  it('corners within 1.5 of the corner, side pockets within 1.2 of (4, 0) / (4, 4)', () => {
    // (1, 1) is √2 ≈ 1.41 from (0, 0); (1.1, 1.1) is 1.56.
    expect(inZone({ x: 1, y: 1 }, 'bottom-left-corner')).toBe(true);
    expect(inZone({ x: 1.1, y: 1.1 }, 'bottom-left-corner')).toBe(false);
    expect(inZone({ x: 7, y: 3 }, 'top-right-corner')).toBe(true);
    expect(inZone({ x: 0.5, y: 3.5 }, 'top-left-corner')).toBe(true);
    expect(inZone({ x: 7.5, y: 0.5 }, 'bottom-right-corner')).toBe(true);
    expect(inZone({ x: 4.7, y: 0.9 }, 'bottom-side-pocket')).toBe(true); // 1.14 from (4, 0)
    expect(inZone({ x: 4.8, y: 0.9 }, 'bottom-side-pocket')).toBe(false); // 1.20…
    expect(inZone({ x: 4, y: 3 }, 'top-side-pocket')).toBe(true);
  });

  it('lists every zone a point is in', () => {
    expect(zonesOf({ x: 0.4, y: 3.7 })).toEqual(['head-end', 'head-rail', 'top-rail', 'top-left-corner']);
    expect(zonesOf({ x: 4, y: 2 })).toEqual(['centre']);
  });
});
