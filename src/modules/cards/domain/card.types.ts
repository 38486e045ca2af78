/**
 * The card domain: static deck content, table geometry and the types the renderer draws.
 *
 * Table coordinates are in diamonds on a 2:1 table measured on the cushion noses' playing
 * surface: x runs 0–8 along the long rails (x = 0 is the head/left short rail, x = 8 the foot/right
 * short rail), y runs 0–4 across (y = 0 is the bottom long rail, y = 4 the top long rail).
 * On a 9-ft table one diamond is 12.5 in (317.5 mm) and a ball is 2.25 in across, so the ball
 * radius is BALL_RADIUS diamonds.
 */

export const DECK_COLORS = ['black', 'red', 'blue'] as const;
export type DeckColor = (typeof DECK_COLORS)[number];

/** Suit order used for sorting: spades 0, clubs 1, diamonds 2, hearts 3. */
export const CARD_SUITS = ['spades', 'clubs', 'diamonds', 'hearts'] as const;
export type CardSuit = (typeof CARD_SUITS)[number];

/** Rank letters as used in card identifiers (AS, 10C, KH): ace 1 … king 13. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export type Rank = (typeof RANKS)[number];

export const STRENGTHS = ['soft', 'soft to medium', 'medium', 'medium to hard', 'hard'] as const;
export type Strength = (typeof STRENGTHS)[number];

/** Ball radius in diamonds (2.25 in ball / 2 on a 12.5 in diamond). */
export const BALL_RADIUS = 0.09;

export interface Point {
  x: number;
  y: number;
}

export type Rail = 'bottom' | 'top' | 'left' | 'right';

export type PocketId = 'bottom-left' | 'bottom-side' | 'bottom-right' | 'top-left' | 'top-side' | 'top-right';

/**
 * Where the cue tip strikes the cue ball, as a fraction of the ball radius R seen from behind:
 * x > 0 right side spin, x < 0 left; y > 0 above centre (follow), y < 0 below (draw). Within the
 * miscue limit of 0.5 R from centre (simulation/parameters.ts MISCUE_LIMIT).
 */
export interface TipOffset {
  x: number;
  y: number;
}

/**
 * The stroke's speed as a range on the 1 (soft) … 5 (hard) scale of simulation/parameters.ts
 * (SPEED_LEVELS: the cue ball's speed off a level centre-ball hit, named by the table lengths it would
 * roll). The drawn path is the stroke at the middle of the range; both ends must stay playable.
 */
export type SpeedRange = readonly [min: number, max: number];

/**
 * A kick: the cue ball goes to one or more rails first, then contacts the object ball.
 * - `mirror`: 1 or 2 rails; the aim point is found by reflecting the object ball about the
 *   cushion line(s), one ball radius inside each cushion. That is where a ball arriving sliding
 *   goes; the path drawn is where the cue ball goes at the card's speed and tip (a rolling ball
 *   rebounds wider: geometry/kicks.ts, ball-motion.ts).
 * - `diamond-system`: 3 rails, starting on a long rail then short then long (corner-5 system);
 *   the engine computes the aim diamond from the system numbers.
 * A kick without `pocket` is a safety: `aimOffset` sets the hit and `finish` where the balls stop.
 */
export interface KickGeometry {
  kind: 'kick';
  cueBall: Point;
  objectBall: Point;
  /** Balls in the way of the direct line: the reason to kick. */
  blockers?: Point[];
  rails: Rail[];
  method: 'mirror' | 'diamond-system';
  /** The pocket the object ball is sent to, when the kick pockets it. */
  pocket?: PocketId;
  /**
   * Where the card's text says to aim instead of the geometric point (a correction of the system,
   * e.g. "aim a quarter diamond short"): a point on the first rail's cushion line, drawn beside the
   * geometric aim. On a mirror kick the engine models where the ball must meet the first rail at the
   * card's speed and tip (geometry/ball-motion.ts: roll and side spin widen or narrow the rebound):
   * validation asks for `correctedAim` when that point lies more than a quarter diamond from the mirror
   * point (or a pot would miss), and checks it is on the side and about the distance the model finds.
   */
  correctedAim?: Point;
  /**
   * The contact on the object ball, in ball radii off full: 0 a full hit, ±1 a half-ball hit, ±1.8 a
   * thin hit (+ = the cue ball passes on the object ball's right, seen from the cue ball's last leg).
   * Ignored when `pocket` is set (the ghost ball for the pocket decides).
   */
  aimOffset?: number;
  /**
   * Where the balls finish, for a safety (and the cue ball after a kick pot): drawn, and checked: each
   * point lies in its zone (`zone` for the cue ball, `objectBallZone` for the object ball) and on that
   * ball's route after contact, about where the engine's speed model stops it (validation.ts).
   */
  finish?: { cueBall: Point; objectBall?: Point; zone: ZoneName; objectBallZone?: ZoneName };
  tip: TipOffset;
  /** The stroke's speed range (simulation/parameters.ts). */
  speed: SpeedRange;
  /** Cue elevation above level in degrees, printed where the stroke needs it (a ball near a cushion). */
  elevationDeg?: number;
}

