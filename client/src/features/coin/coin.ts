/** The coin flip: an 8-ball is heads, a 9-ball is tails, each with a 50% chance. */

export type CoinFace = 'heads' | 'tails';

/** How long a flip lasts, and how often the face shown changes meanwhile. */
export const FLIP_MS = 2000;
export const FACE_SWAP_MS = 100;

export const FLIP_LABEL = 'Flip Coin';
export const FLIPPING_LABEL = 'Flipping...';

export const RESULT_TEXT: Record<CoinFace, string> = {
  heads: "It's an 8-Ball - Heads",
  tails: "It's a 9-Ball - Tails",
};

/** The ball on each face. */
export const BALL_OF: Record<CoinFace, 8 | 9> = { heads: 8, tails: 9 };

/** Fills the array with random bytes, as `crypto.getRandomValues` does. */
export type RandomBytes = (bytes: Uint8Array<ArrayBuffer>) => Uint8Array;

const cryptoBytes: RandomBytes = (bytes) => crypto.getRandomValues(bytes);

/**
 * One fair flip from one random byte: its lowest bit is 0 or 1 for exactly half of the 256
 * values, so there is no bias (unlike scaling Math.random or taking a value modulo a range).
 */
export function flipCoin(random: RandomBytes = cryptoBytes): CoinFace {
  const [byte] = random(new Uint8Array(1));
  return (byte & 1) === 0 ? 'heads' : 'tails';
}

export function otherFace(face: CoinFace): CoinFace {
  return face === 'heads' ? 'tails' : 'heads';
}
