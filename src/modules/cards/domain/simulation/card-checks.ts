/**
 * What the simulation proves about a card (simulationProblems): each problem is a sentence with the
 * measured value and what to change. The card is played as card-shot.ts describes, at the middle of
 * its printed speed range and at both ends:
 * - POTS (position cards and kick pots): the object ball drops in the card's pocket at every speed of
 *   the range; the cue ball never falls and never touches a ball but the object ball;
 * - POSITION: at the middle speed the cue ball stops inside the drawn target zone (TARGET_TOLERANCE
 *   around `target`); the ends of the range stay playable (the pot and no foul);
 * - KICKS: at every speed of the range the printed aim sends the cue ball through its rails to the
 *   object ball first; a safety is a legal hit (after contact a ball reaches a cushion) and the cue ball
 *   does not fall; a drawn finish is where the simulated balls stop (FINISH_TOLERANCE); a safety leaves
 *   the opponent no easy shot (safety-reply.ts: the best reply is computed and drawn);
 * - STROKES: an elevation printed where the cue ball lies within 2 in of a cushion nose and is struck
 *   below centre (a level cue cannot reach there); every ball the cue ball passes cleared by at least
 *   half a ball. (The tip's miscue limit and the speed scale are checked by validation.ts.)
 */
import type { CardGeometry } from '../card.types.js';
import { FINISH_TOLERANCE, QUARTER_BALL, TARGET_TOLERANCE } from '../geometry/validation-limits.js';
import { fmt, fmtP } from '../geometry/vectors.js';
import {
  CUE,
  OBJECT,
  contactOffset,
  pathInDiamonds,
  playCard,
  speedRange,
  toDiamonds,
  distanceD,
  type PlayedShot,
} from './card-shot.js';
import { DIAMOND_M, R } from './parameters.js';
import { EASY_CUT_DEG, EASY_DISTANCE, bestReply, describeReply, type Reply } from './safety-reply.js';

/** The opponent's best reply from where a played safety leaves the balls. */
export function safetyReply(shot: PlayedShot): Reply | undefined {
  const cue = toDiamonds(shot.sim.final[CUE]!.p);
  const balls = shot.sim.final
    .slice(1)
    .flatMap((s, k) => (shot.sim.pocketed[k + 1] ? [] : [toDiamonds(s.p)]));
  return bestReply(cue, balls);
}

const R_D = R / DIAMOND_M;
/** A cue ball whose edge is this close to a cushion nose (2 in) needs the cue elevated. */
export const ELEVATION_DISTANCE = 2 / 12.5;
/** The least gap, between the balls' surfaces, at which the cue ball may pass another ball (half a ball). */
export const CLEARANCE = R_D;

function railName(name: string): string {
  return name.replace(' rail', '');
}

/** The cue ball's cushions before its first ball contact, and that first ball. */
export function approach(shot: PlayedShot): { rails: string[]; first?: number; at?: number } {
  const rails: string[] = [];
  for (const e of shot.sim.events) {
    if (e.kind === 'cushion' && e.ball === CUE) rails.push(railName(e.name));
    if (e.kind === 'ball' && e.balls.includes(CUE)) {
      return { rails, first: e.balls[0] === CUE ? e.balls[1] : e.balls[0], at: e.t };
    }
  }
  return { rails };
}

/** The cue ball's cushions after its first ball contact, until it stops. */
export function afterContactRails(shot: PlayedShot): string[] {
  const contact = shot.sim.events.find((e) => e.kind === 'ball' && e.balls.includes(CUE));
  if (!contact) return [];
  return shot.sim.events.flatMap((e) =>
    e.kind === 'cushion' && e.ball === CUE && e.t > contact.t ? [railName(e.name)] : [],
  );
}

function fouls(shot: PlayedShot, label: string): string[] {
  const out: string[] = [];
  const cuePocket = shot.sim.pocketed[CUE];
  if (cuePocket) out.push(`${label} the cue ball falls in the ${cuePocket} pocket (a scratch)`);
  const touched = new Set<number>();
  for (const e of shot.sim.events) {
    if (e.kind === 'ball' && e.balls.includes(CUE)) touched.add(e.balls[0] === CUE ? e.balls[1] : e.balls[0]);
  }
  for (const i of touched) {
    if (i === OBJECT) continue;
    const ball = shot.balls[i]!;
    out.push(`${label} the cue ball runs into the ${ball.role} ball at ${fmtP(ball.at)}`);
  }
  return out;
}

function potProblems(g: CardGeometry, shot: PlayedShot, label: string): string[] {
  if (!g.pocket) return [];
  const fell = shot.sim.pocketed[OBJECT];
  if (fell === g.pocket) return [];
  const end = toDiamonds(shot.sim.final[OBJECT]!.p);
  return [
    `${label} the object ball ${fell ? `falls in the ${fell} pocket` : `misses the ${g.pocket} pocket and stops at ${fmtP(end)}`}`,
  ];
}

/** The closest the cue ball's path comes to each ball it never touches (gap between surfaces). */
function clearanceProblems(shot: PlayedShot): string[] {
  const path = pathInDiamonds(shot, CUE);
  const touched = new Set<number>([CUE]);
  for (const e of shot.sim.events) if (e.kind === 'ball') e.balls.forEach((b) => touched.add(b));
  const out: string[] = [];
  shot.balls.forEach((ball, i) => {
    if (touched.has(i)) return;
    const gap = Math.min(...path.map((p) => distanceD(p, ball.at))) - 2 * R_D;
    if (gap < CLEARANCE - 1e-9) {
      out.push(
        `the cue ball passes ${fmt(gap)} diamonds (${fmt(gap * 12.5)} in) from the ${ball.role} ball at ${fmtP(ball.at)}, less than half a ball: move that ball or the route`,
      );
    }
  });
  return out;
}

