/** What the path engine (computePath in paths.ts) computes for a card's geometry. */
import type { Point, Rail } from '../card.types.js';
import type { DiamondSystemTrack } from './diamond-system.js';

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
}
