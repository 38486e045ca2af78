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
 * Where the cue tip strikes the cue ball, as a fraction of the ball radius seen from behind:
 * x > 0 right side spin, x < 0 left; y > 0 above centre (follow), y < 0 below (draw).
 * Both within -1…1 and, sensibly, within the miscue limit of about 0.6 from centre.
 */
export interface TipOffset {
  x: number;
  y: number;
}

/** 1 soft … 5 hard; matches the STRENGTHS scale index + 1. */
export type Speed = 1 | 2 | 3 | 4 | 5;

/**
 * A kick: the cue ball goes to one or more rails first, then contacts the object ball.
 * - `mirror`: 1 or 2 rails; the aim point is found by reflecting the object ball about the
 *   cushion line(s), one ball radius inside each cushion.
 * - `diamond-system`: 3 rails, starting on a long rail then short then long (corner-5 system);
 *   the engine computes the aim diamond from the system numbers.
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
  tip: TipOffset;
  speed: Speed;
}

/**
 * Position play: the cue ball pockets the object ball, then travels to a target zone for the next
 * shot. The route after contact is computed from the shot type: stun leaves along the tangent
 * line (90° rule), natural roll/follow bends toward ~30° from the object ball's path (30° rule),
 * draw bends back from the tangent line; it then rebounds from `rails` in order.
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
  /** The next object ball, when the card shows one. */
  nextBall?: Point;
  tip: TipOffset;
  speed: Speed;
}

export type CardGeometry = KickGeometry | PositionGeometry;

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