function strokeProblems(g: CardGeometry): string[] {
  const out: string[] = [];
  const c = g.cueBall;
  const gap = Math.min(c.x, 8 - c.x, c.y, 4 - c.y) - R_D;
  const elevation = g.elevationDeg;
  if (gap < ELEVATION_DISTANCE && g.tip.y < 0 && !(elevation && elevation > 0)) {
    out.push(
      `the cue ball is ${fmt(gap * 12.5)} in from a cushion and the tip below centre: print the cue elevation (elevationDeg) the stroke needs`,
    );
  }
  return out;
}

/** Problems the simulation finds with the card's printed stroke; [] when it produces its drawn result. */
export function simulationProblems(g: CardGeometry): string[] {
  const problems = strokeProblems(g);
  const r = speedRange(g);
  const mid = playCard(g, r.mid);
  if (!mid) {
    return [
      ...problems,
      `no aim pots the object ball in the ${g.pocket ?? ''} pocket at speed ${fmt(r.mid)}`,
    ];
  }
  const levels = [
    { label: `at speed ${fmt(r.mid)}`, shot: mid },
    ...(r.min < r.mid ? [{ label: `at speed ${fmt(r.min)} (the soft end)`, shot: playCard(g, r.min) }] : []),
    ...(r.max > r.mid ? [{ label: `at speed ${fmt(r.max)} (the hard end)`, shot: playCard(g, r.max) }] : []),
  ];
  const seen = new Set<string>();
  for (const { label, shot } of levels) {
    if (!shot) continue;
    const found: string[] = [];
    if (g.kind === 'kick') {
      const a = approach(shot);
      const want = g.rails.join(', ');
      if (a.first !== OBJECT) {
        const what =
          a.first === undefined ? 'touches no ball' : `hits the ${shot.balls[a.first]!.role} ball first`;
        found.push(
          `${label} the cue ball aimed as printed ${what} (rails met: ${a.rails.join(', ') || 'none'})`,
        );
      } else if (a.rails.join(', ') !== want) {
        found.push(
          `${label} the cue ball meets ${a.rails.join(', ') || 'no rail'} before the object ball, not ${want}`,
        );
      }
      if (!g.pocket && a.first === OBJECT && shot === mid) {
        const offset = contactOffset(shot);
        const want = g.aimOffset ?? 0;
        if (offset !== undefined && Math.abs(offset - want) > QUARTER_BALL / R_D) {
          found.push(
            `${label} the printed aim meets the object ball ${fmt(offset)} R off full, not ${fmt(want)} R (more than a quarter ball out): ${g.correctedAim ? 'move' : 'print'} the corrected aim (npm run cards:strokes)`,
          );
        }
      }
      if (!g.pocket && a.first === OBJECT) {
        const after = shot.sim.events.filter((e) => e.kind === 'cushion' && e.t > (a.at ?? 0));
        if (!after.length) found.push(`${label} no ball reaches a cushion after contact (a foul)`);
      }
    }
    found.push(...potProblems(g, shot, label), ...fouls(shot, label));
    for (const f of found) {
      const key = f.replace(/^at speed [^ ]+( \([^)]*\))? /, '');
      if (!seen.has(key)) problems.push(f);
      seen.add(key);
    }
  }
  const end = toDiamonds(mid.sim.final[CUE]!.p);
  if (g.kind === 'position') {
    const after = afterContactRails(mid);
    if (after.join(', ') !== g.rails.join(', ')) {
      problems.push(
        `at speed ${fmt(r.mid)} the cue ball meets ${after.join(', ') || 'no rail'} after contact, not ${g.rails.join(', ') || 'no rail'}: list the rails it meets or change the stroke`,
      );
    }
    const miss = distanceD(end, g.target);
    if (miss > TARGET_TOLERANCE) {
      problems.push(
        `at speed ${fmt(r.mid)} the cue ball stops at ${fmtP(end)}, ${fmt(miss)} from the target ${fmtP(g.target)} (the zone's radius is ${TARGET_TOLERANCE})`,
      );
    }
  } else if (g.finish) {
    const miss = distanceD(end, g.finish.cueBall);
    if (miss > FINISH_TOLERANCE) {
      problems.push(
        `at speed ${fmt(r.mid)} the cue ball stops at ${fmtP(end)}, ${fmt(miss)} from the drawn finish ${fmtP(g.finish.cueBall)}`,
      );
    }
    const ob = g.finish.objectBall;
    if (ob && !g.pocket) {
      const obEnd = toDiamonds(mid.sim.final[OBJECT]!.p);
      const obMiss = distanceD(obEnd, ob);
      if (obMiss > FINISH_TOLERANCE) {
        problems.push(
          `at speed ${fmt(r.mid)} the object ball stops at ${fmtP(obEnd)}, ${fmt(obMiss)} from the drawn finish ${fmtP(ob)}`,
        );
      }
    }
  }
  if (g.kind === 'kick' && !g.pocket) {
    const reply = safetyReply(mid);
    if (reply?.easy) {
      problems.push(
        `at speed ${fmt(r.mid)} the safety leaves ${describeReply(reply)}: an easy shot (cut ≤ ${EASY_CUT_DEG}° within ${EASY_DISTANCE} diamonds); change the layout or the stroke so every reply is thin, long or hidden`,
      );
    }
  }
  problems.push(...clearanceProblems(mid));
  return problems;
}
