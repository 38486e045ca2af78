import {
  BALL_RADIUS,
  type CardGeometry,
  type KickGeometry,
  type Point,
  type PositionGeometry,
} from './card.types.js';
import {
  CUSHION_LINES,
  POCKETS,
  computePath,
  cutAngleDeg,
  diamondSystemTrack,
  ghostBallFor,
  isOnTable,
  objectBallForGhost,
  pointOnTrack,
  reflectAcrossRail,
  solveDiamondSystem,
  validateGeometry,
} from './geometry.js';

const R = BALL_RADIUS;
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const angleDeg = (a: Point, b: Point): number => {
  const c = (a.x * b.x + a.y * b.y) / (Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y));
  return (Math.acos(Math.max(-1, Math.min(1, c))) * 180) / Math.PI;
};
const expectPoint = (p: Point | undefined, q: Point, digits = 6): void => {
  expect(p).toBeDefined();
  expect(p!.x).toBeCloseTo(q.x, digits);
  expect(p!.y).toBeCloseTo(q.y, digits);
};

const kick = (over: Partial<KickGeometry>): KickGeometry => ({
  kind: 'kick',
  cueBall: { x: 2, y: 2 },
  objectBall: { x: 6, y: 2 },
  rails: ['bottom'],
  method: 'mirror',
  tip: { x: 0, y: 0 },
  speed: 3,
  ...over,
});

const position = (over: Partial<PositionGeometry>): PositionGeometry => ({
  kind: 'position',
  cueBall: { x: 2, y: 1 },
  objectBall: { x: 3, y: 2 },
  pocket: 'top-right',
  shot: 'stun',
  rails: [],
  target: { x: 3, y: 2 },
  tip: { x: 0, y: 0 },
  speed: 3,
  ...over,
});

/** Angle between an incoming and outgoing segment and the rail: incidence vs reflection. */
function railAngles(before: Point, at: Point, after: Point, longRail: boolean): [number, number] {
  const din = sub(at, before);
  const dout = sub(after, at);
  const a = (v: Point) =>
    (Math.atan2(Math.abs(longRail ? v.y : v.x), Math.abs(longRail ? v.x : v.y)) * 180) / Math.PI;
  return [a(din), a(dout)];
}

describe('table', () => {
  it('puts pockets at the corners and the side pockets at x = 4', () => {
    expect(POCKETS['bottom-left']).toEqual({ x: 0, y: 0 });
    expect(POCKETS['top-right']).toEqual({ x: 8, y: 4 });
    expect(POCKETS['bottom-side']).toEqual({ x: 4, y: 0 });
    expect(POCKETS['top-side']).toEqual({ x: 4, y: 4 });
  });

  it('has cushion lines one ball radius inside each rail', () => {
    expect(CUSHION_LINES).toEqual({ left: R, right: 8 - R, bottom: R, top: 4 - R });
    expect(reflectAcrossRail({ x: 3, y: 1 }, 'bottom')).toEqual({ x: 3, y: 2 * R - 1 });
    expect(reflectAcrossRail({ x: 3, y: 1 }, 'right')).toEqual({ x: 2 * (8 - R) - 3, y: 1 });
  });

  it('ghost ball sits two radii behind the object ball on the pocket line', () => {
    const o = { x: 4, y: 2 };
    const gb = ghostBallFor(o, 'top-right');
    expect(dist(gb, o)).toBeCloseTo(2 * R, 10);
    expect(angleDeg(sub(o, gb), sub(POCKETS['top-right'], o))).toBeCloseTo(0, 6);
    expectPoint(objectBallForGhost(gb, 'top-right'), o, 9);
  });
});

