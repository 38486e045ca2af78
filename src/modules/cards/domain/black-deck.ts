import type { CardContent } from './card.types.js';
import { BLACK_SPADES } from './decks/black/spades.js';
import { BLACK_CLUBS } from './decks/black/clubs.js';
import { BLACK_DIAMONDS } from './decks/black/diamonds.js';
import { BLACK_HEARTS } from './decks/black/hearts.js';

/**
 * The black deck: 52 kick shots (the cue ball meets one or more rails before the object ball).
 * Suit = family of kick, rank = difficulty (2 easiest, ace hardest):
 * - spades: one-rail kicks (mirror system)
 * - clubs: two-rail kicks (double mirror, mostly around a corner)
 * - diamonds: three-rail kicks with the diamond (corner-5) system, long → short → long
 * - hearts: kick safeties (hit the ball and leave the opponent nothing; no pocket). The standard rule
 *   (WPA/BCA) applies: after contact the object ball or the cue ball must reach a rail.
 *
 * Physics the texts rely on (the simulator, simulation/, proves each card): after a few diamonds and a
 * cushion the cue ball is rolling, whatever the stroke, so a full hit sends it on after the object ball
 * at about 2/7 of the speed (it creeps about a sixth as far as the object ball, which keeps 5/7 of its
 * speed once it rolls) and a kick pot with the ball near the pocket needs a cut (15–35°) to send the cue
 * ball away from the pocket; a rolling ball comes off a cushion wider than the mirror angle (more so
 * slowly), follow widens and draw shortens the rebound, speed and slide shorten it.
 */
export const BLACK_DECK: CardContent[] = [
  ...BLACK_SPADES,
  ...BLACK_CLUBS,
  ...BLACK_DIAMONDS,
  ...BLACK_HEARTS,
];
