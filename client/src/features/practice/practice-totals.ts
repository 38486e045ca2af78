/**
 * The practice dialog's arithmetic: what it shows for the card and for the day while some taps are
 * not answered yet (sent and waiting for the server, or kept on this device while offline).
 */

export interface Totals {
  attempts: number;
  successes: number;
}

/** A tap the server has not answered yet. */
export interface UnansweredTap {
  attemptId: string;
  cardId: string;
  success: boolean;
  /** The practice day it counts for (YYYY-MM-DD). */
  localDate: string;
}

/**
 * The totals counting more attempts: the last known of two (the saved ones, as last fetched or kept
 * on this device, and the latest answer to a tap; answers may arrive out of order, and a count only
 * grows). Nothing known counts nothing.
 */
export function mostAttempts(a: Totals | null | undefined, b: Totals | null | undefined): Totals {
  if (!a) return b ?? { attempts: 0, successes: 0 };
  return b && b.attempts > a.attempts ? b : a;
}

/** `totals` with the taps added: each an attempt, and a success when it was one. */
export function plusTaps(totals: Totals, taps: readonly Pick<UnansweredTap, 'success'>[]): Totals {
  return {
    attempts: totals.attempts + taps.length,
    successes: totals.successes + taps.filter((tap) => tap.success).length,
  };
}

/**
 * The taps not answered yet, each once: those sent from this dialog and still waiting for an answer
 * (`inFlight`) and those kept on this device until the connection is back (`queued`: from this
 * dialog or an earlier one, on any card); a tap moves from one list to the other when it is queued.
 */
export function unanswered(
  inFlight: readonly UnansweredTap[],
  queued: readonly UnansweredTap[],
): UnansweredTap[] {
  const queuedIds = new Set(queued.map((tap) => tap.attemptId));
  return [...queued, ...inFlight.filter((tap) => !queuedIds.has(tap.attemptId))];
}

/**
 * What the dialog shows: the card's totals as last known plus its taps not answered yet, and the
 * day's (`today`) as last known plus that day's taps not answered yet, on any card.
 */
export function shownTotals(input: {
  cardId: string;
  today: string;
  savedCard: Totals | undefined;
  answeredCard: Totals | null;
  savedToday: Totals | undefined;
  answeredToday: Totals | null;
  unanswered: readonly UnansweredTap[];
}): { card: Totals; today: Totals } {
  return {
    card: plusTaps(
      mostAttempts(input.savedCard, input.answeredCard),
      input.unanswered.filter((tap) => tap.cardId === input.cardId),
    ),
    today: plusTaps(
      mostAttempts(input.savedToday, input.answeredToday),
      input.unanswered.filter((tap) => tap.localDate === input.today),
    ),
  };
}