describe('mirror kicks', () => {
  it('one rail: hits the cushion line halfway between equal-distance balls (hand computed)', () => {
    // Both balls 1.91 above the bottom cushion line (y = 0.09): the contact is midway, at x = 3.
    const g = kick({ cueBall: { x: 1, y: 2 }, objectBall: { x: 5, y: 2 }, rails: ['bottom'] });
    const p = computePath(g);
    expect(p.railContacts).toHaveLength(1);
    expectPoint(p.railContacts[0], { x: 3, y: R });
    expectPoint(p.aimPoint, { x: 3, y: R });
    // Safety (no pocket): stops at contact, one ball diameter short of the object ball centre.
    expect(dist(p.cuePath[p.cuePath.length - 1], g.objectBall)).toBeCloseTo(2 * R, 9);
    const [inc, refl] = railAngles(p.cuePath[0], p.cuePath[1], p.cuePath[2], true);
    expect(Math.abs(inc - refl)).toBeLessThan(1e-9);
    expect(validateGeometry(g)).toEqual([]);
  });

  it('one rail, unequal distances: contact divides the rail in the ratio of the distances', () => {
    // Cue ball 1 above the cushion line, object ball 3 above: contact at 2 + 4·1/4 = 3.
    const g = kick({ cueBall: { x: 2, y: 1 + R }, objectBall: { x: 6, y: 3 + R }, rails: ['bottom'] });
    expectPoint(computePath(g).railContacts[0], { x: 3, y: R });
  });

  it('one rail with a pocket: reaches the ghost ball exactly', () => {
    const g = kick({
      cueBall: { x: 1.5, y: 2.5 },
      objectBall: { x: 6.5, y: 1.2 },
      blockers: [{ x: 4, y: 2 }],
      rails: ['top'],
      pocket: 'bottom-right',
    });
    const p = computePath(g);
    expectPoint(p.ghostBall, ghostBallFor(g.objectBall, 'bottom-right'), 9);
    expectPoint(p.cuePath[p.cuePath.length - 1], p.ghostBall!, 9);
    expect(p.objectPath).toEqual([g.objectBall, POCKETS['bottom-right']]);
    expect(validateGeometry(g)).toEqual([]);
  });

  it('two rails around a corner: double reflection, exact (hand computed)', () => {
    // Cue (2, 1), object (2, 3) with rails right then top. Image of O: reflect about the top
    // line y = 3.91 → (2, 4.82), then about the right line x = 7.91 → (13.82, 4.82).
    // Aim line from (2, 1), slope 3.82/11.82; meets x = 7.91 at y = 1 + 5.91·3.82/11.82.
    const g = kick({ cueBall: { x: 2, y: 1 }, objectBall: { x: 2, y: 3 }, rails: ['right', 'top'] });
    const p = computePath(g);
    const y1 = 1 + (5.91 * 3.82) / 11.82;
    expect(p.railsHit).toEqual(['right', 'top']);
    expectPoint(p.railContacts[0], { x: 8 - R, y: y1 });
    // Second contact: back along the mirrored line to y = 3.91.
    const x2 = 8 - R - ((4 - R - y1) * 11.82) / 3.82;
    expectPoint(p.railContacts[1], { x: x2, y: 4 - R });
    const c = p.cuePath;
    const [i1, r1] = railAngles(c[0], c[1], c[2], false);
    const [i2, r2] = railAngles(c[1], c[2], c[3], true);
    expect(Math.abs(i1 - r1)).toBeLessThan(1e-9);
    expect(Math.abs(i2 - r2)).toBeLessThan(1e-9);
    expect(validateGeometry(g)).toEqual([]);
  });

  it('two parallel rails: reflects last rail first', () => {
    const g = kick({ cueBall: { x: 1.5, y: 2 }, objectBall: { x: 5.5, y: 2 }, rails: ['top', 'bottom'] });
    const p = computePath(g);
    expect(p.railsHit).toEqual(['top', 'bottom']);
    // Symmetric: contacts at x = 1.5 + 4·(1.91/7.64) and 1.5 + 4·(1.91 + 3.82)/7.64.
    expect(p.railContacts[0].x).toBeCloseTo(1.5 + (4 * 1.91) / 7.64, 9);
    expect(p.railContacts[1].x).toBeCloseTo(1.5 + (4 * 5.73) / 7.64, 9);
    expect(validateGeometry(g)).toEqual([]);
  });
});

