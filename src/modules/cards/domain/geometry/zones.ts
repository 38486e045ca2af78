/**
 * The named zones of the table (ZONE_NAMES in card.types.ts): where a card says a ball finishes.
 *
 * Regions in diamonds (x 0–8 along the long rails from the head/left end, y 0–4 across from the bottom
 * rail; see table.ts). Zones overlap: a point near the top-left corner is in 'top-left-corner',
 * 'head-end', 'top-rail' and perhaps 'head-rail' at once; a card names the one its text means.
 *
 * - centre: x 2.5–5.5 and y 1–3 (the middle of the table, away from every rail).
 * - head-end: x < 2.5; foot-end: x > 5.5 (the thirds of the table at each end).
 * - head-rail: x < 0.7; foot-rail: x > 7.3 (within 0.7 diamond of a short rail's cushion nose: close
 *   enough that the next shot is hampered by the rail).
 * - bottom-rail: y < 0.7; top-rail: y > 3.3 (the same along the long rails).
 * - the four corners: within 1.5 diamonds of the corner (the pocket point).
 * - the side pockets: within 1.2 diamonds of (4, 0) or (4, 4).
 */
import type { Point, ZoneName } from '../card.types.js';
import { POCKETS } from './table.js';
import { distance, fmtP } from './vectors.js';

export const CENTRE_ZONE = { xMin: 2.5, xMax: 5.5, yMin: 1, yMax: 3 } as const;
/** How far from a short rail (x) or a long rail (y) the rail zones reach, in diamonds. */
export const RAIL_ZONE_DEPTH = 0.7;
/** Radius of the corner zones around the corner pocket points. */
export const CORNER_ZONE_RADIUS = 1.5;
/** Radius of the side-pocket zones around the side pocket points. */
export const SIDE_POCKET_ZONE_RADIUS = 1.2;

interface Zone {
  /** The region in words, for messages. */
  region: string;
  contains(p: Point): boolean;
}

const near = (pocket: Point, radius: number): ((p: Point) => boolean) => {
  return (p) => distance(p, pocket) <= radius;
};

export const ZONES: Readonly<Record<ZoneName, Zone>> = {
  centre: {
    region: `x ${CENTRE_ZONE.xMin}–${CENTRE_ZONE.xMax}, y ${CENTRE_ZONE.yMin}–${CENTRE_ZONE.yMax}`,
    contains: (p) =>
      p.x >= CENTRE_ZONE.xMin &&
      p.x <= CENTRE_ZONE.xMax &&
      p.y >= CENTRE_ZONE.yMin &&
      p.y <= CENTRE_ZONE.yMax,
  },
  'head-end': { region: `x < ${CENTRE_ZONE.xMin}`, contains: (p) => p.x < CENTRE_ZONE.xMin },
  'foot-end': { region: `x > ${CENTRE_ZONE.xMax}`, contains: (p) => p.x > CENTRE_ZONE.xMax },
  'head-rail': { region: `x < ${RAIL_ZONE_DEPTH}`, contains: (p) => p.x < RAIL_ZONE_DEPTH },
  'foot-rail': { region: `x > ${8 - RAIL_ZONE_DEPTH}`, contains: (p) => p.x > 8 - RAIL_ZONE_DEPTH },
  'top-rail': { region: `y > ${4 - RAIL_ZONE_DEPTH}`, contains: (p) => p.y > 4 - RAIL_ZONE_DEPTH },
  'bottom-rail': { region: `y < ${RAIL_ZONE_DEPTH}`, contains: (p) => p.y < RAIL_ZONE_DEPTH },
  'top-left-corner': {
    region: `within ${CORNER_ZONE_RADIUS} of ${fmtP(POCKETS['top-left'])}`,
    contains: near(POCKETS['top-left'], CORNER_ZONE_RADIUS),
  },
  'top-right-corner': {
    region: `within ${CORNER_ZONE_RADIUS} of ${fmtP(POCKETS['top-right'])}`,
    contains: near(POCKETS['top-right'], CORNER_ZONE_RADIUS),
  },
  'bottom-left-corner': {
    region: `within ${CORNER_ZONE_RADIUS} of ${fmtP(POCKETS['bottom-left'])}`,
    contains: near(POCKETS['bottom-left'], CORNER_ZONE_RADIUS),
  },
  'bottom-right-corner': {
    region: `within ${CORNER_ZONE_RADIUS} of ${fmtP(POCKETS['bottom-right'])}`,
    contains: near(POCKETS['bottom-right'], CORNER_ZONE_RADIUS),
  },
  'top-side-pocket': {
    region: `within ${SIDE_POCKET_ZONE_RADIUS} of ${fmtP(POCKETS['top-side'])}`,
    contains: near(POCKETS['top-side'], SIDE_POCKET_ZONE_RADIUS),
  },
  'bottom-side-pocket': {
    region: `within ${SIDE_POCKET_ZONE_RADIUS} of ${fmtP(POCKETS['bottom-side'])}`,
    contains: near(POCKETS['bottom-side'], SIDE_POCKET_ZONE_RADIUS),
  },
};

/** Whether `point` lies in the named zone. */
export function inZone(point: Point, zone: ZoneName): boolean {
  return ZONES[zone].contains(point);
}

/** Every zone `point` lies in, in ZONE_NAMES order (for messages: where a finish actually is). */
export function zonesOf(point: Point): ZoneName[] {
  return (Object.keys(ZONES) as ZoneName[]).filter((z) => inZone(point, z));
}

/** `label` at `p` must lie in `zone` (named by the card in `key`); a sentence when it does not. */
export function zoneProblem(
  label: string,
  p: Point,
  zone: ZoneName | undefined,
  key: string,
): string | undefined {
  if (zone === undefined) {
    return `${key} is missing: name the zone ${label} ${fmtP(p)} lies in (${zonesOf(p)
      .map((z) => `'${z}'`)
      .join(', ')}) as the text says it`;
  }
  if (!(zone in ZONES))
    return `${key} '${String(zone)}' is not a zone: use one of ${Object.keys(ZONES).join(', ')}`;
  if (inZone(p, zone)) return undefined;
  const actual = zonesOf(p);
  return `${label} ${fmtP(p)} is not in the '${zone}' zone the card names in ${key} (${ZONES[zone].region}); it lies in ${actual.length > 0 ? actual.map((z) => `'${z}'`).join(', ') : 'no named zone'}: move it into the zone, or name the zone it is in and make the text say the same`;
}
