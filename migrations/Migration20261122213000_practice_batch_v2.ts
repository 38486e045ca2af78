import { Migration } from '@mikro-orm/migrations';
import {
  RECORD_PRACTICE_ATTEMPTS_V1,
  RECORD_PRACTICE_BATCH_V1,
} from '../src/modules/practice/record-practice-attempts.routine.js';

/**
 * Attempts are written by record_practice_batch, which answers each row's values after the batch
 * and leaves the totals after each attempt to PracticeAttemptWriter, instead of
 * record_practice_attempts, which worked them out with window functions. A new name rather than a
 * new body, so a server built before this migration fails loudly instead of misreading the rows.
 */
export class Migration20261122213000_practice_batch_v2 extends Migration {
  override name = 'Migration20261122213000_practice_batch_v2';

  override up(): void | Promise<void> {
    this.addSql(RECORD_PRACTICE_BATCH_V1);
    this.addSql(`drop function "record_practice_attempts"(jsonb);`);
  }

  override down(): void | Promise<void> {
    this.addSql(RECORD_PRACTICE_ATTEMPTS_V1);
    this.addSql(`drop function "record_practice_batch"(jsonb);`);
  }
}
