import { longestStreak, successRate } from './practice-math.js';

/**
 * The achievement catalogue: each entry has the name stored in achievements.achievement_name
 * (unique per user), its description, its type, and a rule that is a pure function of the user's
 * practice facts right after an attempt. A rule answers the achievement's metadata when it is
 * earned, or null.
 */

export type AchievementType = 'milestone' | 'attempts' | 'streak' | 'deck' | 'mastery';

export interface PracticeFacts {
  /** Every attempt of the user, this one included. */
  totalAttempts: number;
  totalSuccesses: number;
  /** Distinct cards practised per active deck, this one included. */
  cardsPractised: { black: number; red: number };
  /** The card just practised, with its totals after this attempt. */
  card: { cardId: string; attempts: number; successes: number };
  /** Local dates with practice near the attempt's date (± 6 days), the attempt's date included. */
  practiceDates: readonly string[];
}

export type AchievementMetadata = Record<string, string | number>;

export interface AchievementDefinition {
  name: string;
  description: string;
  type: AchievementType;
  rule: (facts: PracticeFacts, decks: DeckSizes) => AchievementMetadata | null;
}

export const STREAK_DAYS = 7;
export const MASTERY_RATE = 80;
export const MASTERY_MIN_ATTEMPTS = 20;

/** What the rules need of the card catalog: how many cards each deck players see holds. */
export interface DeckSizes {
  black: number;
  red: number;
}

const attemptsAtLeast = (count: number) => (facts: PracticeFacts) =>
  facts.totalAttempts >= count ? { attempts: facts.totalAttempts } : null;

const deckComplete = (deck: 'black' | 'red') => (facts: PracticeFacts, decks: DeckSizes) =>
  facts.cardsPractised[deck] >= decks[deck] ? { deck, cards: decks[deck] } : null;

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  {
    name: 'First Shot',
    description: 'Recorded your first practice attempt.',
    type: 'milestone',
    rule: attemptsAtLeast(1),
  },
  {
    name: 'First Success',
    description: 'Made your first successful shot.',
    type: 'milestone',
    rule: (facts) => (facts.totalSuccesses >= 1 ? { successes: facts.totalSuccesses } : null),
  },
  {
    name: 'Warming Up',
    description: 'Practiced 10 shots.',
    type: 'attempts',
    rule: attemptsAtLeast(10),
  },
  {
    name: 'Century',
    description: 'Practiced 100 shots.',
    type: 'attempts',
    rule: attemptsAtLeast(100),
  },
  {
    name: 'Table Regular',
    description: 'Practiced 1,000 shots.',
    type: 'attempts',
    rule: attemptsAtLeast(1000),
  },
  {
    name: 'Week Streak',
    description: `Practiced on ${STREAK_DAYS} days in a row.`,
    type: 'streak',
    rule: (facts) => {
      const days = longestStreak(facts.practiceDates);
      return days >= STREAK_DAYS ? { days } : null;
    },
  },
  {
    name: 'Black Deck Complete',
    description: 'Practiced every card of the black deck.',
    type: 'deck',
    rule: deckComplete('black'),
  },
  {
    name: 'Red Deck Complete',
    description: 'Practiced every card of the red deck.',
    type: 'deck',
    rule: deckComplete('red'),
  },
  {
    name: 'Sharpshooter',
    description: `${MASTERY_RATE}% success on a shot over at least ${MASTERY_MIN_ATTEMPTS} attempts.`,
    type: 'mastery',
    rule: ({ card }) => {
      const rate = successRate(card.successes, card.attempts);
      return card.attempts >= MASTERY_MIN_ATTEMPTS && rate >= MASTERY_RATE
        ? { cardId: card.cardId, attempts: card.attempts, successes: card.successes, successRate: rate }
        : null;
    },
  },
];

export interface EarnedAchievement {
  definition: AchievementDefinition;
  metadata: AchievementMetadata;
}

/** The achievements these facts earn that are not among `alreadyEarned` (names). */
export function newlyEarned(
  facts: PracticeFacts,
  alreadyEarned: ReadonlySet<string>,
  decks: DeckSizes,
): EarnedAchievement[] {
  const earned: EarnedAchievement[] = [];
  for (const definition of ACHIEVEMENTS) {
    if (alreadyEarned.has(definition.name)) continue;
    const metadata = definition.rule(facts, decks);
    if (metadata) earned.push({ definition, metadata });
  }
  return earned;
}
