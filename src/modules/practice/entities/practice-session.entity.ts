import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * A user's practice on one day: `session_date` is the user's local date as the client sent it.
 * Created by the day's first attempt, incremented by the others; End Session stores the minutes.
 */
@Entity({ tableName: 'practice_sessions' })
@Unique({ properties: ['user', 'sessionDate'] })
export class PracticeSession {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  /** YYYY-MM-DD. */
  @Property({ type: 'date' })
  sessionDate!: string;

  @Property({ type: 'integer' })
  totalAttempts: number & Opt = 0;

  @Property({ type: 'integer' })
  totalSuccesses: number & Opt = 0;

  @Property({ type: 'integer', nullable: true })
  sessionDurationMinutes: number | null = null;

  @Property({ type: 'text' })
  country: string & Opt = 'Unknown';

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
