import type { EntityManager } from '@mikro-orm/postgresql';
import type { AttemptInput, AttemptOutcome } from './attempt-outcomes.js';
import { newlyEarned, type DeckSizes, type EarnedAchievement } from './domain/achievements.js';
import { newAchievementOf } from './practice.mapper.js';

/** An achievement earned by an attempt of the batch, to insert. */
export interface Grant {
  outcome: AttemptOutcome;
  userId: string;
  at: Date;
  earned: EarnedAchievement;
}

const GRANT_SQL = `
insert into achievements as e (id, user_id, achievement_type, achievement_name, description, metadata, earned_at)
select gen_random_uuid(), t.user_id, t.type, t.name, t.description, t.metadata, t.earned_at
  from jsonb_to_recordset(?::jsonb)
       as t(user_id uuid, type text, name text, description text, metadata jsonb, earned_at timestamptz)
 order by t.user_id, t.name
on conflict (user_id, achievement_name) do nothing
returning e.user_id as "userId", e.achievement_name as "achievementName", e.description,
          e.achievement_type as "achievementType", e.earned_at as "earnedAt"`;

interface Inserted {
  userId: string;
  achievementName: string;
  description: string;
  achievementType: string;
  earnedAt: Date | string;
}

/**
 * What a written batch earned: the achievement rules evaluated after each counted attempt, in
 * arrival order (a player's earlier attempt in the batch may have earned one).
 */
export function achievementsEarned(
  outcomes: readonly AttemptOutcome[],
  inputs: readonly AttemptInput[],
  decks: DeckSizes,
): Grant[] {
  const earnedByUser = new Map<string, Set<string>>();
  const grants: Grant[] = [];
  inputs.forEach((input, i) => {
    const outcome = outcomes[i];
    if (!outcome?.facts) return;
    let earned = earnedByUser.get(input.userId);
    if (!earned) earnedByUser.set(input.userId, (earned = new Set(outcome.earned)));
    for (const achievement of newlyEarned(outcome.facts, earned, decks)) {
      earned.add(achievement.definition.name);
      grants.push({ outcome, userId: input.userId, at: input.at, earned: achievement });
    }
  });
  return grants;
}

/**
 * Inserts earned achievements in one statement and adds each one inserted to its attempt's
 * newAchievements.
 *
 * The writer calls it while the next batch is already being written. A later batch that evaluates
 * the same achievement before this insert commits inserts it again, which the unique constraint
 * turns into nothing: each achievement is stored and announced once. When the insert fails, no
 * attempt gains any; every rule is a condition on the player's totals (evaluated again after each
 * attempt), so the player's next qualifying attempt grants it.
 */
export async function grant(em: EntityManager, grants: readonly Grant[]): Promise<void> {
  const inserted = await em.getConnection().execute<Inserted[]>(GRANT_SQL, [
    JSON.stringify(
      grants.map(({ userId, at, earned }) => ({
        user_id: userId,
        type: earned.definition.type,
        name: earned.definition.name,
        description: earned.definition.description,
        metadata: earned.metadata,
        earned_at: at.toISOString(),
      })),
    ),
  ]);
  // one that a racing batch already inserted is not returned, so not announced again
  const byKey = new Map(inserted.map((row) => [`${row.userId}/${row.achievementName}`, row]));
  for (const { outcome, userId, earned } of grants) {
    const row = byKey.get(`${userId}/${earned.definition.name}`);
    if (row) outcome.newAchievements.push(newAchievementOf(row));
  }
}
