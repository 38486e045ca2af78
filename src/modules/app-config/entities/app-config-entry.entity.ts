import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * One application setting (`trial_period`, `app_version`…), its value any JSON. The app-config
 * module owns it: billing asks it for `trial_period`, the site for `app_version`; admins manage the table.
 */
@Entity({ tableName: 'app_config' })
export class AppConfigEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  @Unique()
  key!: string;

  @Property({ type: 'jsonb' })
  value!: unknown;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
}
