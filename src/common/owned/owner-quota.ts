import type { EntityClass, EntityManager, FilterQuery } from '@mikro-orm/postgresql';

/**
 * Inside a transaction: waits until no other transaction is adding rows of `kind` for `ownerId`, so
 * the count a cap is checked against cannot change before this transaction commits (two requests
 * racing at 1,999 notes make 2,000, not 2,001). A transaction-scoped advisory lock on the pair:
 * released at commit or rollback, never held across requests.
 */
export async function lockOwnerRows(em: EntityManager, kind: string, ownerId: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`${kind}:${ownerId}`]);
}

/**
 * Inside a transaction: makes sure the owner may add one more row of `entity` (owned through its
 * `user` property), holding lockOwnerRows on `kind` so the count cannot change before this
 * transaction commits. Throws `full()` when they already have `cap`.
 */
export async function requireRoomFor<T extends { user: string }>(
  em: EntityManager,
  entity: EntityClass<T>,
  kind: string,
  ownerId: string,
  cap: number,
  full: () => Error,
): Promise<void> {
  await lockOwnerRows(em, kind, ownerId);
  if ((await em.count(entity, { user: ownerId } as FilterQuery<T>)) >= cap) throw full();
}
