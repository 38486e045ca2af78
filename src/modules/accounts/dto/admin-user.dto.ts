import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, Matches } from 'class-validator';

/** A read-only field of the record: any value is accepted and ignored (`anyOf: [{}]`: any JSON value). */
const ReadOnlyIgnored = () =>
  ApiPropertyOptional({ readOnly: true, description: 'Read-only: ignored', anyOf: [{}] });

const SUBSCRIPTION_STATES = [
  'trialing',
  'active',
  'past_due',
  'unpaid',
  'incomplete',
  'paused',
  'canceled',
  'inactive',
] as const;

/** A user as the admin user table (/admin/users) shows them: the account, its role and its subscription. */
export class AdminUserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'player@example.com' })
  email!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Always null: we collect no phone numbers' })
  phone!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  lastSignInAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  emailConfirmedAt!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Same as emailConfirmedAt' })
  confirmedAt!: string | null;

  @ApiProperty({ enum: ['user', 'admin'], default: 'user' })
  role!: 'user' | 'admin';

  @ApiProperty({
    enum: SUBSCRIPTION_STATES,
    nullable: true,
    description:
      'The stored subscription status (`trialing` even after the trial ended); null without a subscription',
  })
  subscriptionStatus!: (typeof SUBSCRIPTION_STATES)[number] | null;

  @ApiProperty({
    enum: ['active', 'trialing', 'inactive'],
    description: 'The effective status: `inactive` without a subscription or once the trial ended',
  })
  status!: 'active' | 'trialing' | 'inactive';

  @ApiProperty({ type: String, enum: ['trial', 'annual'], nullable: true })
  subscriptionType!: 'trial' | 'annual' | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  trialStart!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  trialEnd!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  currentPeriodEnd!: string | null;

  @ApiProperty({ description: 'Always false: suspension is not implemented' })
  suspended!: boolean;
}

/**
 * The user record as react-admin's edit form sends it back: `trialEnd` and `role` change the user;
 * every other field is read-only and ignored (not refused).
 */
export class UpdateAdminUserDto {
  @ApiPropertyOptional({
    type: String,
    description:
      'The new trial end: a date (YYYY-MM-DD) or a date-time, whose UTC day the trial ends at 23:59:59 UTC. ' +
      'The value the record was read with is no change.',
    example: '2028-02-22',
  })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}(T[0-9:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, {
    message: 'trialEnd must be a date (YYYY-MM-DD) or an ISO date-time',
  })
  trialEnd?: string | null;

  @ApiPropertyOptional({
    enum: ['user', 'admin'],
    description: 'Grant (admin) or revoke (user) the admin role',
  })
  @IsOptional()
  @IsIn(['user', 'admin'])
  role?: 'user' | 'admin';

  // The record's read-only fields: accepted and ignored, as react-admin sends the whole record.
  @ReadOnlyIgnored() @Allow() id?: unknown;
  @ReadOnlyIgnored() @Allow() email?: unknown;
  @ReadOnlyIgnored() @Allow() phone?: unknown;
  @ReadOnlyIgnored() @Allow() createdAt?: unknown;
  @ReadOnlyIgnored() @Allow() lastSignInAt?: unknown;
  @ReadOnlyIgnored()
  @Allow()
  emailConfirmedAt?: unknown;
  @ReadOnlyIgnored() @Allow() confirmedAt?: unknown;
  @ReadOnlyIgnored()
  @Allow()
  subscriptionStatus?: unknown;
  @ReadOnlyIgnored() @Allow() status?: unknown;
  @ReadOnlyIgnored()
  @Allow()
  subscriptionType?: unknown;
  @ReadOnlyIgnored() @Allow() trialStart?: unknown;
  @ReadOnlyIgnored()
  @Allow()
  currentPeriodEnd?: unknown;
  @ReadOnlyIgnored() @Allow() suspended?: unknown;
}
