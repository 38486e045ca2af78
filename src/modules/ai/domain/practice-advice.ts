/**
 * The player's practice as the coach reads it: the weakest cards, the ones not practised lately and
 * the easiest new ones. The same rules as Practise next (practice module's suggestions): 5+ attempts
 * to judge a card, lowest success rate first, more attempts first on a tie.
 */
import { cardSource } from './card-passage.js';
import type { CoachCard, PracticeRecord, PracticeSummary } from './coach.types.js';

/** Attempts a card needs before its success rate says anything. */
export const MIN_ATTEMPTS_TO_JUDGE = 5;
/** A card last practised longer ago than this is 'not practised lately'. */
export const NOT_LATELY_DAYS = 14;
export const MAX_WEAKEST = 5;
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

  const weakest = known
    .filter(({ record }) => record.attempts >= MIN_ATTEMPTS_TO_JUDGE)
    .map(({ record, card }) => ({ record, card, rate: successRate(record.successes, record.attempts) }))
    .sort(
      (a, b) =>
        a.rate - b.rate || b.record.attempts - a.record.attempts || a.card.id.localeCompare(b.card.id),
    )
    .slice(0, MAX_WEAKEST)
    .map(({ record, card, rate }) => ({
      card: cardSource(card),
      attempts: record.attempts,
      successRate: rate,
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
    weakest,
    notLately,
    notYet,
  };
}
