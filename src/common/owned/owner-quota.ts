import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Inside a transaction: waits until no other transaction is adding rows of `kind` for `ownerId`, so
 * the count a cap is checked against cannot change before this transaction commits (two requests
 * racing at 1,999 notes make 2,000, not 2,001). A transaction-scoped advisory lock on the pair:
 * released at commit or rollback, never held across requests.
 */
export async function lockOwnerRows(em: EntityManager, kind: string, ownerId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${kind}:${ownerId}`]);
}
