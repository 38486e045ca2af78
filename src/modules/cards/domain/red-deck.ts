import type { CardContent } from './card.types.js';
import { RED_SPADES } from './decks/red/spades.js';
import { RED_CLUBS } from './decks/red/clubs.js';
import { RED_DIAMONDS } from './decks/red/diamonds.js';
import { RED_HEARTS } from './decks/red/hearts.js';

/**
 * The red deck: 52 position-play cards (pocket the object ball and send the cue ball to a zone for
 * the next shot). Suit = family of shot, rank = difficulty (2 easiest, ace hardest):
 * - spades: stun and the tangent line (stop, stun, stun-run-through, stun-back; the 90° rule)
 * - clubs: follow (natural roll, the 30° rule, follow through the ball, follow off the rails)
 * - diamonds: draw (straight back, at an angle, power draw, drag draw)
 * - hearts: side spin and rail routes (running and reverse English, one to three rails, around the table)
 */
export const RED_DECK: CardContent[] = [...RED_SPADES, ...RED_CLUBS, ...RED_DIAMONDS, ...RED_HEARTS];