describe('diamond system (corner 5)', () => {
  it('reads the numbers: cue ball from the corner through the 2 arrives at 3', () => {
    // Cue ball on the line from the corner sights (−0.3, −0.3) to the aim sight (6, 4.3).
    const cue = { x: -0.3 + 6.3 * 0.2, y: -0.3 + 4.6 * 0.2 };
    const t = diamondSystemTrack(cue, ['top', 'right', 'bottom'], 2);
    expect(t.problem).toBeUndefined();
    expect(t.originNumber).toBeCloseTo(5, 9);
    expect(t.arrivalNumber).toBeCloseTo(3, 9);
    expectPoint(t.contacts[2], { x: 5, y: R }, 9);
    expectPoint(t.aimPoint, { x: 6, y: 4.3 }, 9);
    expect(t.path).toHaveLength(5);
    t.path.slice(1).forEach((p) => expect(isOnTable(p)).toBe(true));
  });

  it('numbers along the long rail go by halves and along the short rail by units', () => {
    // From the sight at x = 2 on the bottom rail (origin 4) through aim 1 → arrival 3.
    const along = diamondSystemTrack({ x: 2 + 5 * 0.1, y: -0.3 + 4.6 * 0.1 }, ['top', 'right', 'bottom'], 1);
    expect(along.originNumber).toBeCloseTo(4, 9);
    expect(along.arrivalNumber).toBeCloseTo(3, 9);
    // From the sight at y = 2 on the left rail (origin 7) through aim 3 → arrival 4.
    const up = diamondSystemTrack({ x: -0.3 + 5.3 * 0.2, y: 2 + 2.3 * 0.2 }, ['top', 'right', 'bottom'], 3);
    expect(up.originNumber).toBeCloseTo(7, 9);
  });

  it('mirror-image routes use the mirrored numbering', () => {
    const cue = { x: -0.3 + 6.3 * 0.2, y: -0.3 + 4.6 * 0.2 };
    const mirrored = { x: 8 - cue.x, y: 4 - cue.y };
    const t = diamondSystemTrack(mirrored, ['bottom', 'left', 'top'], 2);
    expect(t.arrivalNumber).toBeCloseTo(3, 9);
    expectPoint(t.contacts[2], { x: 3, y: 4 - R }, 9);
  });

  it('solves the aim so the track reaches the object ball, with rails in order and on the table', () => {
    const cue = { x: 1.2, y: 0.8 };
    const base = diamondSystemTrack(cue, ['top', 'right', 'bottom'], 2.5);
    const ghost = pointOnTrack(base, 1.2);
    const objectBall = objectBallForGhost(ghost, 'top-left');
    const g = kick({
      cueBall: cue,
      objectBall,
      rails: ['top', 'right', 'bottom'],
      method: 'diamond-system',
      pocket: 'top-left',
      tip: { x: 0.3, y: 0.1 },
    });
    const sol = solveDiamondSystem(cue, g.rails, ghost)!;
    expect(sol.miss).toBeLessThan(1e-6);
    expect(sol.aimNumber).toBeCloseTo(2.5, 4);
    const p = computePath(g);
    expect(p.railsHit).toEqual(['top', 'right', 'bottom']);
    expect(dist(p.cuePath[p.cuePath.length - 1], ghost)).toBeLessThan(1e-6);
    expect(p.diamondSystem!.arrivalNumber).toBeCloseTo(
      p.diamondSystem!.originNumber - p.diamondSystem!.aimNumber,
      9,
    );
    expect(validateGeometry(g)).toEqual([]);
  });

  it('reports an object ball no system track reaches, and left English on a clockwise route', () => {
    const g = kick({
      cueBall: { x: 1.2, y: 0.8 },
      objectBall: { x: 7.5, y: 3.5 },
      rails: ['top', 'right', 'bottom'],
      method: 'diamond-system',
      tip: { x: -0.3, y: 0 },
    });
    const problems = validateGeometry(g);
    expect(problems.join('\n')).toMatch(/no corner-5 track/);
    expect(problems.join('\n')).toMatch(/running side spin/);
  });
});

