import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

@Entity({ tableName: 'user_roles' })
@Unique({ properties: ['user', 'role'] })
export class UserRole {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  @Property({ type: 'text' })
  role!: Role;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
