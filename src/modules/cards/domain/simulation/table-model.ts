/**
 * The table as the simulator sees it, in metres: the cushion noses as straight segments between the
 * pocket jaws, each jaw's rounded point, the pocket facings (the angled cushion inside each mouth) and
 * each pocket's drop line, where a ball whose centre crosses it falls.
 *
 * Geometry (WPA equipment specifications, a 9-ft table with 100 × 50 in of playing surface):
 * - corner mouth 4.65 in between the jaws, facings at 142° to the nose (they narrow the throat),
 *   the slate's edge (where the ball falls) 1.5 in behind the mouth;
 * - side mouth 5.1 in, facings at 104°, the drop line 0.9 in behind the mouth.
 * The card coordinates (diamonds, x 0–8 along the long rails, y 0–4) map to metres by DIAMOND_M.
 */
import type { PocketId } from '../card.types.js';
import { CORNER_MOUTH_JAW, SIDE_MOUTH_JAW } from '../geometry/table.js';
import { DIAMOND_M } from './parameters.js';
import { add, mul, norm, perp, sub, type Vec } from './vec.js';

export interface CushionSegment {
  kind: 'segment';
  a: Vec;
  b: Vec;
  /** Unit normal pointing into the playing area. */
  n: Vec;
  /** The rail it belongs to, or the pocket whose facing it is. */
  name: string;
}
export interface CushionPoint {
  kind: 'point';
  p: Vec;
  name: string;
}
export interface DropLine {
  pocket: PocketId;
  a: Vec;
  b: Vec;
  /** Unit normal pointing back toward the playing area: a ball falls when it crosses to the other side. */
  n: Vec;
}

export interface TableModel {
  segments: CushionSegment[];
  points: CushionPoint[];
  drops: DropLine[];
  length: number;
  width: number;
}

const CORNER_FACING_DEG = 142;
const SIDE_FACING_DEG = 104;
const CORNER_DROP_M = 1.5 * 0.0254;
const SIDE_DROP_M = 0.9 * 0.0254;

const d = (x: number, y: number): Vec => ({ x: x * DIAMOND_M, y: y * DIAMOND_M });

function rotate(v: Vec, deg: number): Vec {
  const r = (deg * Math.PI) / 180;
  return { x: v.x * Math.cos(r) - v.y * Math.sin(r), y: v.x * Math.sin(r) + v.y * Math.cos(r) };
}

function segment(a: Vec, b: Vec, name: string, inside: Vec): CushionSegment {
  let n = perp(norm(sub(b, a)));
  const mid = mul(add(a, b), 0.5);
  if ((inside.x - mid.x) * n.x + (inside.y - mid.y) * n.y < 0) n = mul(n, -1);
  return { kind: 'segment', a, b, n, name };
}

/**
 * A pocket's mouth: the two jaws (nose ends), a facing from each into the pocket, turned from the
 * rail's direction by (180° − facing angle) away from the table, and the drop line behind the mouth.
 */
function pocket(
  id: PocketId,
  jaws: [Vec, Vec],
  alongRail: [Vec, Vec],
  facingDeg: number,
  dropDepth: number,
  centre: Vec,
): { segments: CushionSegment[]; points: CushionPoint[]; drop: DropLine } {
  const mouthMid = mul(add(jaws[0], jaws[1]), 0.5);
  const axis = norm(sub(mouthMid, centre)); // from the table into the pocket
  const turn = 180 - facingDeg;
  const ends: Vec[] = [];
  const segments: CushionSegment[] = [];
  jaws.forEach((jaw, i) => {
    // Turn the rail direction away from the table: pick the sign that increases the depth along the axis.
    const plus = rotate(alongRail[i]!, turn);
    const minus = rotate(alongRail[i]!, -turn);
    const dir = plus.x * axis.x + plus.y * axis.y > minus.x * axis.x + minus.y * axis.y ? plus : minus;
    const depthPerM = dir.x * axis.x + dir.y * axis.y;
    const end = add(jaw, mul(dir, (dropDepth * 1.6) / depthPerM));
    ends.push(end);
    segments.push(segment(jaw, end, `${id} facing`, centre));
  });
  const dropA = add(jaws[0], mul(axis, dropDepth));
  const dropB = add(jaws[1], mul(axis, dropDepth));
  const dropN = mul(axis, -1);
  // Widen the drop line to the facings' span so no ball slips past its ends.
  const span = norm(sub(dropB, dropA));
  const drop = { pocket: id, a: add(dropA, mul(span, -0.05)), b: add(dropB, mul(span, 0.05)), n: dropN };
  return {
    segments,
    points: jaws.map((p, i) => ({ kind: 'point' as const, p, name: `${id} jaw ${i + 1}` })),
    drop,
  };
}

function build(): TableModel {
  const L = 8;
  const W = 4;
  const c = CORNER_MOUTH_JAW;
  const s = SIDE_MOUTH_JAW;
  const centre = d(L / 2, W / 2);
  const segments: CushionSegment[] = [
    segment(d(c, 0), d(4 - s, 0), 'bottom rail', centre),
    segment(d(4 + s, 0), d(L - c, 0), 'bottom rail', centre),
    segment(d(c, W), d(4 - s, W), 'top rail', centre),
    segment(d(4 + s, W), d(L - c, W), 'top rail', centre),
    segment(d(0, c), d(0, W - c), 'left rail', centre),
    segment(d(L, c), d(L, W - c), 'right rail', centre),
  ];
  const points: CushionPoint[] = [];
  const drops: DropLine[] = [];
  const add3 = (p: ReturnType<typeof pocket>) => {
    segments.push(...p.segments);
    points.push(...p.points);
    drops.push(p.drop);
  };
  const xm = { x: -1, y: 0 };
  const xp = { x: 1, y: 0 };
  const ym = { x: 0, y: -1 };
  const yp = { x: 0, y: 1 };
  add3(pocket('bottom-left', [d(c, 0), d(0, c)], [xm, ym], CORNER_FACING_DEG, CORNER_DROP_M, centre));
  add3(pocket('top-left', [d(c, W), d(0, W - c)], [xm, yp], CORNER_FACING_DEG, CORNER_DROP_M, centre));
  add3(pocket('bottom-right', [d(L - c, 0), d(L, c)], [xp, ym], CORNER_FACING_DEG, CORNER_DROP_M, centre));
  add3(pocket('top-right', [d(L - c, W), d(L, W - c)], [xp, yp], CORNER_FACING_DEG, CORNER_DROP_M, centre));
  add3(pocket('bottom-side', [d(4 - s, 0), d(4 + s, 0)], [xp, xm], SIDE_FACING_DEG, SIDE_DROP_M, centre));
  add3(pocket('top-side', [d(4 - s, W), d(4 + s, W)], [xp, xm], SIDE_FACING_DEG, SIDE_DROP_M, centre));
  return { segments, points, drops, length: L * DIAMOND_M, width: W * DIAMOND_M };
}

/** The 9-ft table every card is played on. */
export const TABLE: TableModel = build();
