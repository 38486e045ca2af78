import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * A player's totals over all their kickshot_progress rows, kept in the transaction of every attempt
 * (and by the progress delete trigger): the achievement rules read one row instead of summing the
 * player's progress on every tap. Always equal to
 * `select sum(attempts), sum(successes), count(*) filter (where deck_color = …) from kickshot_progress
 * where user_id = …`.
 */
@Entity({ tableName: 'practice_totals' })
export class PracticeTotals {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade', primary: true })
  user!: string;

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'integer' })
  successes: number & Opt = 0;

  /** Cards of the black deck with a progress row. */
  @Property({ type: 'integer' })
  blackCards: number & Opt = 0;

  /** Cards of the red deck with a progress row. */
  @Property({ type: 'integer' })
  redCards: number & Opt = 0;
}
