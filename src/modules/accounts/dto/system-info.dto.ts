import { ApiProperty } from '@nestjs/swagger';

export class SystemDatabaseDto {
  @ApiProperty({ description: 'The database answered a query just now' })
  connected!: boolean;

  @ApiProperty({ type: String, nullable: true, example: '17.2' })
  postgresVersion!: string | null;

  @ApiProperty({ type: 'integer', description: 'Migrations applied' })
  migrationsApplied!: number;
}

/** The admin dashboard's System Information panel, measured on each call. */
export class SystemInfoDto {
  @ApiProperty({ example: 'Kickshots' })
  applicationName!: string;

  @ApiProperty({ example: '1.0.0' })
  version!: string;

  @ApiProperty({ description: "The caller's admin role, read from the database" })
  adminRoleActive!: boolean;

  @ApiProperty({ type: SystemDatabaseDto })
  database!: SystemDatabaseDto;

  @ApiProperty({ description: 'Every API route needs a verified access token unless public' })
  authenticationEnabled!: boolean;

  @ApiProperty({ enum: ['sandbox', 'stripe'] })
  paymentProvider!: 'sandbox' | 'stripe';

  @ApiProperty({ enum: ['smtp', 'files'], description: 'SMTP, or messages written to DATA_DIR/mail' })
  mailTransport!: 'smtp' | 'files';

  @ApiProperty({ type: 'integer' })
  users!: number;

  @ApiProperty({ type: 'integer', description: 'Subscription rows' })
  subscriptions!: number;

  @ApiProperty({ type: 'integer', description: 'Subscriptions granting access now: active' })
  activeSubscriptions!: number;

  @ApiProperty({ type: 'integer', description: 'Subscriptions granting access now: running trials' })
  runningTrials!: number;
}
