import type { AttemptOutcome, Totals } from './attempt-outcomes.js';
import { successRate } from './domain/practice-math.js';
import type {
  AchievementDto,
  AttemptResultDto,
  CardProgressDto,
  DayTotalsDto,
  NewAchievementDto,
} from './dto/practice.dto.js';
import type { Achievement } from './entities/achievement.entity.js';

/**
 * The practice answers that more than one place builds: an attempt's result and its card and day
 * totals (also the daily chart's entries), and an achievement (just earned, or listed).
 */

/** The answer to a recorded attempt on `cardId` for the player's local date `date`. */
export function attemptResultOf(cardId: string, date: string, outcome: AttemptOutcome): AttemptResultDto {
  return {
    counted: outcome.counted,
    card: cardProgressOf(cardId, outcome.card),
    today: dayTotalsOf(date, outcome.today),
    newAchievements: outcome.newAchievements,
  };
}

export function cardProgressOf(cardId: string, { attempts, successes }: Totals): CardProgressDto {
  return { cardId, attempts, successes, successRate: successRate(successes, attempts) };
}

export function dayTotalsOf(date: string, { attempts, successes }: Totals): DayTotalsDto {
  return { date, attempts, successes, successRate: successRate(successes, attempts) };
}

/** An achievements row (an entity, or a row the grant's insert returned) as the API shows it. */
export function newAchievementOf(
  row: Pick<Achievement, 'achievementName' | 'description' | 'achievementType'> & { earnedAt: Date | string },
): NewAchievementDto {
  return {
    name: row.achievementName,
    description: row.description,
    type: row.achievementType,
    earnedAt: new Date(row.earnedAt).toISOString(),
  };
}

/** A player's achievement, with the facts it was earned on. */
export function achievementOf(row: Achievement): AchievementDto {
  return { ...newAchievementOf(row), metadata: row.metadata };
}
