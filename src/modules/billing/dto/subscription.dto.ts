import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional } from 'class-validator';
import { ACCESS_STATUSES, type AccessStatus } from '../subscription-status.js';

export class GetSubscriptionQueryDto {
  @ApiProperty({
    required: false,
    type: Boolean,
    default: false,
    description: 'Re-read a paid subscription from the payment provider before answering',
  })
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean()
  forceRefresh?: boolean;
}

export class SubscriptionStatusDto {
  @ApiProperty({
    enum: ACCESS_STATUSES,
    enumName: 'SubscriptionStatus',
    description:
      '`active` (paid), `trialing` (free trial not yet ended) or `inactive` (anything else). ' +
      'The cards need `active` or `trialing`.',
    example: 'trialing',
  })
  status!: AccessStatus;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of the free trial',
    example: '2028-02-22T10:00:00.000Z',
  })
  trialEnd!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'End of the paid period: the next renewal, or the end of access when cancelling',
  })
  currentPeriodEnd!: string | null;

  @ApiProperty({ description: 'The paid subscription ends at currentPeriodEnd instead of renewing' })
  cancelAtPeriodEnd!: boolean;

  @ApiProperty({
    enum: ['stripe', 'sandbox'],
    enumName: 'PaymentProviderName',
    nullable: true,
    description: 'Provider of the paid subscription; null while there is none',
  })
  provider!: 'stripe' | 'sandbox' | null;

  @ApiProperty({
    description:
      'The free trial has ended and no paid subscription took over: the subscription dialog ' +
      'opens and cannot be dismissed',
  })
  trialExpired!: boolean;
}
