import type { AttemptResult, ProgressEntry } from './types';

function deckOf(cardId: string): ProgressEntry['deckColor'] {
  return cardId.startsWith('red-') ? 'red' : 'black';
}

/** The server's order of the progress list: most attempts, then the latest practised, then the card id. */
function serverOrder(a: ProgressEntry, b: ProgressEntry): number {
  return (
    b.attempts - a.attempts ||
    Date.parse(b.lastPracticed) - Date.parse(a.lastPracticed) ||
    (a.kickshotId < b.kickshotId ? -1 : a.kickshotId > b.kickshotId ? 1 : 0)
  );
}

/**
 * The progress list once an attempt is answered: the card's row takes the totals of the answer
 * (a new row on the card's first attempt), practised `at`, in the server's order. Answers can arrive
 * out of order (taps are written in batches): one with no more attempts than the row already
 * counts changes nothing.
 */
export function withAttemptAnswer(rows: ProgressEntry[], answer: AttemptResult, at: Date): ProgressEntry[] {
  const { cardId, attempts, successes, successRate } = answer.card;
  const known = rows.find((row) => row.kickshotId === cardId);
  if (known && known.attempts >= attempts) return rows;
  const lastPracticed = at.toISOString();
  const row: ProgressEntry = known
    ? { ...known, attempts, successes, successRate, lastPracticed }
    : {
        kickshotId: cardId,
        deckColor: deckOf(cardId),
        attempts,
        successes,
        successRate,
        firstPracticed: lastPracticed,
        lastPracticed,
      };
  return [...rows.filter((other) => other !== known), row].sort(serverOrder);
}
