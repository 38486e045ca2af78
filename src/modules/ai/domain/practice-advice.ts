/**
 * The player's practice as the coach reads it: the weak and the strong cards, the ones practised too
 * little to judge, the ones not practised lately and the easiest new ones. A card is judged only with
 * 5+ attempts; weakest is lowest success rate first (more attempts first on a tie), strongest highest
 * first (more attempts first on a tie); a card is weak only below WEAK_BELOW_RATE.
 */
import { cardSource } from './card-passage.js';
import type { CoachCard, PracticeRecord, PracticeSummary } from './coach.types.js';

/** Attempts a card needs before its success rate says anything. */
export const MIN_ATTEMPTS_TO_JUDGE = 5;
/**
 * A judged card is weak only when its success rate is below this (percent); at or above it, it is
 * one of the strong ones. A fixed bar rather than one relative to the player's own overall rate:
 * a relative bar would call a 92% card weak for a player at 95% overall, and call nothing weak for
 * a player who misses most shots. Making a shot 7 times in 10 is a shot the player can rely on at
 * the table, so a card at 70% or better is never called weak.
 */
export const WEAK_BELOW_RATE = 70;
/** A card last practised longer ago than this is 'not practised lately'. */
export const NOT_LATELY_DAYS = 14;
export const MAX_WEAKEST = 5;
export const MAX_STRONGEST = 3;
export const MAX_NOT_ENOUGH_ATTEMPTS = 3;
export const MAX_NOT_LATELY = 5;
export const MAX_NOT_YET = 3;

const DAY_MS = 86_400_000;
const DECK_ORDER: readonly CoachCard['deck'][] = ['black', 'red'];
const SUIT_ORDER = ['S', 'C', 'D', 'H'];

/** Success percentage with one decimal, as the practice module reports it: 2 of 3 → 66.7. */
export function successRate(successes: number, attempts: number): number {
  return attempts > 0 ? Math.round((successes * 1000) / attempts) / 10 : 0;
}

function suitIndex(card: CoachCard): number {
  return SUIT_ORDER.indexOf(card.identifier.slice(-1));
}

export function summarisePractice(
  records: readonly PracticeRecord[],
  cards: readonly CoachCard[],
  now: Date,
): PracticeSummary {
  const byId = new Map(cards.map((card) => [card.id, card]));
  const practised = records.filter((r) => r.attempts > 0);
  const known = practised
    .map((record) => ({ record, card: byId.get(record.cardId) }))
    .filter((x): x is { record: PracticeRecord; card: CoachCard } => x.card !== undefined);

  const judged = known
    .filter(({ record }) => record.attempts >= MIN_ATTEMPTS_TO_JUDGE)
    .map(({ record, card }) => ({ record, card, rate: successRate(record.successes, record.attempts) }));
  const rated = ({ record, card, rate }: (typeof judged)[number]) => ({
    card: cardSource(card),
    attempts: record.attempts,
    successRate: rate,
  });
  const weakest = judged
    .filter(({ rate }) => rate < WEAK_BELOW_RATE)
    .sort(
      (a, b) =>
        a.rate - b.rate || b.record.attempts - a.record.attempts || a.card.id.localeCompare(b.card.id),
    )
    .slice(0, MAX_WEAKEST)
    .map(rated);
  const strongest = judged
    .filter(({ rate }) => rate >= WEAK_BELOW_RATE)
    .sort(
      (a, b) =>
        b.rate - a.rate || b.record.attempts - a.record.attempts || a.card.id.localeCompare(b.card.id),
    )
    .slice(0, MAX_STRONGEST)
    .map(rated);
  const notEnoughAttempts = known
    .filter(({ record }) => record.attempts < MIN_ATTEMPTS_TO_JUDGE)
    .sort(
      (a, b) =>
        b.record.attempts - a.record.attempts ||
        (Date.parse(b.record.lastPracticed) || 0) - (Date.parse(a.record.lastPracticed) || 0) ||
        a.card.id.localeCompare(b.card.id),
    )
    .slice(0, MAX_NOT_ENOUGH_ATTEMPTS)
    .map(({ record, card }) => ({
      card: cardSource(card),
      attempts: record.attempts,
      successes: record.successes,
    }));

  const cutoff = now.getTime() - NOT_LATELY_DAYS * DAY_MS;
  const notLately = known
    .map(({ record, card }) => ({ record, card, at: Date.parse(record.lastPracticed) }))
    .filter(({ at }) => Number.isFinite(at) && at < cutoff)
    .sort((a, b) => a.at - b.at || a.card.id.localeCompare(b.card.id))
    .slice(0, MAX_NOT_LATELY)
    .map(({ record, card }) => ({ card: cardSource(card), lastPracticed: record.lastPracticed }));

  const practisedIds = new Set(practised.map((r) => r.cardId));
  const usedDecks = DECK_ORDER.filter((deck) => known.some(({ card }) => card.deck === deck));
  const decks: readonly CoachCard['deck'][] = usedDecks.length > 0 ? usedDecks : ['black'];
  const notYet = cards
    .filter((card) => decks.includes(card.deck) && !practisedIds.has(card.id))
    .sort(
      (a, b) =>
        a.difficulty - b.difficulty ||
        DECK_ORDER.indexOf(a.deck) - DECK_ORDER.indexOf(b.deck) ||
        suitIndex(a) - suitIndex(b),
    )
    .slice(0, MAX_NOT_YET)
    .map(cardSource);

  return {
    totalAttempts: practised.reduce((sum, r) => sum + r.attempts, 0),
    totalSuccesses: practised.reduce((sum, r) => sum + r.successes, 0),
    cardsPractised: practisedIds.size,
    cardsJudged: judged.length,
    weakest,
    strongest,
    notEnoughAttempts,
    notLately,
    notYet,
  };
}
