import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A payment provider event already processed (Stripe's `evt_…` id). Inserted in the same
 * transaction as its handling, so a replayed or concurrently redelivered event changes nothing.
 */
@Entity({ tableName: 'payment_events' })
export class PaymentEvent {
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  type!: string;

  @Property({ type: 'timestamptz' })
  receivedAt!: Date;
}