describe('position play', () => {
  it('stop: straight in, the cue ball stops at the ghost ball', () => {
    const g = position({
      cueBall: { x: 2, y: 2 },
      objectBall: { x: 6, y: 2 },
      pocket: 'top-right',
      shot: 'stop',
      tip: { x: 0, y: -0.2 },
    });
    // Make it straight in: cue ball on the object-ball → pocket line.
    const u = sub(POCKETS['top-right'], g.objectBall);
    const k = 2 / Math.hypot(u.x, u.y);
    g.cueBall = { x: g.objectBall.x - k * u.x, y: g.objectBall.y - k * u.y };
    g.target = ghostBallFor(g.objectBall, g.pocket);
    const p = computePath(g);
    expect(p.cuePath).toHaveLength(2);
    expectPoint(p.cuePath[1], p.ghostBall!, 12);
    expect(validateGeometry(g)).toEqual([]);
  });

  it('stun leaves along the tangent line, 90° from the object ball', () => {
    const g = position({
      cueBall: { x: 1, y: 1 },
      objectBall: { x: 4, y: 2.5 },
      pocket: 'top-right',
      shot: 'stun',
    });
    const p = computePath(g);
    const gb = p.ghostBall!;
    const out = sub(p.lastLeg![1], p.lastLeg![0]);
    const obLine = sub(POCKETS['top-right'], g.objectBall);
    expect(angleDeg(out, obLine)).toBeCloseTo(90, 6);
    // On the side away from the object ball's path: same side as the approach's sideways part.
    const approach = sub(gb, g.cueBall);
    expect(Math.sign(approach.x * obLine.y - approach.y * obLine.x)).toBe(
      Math.sign(out.x * obLine.y - out.y * obLine.x),
    );
  });

  it('follow obeys the 30° rule for a half-ball hit', () => {
    const o = { x: 4, y: 2 };
    const pocket = 'top-right' as const;
    const u = sub(POCKETS[pocket], o);
    const ul = Math.hypot(u.x, u.y);
    // Rotate the object ball line by 30° to get the approach, back off 3 diamonds from the ghost ball.
    const gb = ghostBallFor(o, pocket);
    const a = {
      x: (u.x * Math.cos(Math.PI / 6) - u.y * Math.sin(Math.PI / 6)) / ul,
      y: (u.x * Math.sin(Math.PI / 6) + u.y * Math.cos(Math.PI / 6)) / ul,
    };
    const cue = { x: gb.x - 2 * a.x, y: gb.y - 2 * a.y };
    const g = position({ cueBall: cue, objectBall: o, pocket, shot: 'follow', tip: { x: 0, y: 0.4 } });
    const p = computePath(g);
    expect(p.cutAngleDeg).toBeCloseTo(30, 6);
    // Final rolling direction: last two points of the free path (leg).
    const leg = p.lastLeg!;
    const final = sub(leg[leg.length - 1], leg[leg.length - 2]);
    const deflection = angleDeg(final, a);
    expect(deflection).toBeGreaterThan(28);
    expect(deflection).toBeLessThan(36);
    // Bent from the tangent (90°) toward the object ball's line.
    expect(angleDeg(final, u)).toBeLessThan(90);
  });

  it('draw bends back from the tangent line, more with more draw', () => {
    const base = {
      cueBall: { x: 2, y: 1 },
      objectBall: { x: 4, y: 2.2 },
      pocket: 'top-right' as const,
      shot: 'draw' as const,
    };
    const finalAngle = (tipY: number): number => {
      const p = computePath(position({ ...base, tip: { x: 0, y: tipY } }));
      const leg = p.lastLeg!;
      const final = sub(leg[leg.length - 1], leg[leg.length - 2]);
      return angleDeg(final, sub(p.ghostBall!, base.cueBall));
    };
    expect(finalAngle(-0.2)).toBeGreaterThan(90);
    expect(finalAngle(-0.5)).toBeGreaterThan(finalAngle(-0.2));
  });

  it('rebounds off the listed rails and ends at the point closest to the target', () => {
    const g = position({
      cueBall: { x: 2, y: 1 },
      objectBall: { x: 4, y: 2.2 },
      pocket: 'top-right',
      shot: 'stun',
      rails: ['top'],
      target: { x: 1, y: 2 },
    });
    const free = computePath({ ...g, target: { x: 0, y: 0 } });
    const p = computePath(g);
    expect(p.railsHit).toEqual(['top']);
    const end = p.cuePath[p.cuePath.length - 1];
    // Place the target right on the computed path and check it validates.
    const ok = { ...g, target: end };
    expect(validateGeometry(ok).filter((m) => m.includes('target'))).toEqual([]);
    expect(free.railsHit.length).toBeGreaterThanOrEqual(1);
  });
});

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
      position({ cueBall: { x: cx, y: cy }, objectBall: { x: ox, y: oy }, shot: 'follow', speed: 5 }),
    );
  }
  it.each(geometries.map((g, i) => [i, g] as const))('geometry %i', (_i, g) => {
    const p = computePath(g);
    for (const pt of p.cuePath) expect(isOnTable(pt)).toBe(true);
  });
});

