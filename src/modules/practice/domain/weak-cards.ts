/**
 * Which practised cards are weak: the cards Practice next suggests first. The bar is the AI
 * coach's (weak-cards.spec.ts checks they agree), so the two never call different cards weak.
 */

/** Attempts a card needs before its success rate says anything. */
export const WEAK_MIN_ATTEMPTS = 5;

/**
 * A judged card is weak only below this success rate (percent). A fixed bar: making a shot 7 times
 * in 10 is a shot the player can rely on at the table, so a card at 70% or better is never weak.
 */
export const WEAK_BELOW_RATE = 70;

/** Whether a card with these attempts and this success rate (percent, one decimal) is weak. */
export function isWeakCard(attempts: number, rate: number): boolean {
  return attempts >= WEAK_MIN_ATTEMPTS && rate < WEAK_BELOW_RATE;
}
