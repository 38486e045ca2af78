import type { DeckColor } from '../cards/index.js';
import type { PracticeFacts } from './domain/achievements.js';
import type { NewAchievementDto } from './dto/practice.dto.js';

/** One Success or Miss to record, already validated. */
export interface AttemptInput {
  userId: string;
  cardId: string;
  deck: DeckColor;
  success: boolean;
  localDate: string;
  at: Date;
  /** The request's country; a card's progress row keeps the country of its first attempt. */
  country: string;
  attemptId: string | null;
}

/** A card's or a day's attempts and successes. */
export interface Totals {
  attempts: number;
  successes: number;
}

/**
 * A row of record_practice_batch() for attempt `i` of the batch: for a counted attempt, its rows'
 * values after the whole batch and whether the batch created them; for one not counted, its rows'
 * values as they are.
 */
export interface BatchRow {
  i: number;
  counted: boolean;
  card_attempts: number;
  card_successes: number;
  card_created: boolean;
  day_attempts: number;
  day_successes: number;
  day_created: boolean;
  total_attempts: number | null;
  total_successes: number | null;
  black_cards: number | null;
  red_cards: number | null;
  earned: string[] | null;
  nearby_dates: string[] | null;
}

/**
 * What an attempt changed and what its player had right after it: worked out from its batch's
 * rows (outcomesOf), given the achievements it earned (grant), and answered by the writer.
 */
export interface AttemptOutcome {
  /** False when the attemptId was already recorded: nothing changed and the totals are as they are. */
  counted: boolean;
  card: Totals;
  today: Totals;
  /** The achievements this attempt earned, once inserted; usually none. */
  newAchievements: NewAchievementDto[];
  /** Only for a counted attempt: the achievement rules' view of the player right after it. */
  facts?: PracticeFacts;
  /** The player's achievements before the batch. */
  earned: string[];
}

/**
 * Each attempt's outcome, in input order, from the batch's rows: a counted attempt's totals right
 * after it are its rows' values after the batch less the batch's later counted attempts on them.
 */
export function outcomesOf(rows: readonly BatchRow[], inputs: readonly AttemptInput[]): AttemptOutcome[] {
  const byIndex: BatchRow[] = [];
  for (const row of rows) byIndex[row.i] = row;
  // what the batch's later counted attempts added, by card, day and player
  const later = new Map<string, Tally>();
  const outcomes: AttemptOutcome[] = [];
  for (const [i, input] of [...inputs.entries()].reverse()) {
    const row = byIndex[i];
    if (!row) throw new Error(`record_practice_batch() answered no row for attempt ${i}`);
    const card = { attempts: row.card_attempts, successes: row.card_successes };
    const today = { attempts: row.day_attempts, successes: row.day_successes };
    if (!row.counted) {
      outcomes[i] = { counted: false, card, today, newAchievements: [], earned: [] };
      continue;
    }
    const onCard = tally(later, `card/${input.userId}/${input.cardId}`);
    const onDay = tally(later, `day/${input.userId}/${input.localDate}`);
    const ofPlayer = tally(later, `player/${input.userId}`);
    card.attempts -= onCard.attempts;
    card.successes -= onCard.successes;
    today.attempts -= onDay.attempts;
    today.successes -= onDay.successes;
    // a row the batch created was created by its first attempt in the batch
    const firstOnCard = row.card_created && card.attempts === 1;
    const firstOfDay = row.day_created && today.attempts === 1;
    outcomes[i] = {
      counted: true,
      card,
      today,
      newAchievements: [],
      facts: {
        totalAttempts: (row.total_attempts ?? 0) - ofPlayer.attempts,
        totalSuccesses: (row.total_successes ?? 0) - ofPlayer.successes,
        cardsPractised: {
          black: (row.black_cards ?? 0) - ofPlayer.black,
          red: (row.red_cards ?? 0) - ofPlayer.red,
        },
        card: { cardId: input.cardId, ...card },
        // the streak can only grow on a player's first attempt of a day
        practiceDates: firstOfDay ? [...(row.nearby_dates ?? []), input.localDate] : [input.localDate],
      },
      earned: row.earned ?? [],
    };
    const success = input.success ? 1 : 0;
    for (const added of [onCard, onDay, ofPlayer]) {
      added.attempts += 1;
      added.successes += success;
    }
    // practice_totals counts the cards of the two active decks
    if (firstOnCard && input.deck !== 'blue') ofPlayer[input.deck] += 1;
  }
  return outcomes;
}

/** What later attempts added to a card's, a day's or a player's totals (cards: players only). */
interface Tally extends Totals {
  black: number;
  red: number;
}

function tally(tallies: Map<string, Tally>, key: string): Tally {
  let value = tallies.get(key);
  if (!value) tallies.set(key, (value = { attempts: 0, successes: 0, black: 0, red: 0 }));
  return value;
}
