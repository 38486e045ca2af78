/** What the path engine (computePath in paths.ts) computes for a card's geometry. */
import type { Point, Rail } from '../card.types.js';
import type { BallState } from './ball-motion.js';
import type { DiamondSystemTrack } from './diamond-system.js';

/** How a kick's path was found (kicks.ts). */
export interface KickModel {
  /**
   * 'mirror': the drawn path is the exact mirror construction (the ball arrives sliding, or its roll and
   * side spin move it less than MIRROR_TOLERANCE at the target); 'rolling': the path engine's rolling and
   * side-spin rebound (ball-motion.ts), aimed so it reaches the target; 'system': the corner-5 track.
   */
  kind: 'mirror' | 'rolling' | 'system';
  /** The mirror construction's first-rail contact (the geometric aim point). */
  mirrorAim?: Point;
  /** The image of the target (object ball or ghost ball) reflected about the cushion lines, last rail first. */
  mirrorImage?: Point;
  /** The straight line of the construction: cue ball → mirrorImage (off the table after the first rail). */
  mirrorLine?: [Point, Point];
  /**
   * Where the modelled ball must meet the first rail minus the mirror aim, along the rail, in diamonds:
   * + long (further along the cue ball's travel), − short. 0 for a mirror path.
   */
  aimShift: number;
  /** How far the modelled ball aimed at the mirror point passes from the target (diamonds). */
  mirrorMiss?: number;
  /** Roll along the travel at the first rail (ball-motion.ts rollFraction): 0 stun … 1 rolling. */
  rollAtFirstRail?: number;
  /** The cue ball's state as it meets the object ball. */
  arrival?: BallState;
  /** Why no modelled path was found (the mirror path is drawn instead). */
  problem?: string;
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
  /** Position shots: the last leg the end point was chosen on (for diagnostics). */
  lastLeg?: Point[];
  /** Kicks: how the path was found, the mirror construction and the cue ball's state at contact. */
  kick?: KickModel;
}