/**
 * Position play: the cue ball pockets the object ball, then travels to a target zone for the next
 * shot. The route after contact is computed from the shot type: stun leaves along the tangent
 * line (90° rule), natural roll/follow bends toward ~30° from the object ball's path (30° rule),
 * draw bends back from the tangent line; it then rebounds from `rails` in order (wider than the mirror
 * angle when rolling, changed by side spin: geometry/ball-motion.ts).
 */
export interface PositionGeometry {
  kind: 'position';
  cueBall: Point;
  objectBall: Point;
  pocket: PocketId;
  shot: 'stop' | 'stun' | 'follow' | 'draw';
  /** Rails the cue ball meets after contact, in order (may be empty). */
  rails: Rail[];
  /** Centre of the zone the cue ball should stop in for the next shot. */
  target: Point;
  /** The named zone of the table the target lies in (what the text calls it: 'centre', 'foot-end', …). */
  finishZone: ZoneName;
  /** The next object ball, when the card shows one. */
  nextBall?: Point;
  tip: TipOffset;
  /** The stroke's speed range (simulation/parameters.ts). */
  speed: SpeedRange;
  /** Cue elevation above level in degrees, printed where the stroke needs it (a ball near a cushion). */
  elevationDeg?: number;
}

export type CardGeometry = KickGeometry | PositionGeometry;

/**
 * Named regions of the table where a card says a ball finishes (the engine checks the drawn
 * finish lies in the zone the card names; geometry/zones.ts defines each region in diamonds).
 */
export const ZONE_NAMES = [
  'centre',
  'head-end',
  'foot-end',
  'head-rail',
  'foot-rail',
  'top-rail',
  'bottom-rail',
  'top-left-corner',
  'top-right-corner',
  'bottom-left-corner',
  'bottom-right-corner',
  'top-side-pocket',
  'bottom-side-pocket',
] as const;
export type ZoneName = (typeof ZONE_NAMES)[number];

/** The card's practice drill, shown in the practice dialog beside the success rate. */
export interface Drill {
  /** What one success is, e.g. 'the object ball drops and the cue ball stays out of every pocket'. */
  success: string;
  /** Typical successes in 10 tries: a club player, a strong amateur (club < strong ≤ 10). */
  club: number;
  strong: number;
}

/** The usual miss of the shot: what the player does, what they see, and the fix. */
export interface CommonMiss {
  miss: string;
  see: string;
  fix: string;
}

/** A card as written in the deck content files (before ids and image paths are derived). */
export interface CardContent {
  rank: Rank;
  suit: CardSuit;
  /** Short shot name, e.g. 'One-Rail Kick to the Side Pocket'. */
  name: string;
  /** One-line headline shown under the name. */
  title: string;
  strength: Strength;
  /** Clock-style phrase: 'centre ball stun shot', '12 o'clock follow shot', '6 o'clock backspin/draw', '3 o'clock right side spin', 'various aiming position', … */
  aimingPosition: string;
  /** 2–4 sentences: when to use it, aim, speed, spin and the common miss. */
  description: string;
  /** Common miss → what you see → the fix. */
  commonMiss: CommonMiss;
  /** 10 tries, what counts as a success, club and strong-amateur benchmarks. */
  drill: Drill;
  geometry: CardGeometry;
}

/** A card as the API and client see it. */
export interface Card {
  /** `<deck>-<identifier>`, e.g. black-2S, red-10H. */
  id: string;
  deck: DeckColor;
  /** Rank letter(s) + suit letter, e.g. AS, 10C, KH (the image file name without extension). */
  identifier: string;
  name: string;
  title: string;
  strength: string;
  aimingPosition: string;
  description: string;
  /** Common miss → what you see → the fix. */
  commonMiss: CommonMiss;
  /** The practice drill shown beside the success rate. */
  drill: Drill;
  /** `/kickshot-diagrams/<deck>/<id>.svg` */
  imagePath: string;
  /** 1 (ace) … 13 (king). */
  cardNumber: number;
  cardSuit: CardSuit;
}

export interface Deck {
  color: DeckColor;
  name: string;
  isActive: boolean;
  totalCards: number;
}

export type InfoImageId = 'general-description' | 'aiming-points' | 'shooting-power' | 'cards-index';

export interface InfoImage {
  id: InfoImageId;
  title: string;
  /** `/kickshot-diagrams/info/<id>.svg` */
  imagePath: string;
  description: string;
}
