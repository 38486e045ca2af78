import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

export type SandboxSessionKind = 'checkout' | 'portal';
export type SandboxSessionStatus = 'open' | 'complete' | 'canceled';

/**
 * A hosted page of the sandbox payment provider (checkout or portal). Its URL carries a random
 * token, stored here as its SHA-256: only the holder of the link can pay, cancel or resume.
 */
@Entity({ tableName: 'sandbox_sessions' })
export class SandboxSession {
  /** `cs_sandbox_…` (checkout) or `bps_sandbox_…` (portal). */
  @PrimaryKey({ type: 'text' })
  id!: string;

  @Property({ type: 'text' })
  kind!: SandboxSessionKind;

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Index()
  user!: string;

  @Property({ type: 'text' })
  tokenHash!: string;

  @Property({ type: 'text' })
  status!: SandboxSessionStatus;

  /** The subscription a completed checkout created. */
  @Property({ type: 'text', nullable: true })
  subscriptionId: string | null = null;

  /** Where the portal's 'Return to …' link goes. */
  @Property({ type: 'text', nullable: true })
  returnUrl: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;
}