describe('validation reports invalid geometry', () => {
  const messages = (g: CardGeometry): string => validateGeometry(g).join('\n');

  it('overlapping balls and balls off the table', () => {
    expect(messages(kick({ cueBall: { x: 2, y: 2 }, objectBall: { x: 2.1, y: 2 } }))).toMatch(/overlap/);
    expect(messages(kick({ cueBall: { x: 2, y: 4.5 } }))).toMatch(/cue ball \(2, 4.5\) is off the table/);
  });

  it('tip beyond the miscue limit', () => {
    expect(messages(kick({ tip: { x: 0.6, y: 0.5 } }))).toMatch(/miscue limit/);
  });

  it('wrong rail order', () => {
    // Cue ball near the right rail, object ball near the top: going right-then-top is fine, top-then-right is not.
    expect(
      messages(kick({ cueBall: { x: 2, y: 1 }, objectBall: { x: 2, y: 3 }, rails: ['top', 'right'] })),
    ).toMatch(/rails/);
  });

  it('rail contact in a pocket mouth', () => {
    // Equal distances from the bottom rail, symmetric about x = 4: contact in the side pocket.
    expect(
      messages(kick({ cueBall: { x: 3, y: 1 }, objectBall: { x: 5, y: 1 }, rails: ['bottom'] })),
    ).toMatch(/bottom-side pocket mouth/);
  });

  it('blocked kick path', () => {
    expect(
      messages(kick({ cueBall: { x: 2, y: 2 }, objectBall: { x: 6, y: 2 }, blockers: [{ x: 3, y: 1.05 }] })),
    ).toMatch(/runs into the blocker 1/);
  });

  it('position that misses its target, impossible cut and shallow side pocket', () => {
    expect(messages(position({ target: { x: 7, y: 0.5 } }))).toMatch(/passes .* from the target/);
    expect(
      messages(position({ cueBall: { x: 6, y: 3.5 }, objectBall: { x: 4, y: 2 }, pocket: 'top-right' })),
    ).toMatch(/cut angle/);
    expect(
      messages(position({ cueBall: { x: 1, y: 1 }, objectBall: { x: 7, y: 0.5 }, pocket: 'bottom-side' })),
    ).toMatch(/cannot enter the bottom-side pocket/);
  });

  it('shot type and tip must agree', () => {
    expect(messages(position({ shot: 'draw', tip: { x: 0, y: 0.3 } }))).toMatch(/draw shot needs tip.y/);
    expect(messages(position({ shot: 'follow', tip: { x: 0, y: -0.3 } }))).toMatch(/follow shot needs tip.y/);
  });

  it('cut angle helper', () => {
    expect(cutAngleDeg({ x: 1, y: 0 }, { x: 4, y: 2 }, 'top-side')).toBeCloseTo(90, 9);
  });
});
