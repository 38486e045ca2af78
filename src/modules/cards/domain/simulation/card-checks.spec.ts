import { describe, expect, it } from '@jest/globals';
import type { KickGeometry, PositionGeometry } from '../card.types.js';
import { CUE, OBJECT, pathInDiamonds, playCard, toDiamonds } from './card-shot.js';
import { simulationProblems } from './card-checks.js';
import { proposeStroke } from './stroke-solver.js';

/** A straight-in stun shot into the top-right corner, the next ball off to the side. */
const straightIn = (over: Partial<PositionGeometry> = {}): PositionGeometry => ({
  kind: 'position',
  cueBall: { x: 5.5, y: 1.5 },
  objectBall: { x: 6.8, y: 2.8 },
  pocket: 'top-right',
  shot: 'stop',
  rails: [],
  target: { x: 6.65, y: 2.65 },
  finishZone: 'foot-end',
  nextBall: { x: 3, y: 3 },
  tip: { x: 0, y: -0.3 },
  speed: [2, 3],
  ...over,
});

/** Where the simulated cue ball stops when the card is played at its middle speed. */
const stopsAt = (g: PositionGeometry) => toDiamonds(playCard(g)!.sim.final[CUE]!.p);

describe('what the simulation proves about a card', () => {
  it('passes a position card whose cue ball stops in its target zone, the pot made at both ends', () => {
    const g = straightIn();
    const target = stopsAt(g);
    expect(simulationProblems({ ...g, target })).toEqual([]);
  });

  it('reports a printed speed that sends the cue ball past its target', () => {
    const g = straightIn({ tip: { x: 0, y: 0.3 }, shot: 'follow', speed: [4, 5] });
    expect(simulationProblems(g).join('\n')).toMatch(/stops at .* from the target/);
  });

  it('reports a scratch: a hard follow shot straight in follows the object ball into the pocket', () => {
    const g = straightIn({
      cueBall: { x: 6.2, y: 2.2 },
      tip: { x: 0, y: 0.45 },
      shot: 'follow',
      speed: [5, 5],
    });
    expect(simulationProblems(g).join('\n')).toMatch(/cue ball falls in the top-right pocket \(a scratch\)/);
  });

  it('reports the cue ball running into the next ball and passing another too close', () => {
    // A cut: the cue ball leaves along the tangent line, away from the object ball's path.
    const g = straightIn({
      objectBall: { x: 6.9, y: 3.3 },
      shot: 'stun',
      tip: { x: 0, y: -0.2 },
      speed: [2, 2],
    });
    const after = pathInDiamonds(playCard(g)!, CUE).slice(-12);
    const onRoute = after[0]!;
    expect(simulationProblems({ ...g, nextBall: onRoute }).join('\n')).toMatch(/runs into the next ball/);
    // 0.22 diamond beside the route (square to it): no contact, but less than half a ball of gap.
    const next = after[1]!;
    const l = Math.hypot(next.x - onRoute.x, next.y - onRoute.y);
    const beside = {
      x: onRoute.x - (0.22 * (next.y - onRoute.y)) / l,
      y: onRoute.y + (0.22 * (next.x - onRoute.x)) / l,
    };
    const problems = simulationProblems({ ...g, nextBall: beside }).join('\n');
    expect(problems).toMatch(/passes .* from the next ball .* less than half a ball/);
  });

  it('asks for the cue elevation when the cue ball lies against a cushion and is struck below centre', () => {
    const g = straightIn({ cueBall: { x: 5.5, y: 0.12 }, objectBall: { x: 7, y: 2 }, pocket: 'top-right' });
    expect(simulationProblems(g).join('\n')).toMatch(/print the cue elevation/);
    expect(simulationProblems({ ...g, elevationDeg: 15 }).join('\n')).not.toMatch(/cue elevation/);
  });

  it('reports a kick whose printed aim misses the contact by more than a quarter ball, and passes the solved aim', () => {
    const kick: KickGeometry = {
      kind: 'kick',
      cueBall: { x: 2, y: 1.5 },
      objectBall: { x: 6, y: 0.7 },
      blockers: [{ x: 4, y: 1.1 }],
      rails: ['top'],
      method: 'mirror',
      tip: { x: 0, y: 0.3 },
      speed: [2, 2],
    };
    // Rolling softly, the ball comes off the rail wider than the mirror line.
    const quarter = /more than a quarter ball out|touches no ball/;
    expect(simulationProblems(kick).join('\n')).toMatch(quarter);
    const proposal = proposeStroke(kick);
    expect(proposal.aim).toBeDefined();
    const fixed: KickGeometry = { ...kick, correctedAim: proposal.aim, speed: proposal.speed };
    expect(simulationProblems(fixed).join('\n')).not.toMatch(quarter);
  });

  it('reports a kick pot whose object ball misses the pocket', () => {
    const kick: KickGeometry = {
      kind: 'kick',
      cueBall: { x: 2, y: 1 },
      objectBall: { x: 7.2, y: 0.8 },
      blockers: [{ x: 4.5, y: 0.9 }],
      rails: ['top'],
      method: 'mirror',
      pocket: 'bottom-right',
      tip: { x: 0, y: 0 },
      speed: [3, 3],
      correctedAim: { x: 3, y: 3.91 },
    };
    const played = playCard(kick)!;
    expect(played.sim.pocketed[OBJECT]).not.toBe('bottom-right');
    expect(simulationProblems(kick).join('\n')).toMatch(
      /object ball (misses|falls)|touches no ball|hits the blocker/,
    );
  });
});

describe('the stroke solver', () => {
  it('proposes a position stroke whose cue ball stops in the target zone', () => {
    const g = straightIn({ target: { x: 6.62, y: 2.62 }, speed: [5, 5], tip: { x: 0, y: 0 }, shot: 'stop' });
    const s = proposeStroke(g);
    expect(s.targetMiss).toBeLessThan(0.35);
    expect(
      simulationProblems({ ...g, tip: s.tip, speed: s.speed }).filter((p) => /target|scratch|pocket/.test(p)),
    ).toEqual([]);
  });
});
