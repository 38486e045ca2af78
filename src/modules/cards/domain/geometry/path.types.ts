/**
 * A shot's lines: what the construction (computePath in paths.ts) finds, and what the simulation of
 * the stroke draws (simulation/card-path.ts: the same shape, the balls' simulated paths).
 */
import type { Point, Rail } from '../card.types.js';
import type { DiamondSystemTrack } from './diamond-system.js';

/** A kick's construction (kicks.ts). */
export interface KickModel {
  /** 'mirror': the mirror construction; 'system': the corner-5 track. */
  kind: 'mirror' | 'system';
  /** The mirror construction's first-rail contact (the geometric aim point). */
  mirrorAim?: Point;
  /** The image of the target (object ball or ghost ball) reflected about the cushion lines, last rail first. */
  mirrorImage?: Point;
  /** The straight line of the construction: cue ball → mirrorImage (off the table after the first rail). */
  mirrorLine?: [Point, Point];
}

export interface ComputedPath {
  /** Cue-ball centre from its start to where it ends. */
  cuePath: Point[];
  /** Object ball centre → pocket, when a ball is pocketed. */
  objectPath?: Point[];
  railContacts: Point[];
  /** Cue-ball centre at contact with the object ball. */
  ghostBall?: Point;
  /** Where the shot is aimed: first-rail contact (mirror), diamond sight (system), ghost ball (position). */
  aimPoint?: Point;
  /** The rail of each rail contact, in order. */
  railsHit: Rail[];
  /** Index in cuePath of each rail contact. */
  railContactIndices: number[];
  /** Index in cuePath where the cue ball meets the object ball. */
  contactIndex?: number;
  /** Cut angle in degrees (pocketed shots). */
  cutAngleDeg?: number;
  /** Diamond-system numbers (diamond-system kicks). */
  diamondSystem?: DiamondSystemTrack;
  /** A safety: the opponent's best reply from where the balls stop (cue ball → ghost, ball → pocket). */
  reply?: { from: Point; via?: Point; ghost: Point; ball: Point; pocket: Point; label: string };
  /** The cue ball's path at the soft and the hard end of the printed speed range (drawn faintly). */
  speedEnds?: { soft: Point[]; hard: Point[] };
  /** Kicks: the construction (mirror or corner-5). */
  kick?: KickModel;
}
