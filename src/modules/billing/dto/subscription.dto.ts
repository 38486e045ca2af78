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

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When the first charge of the annual plan happens. A subscription started during the free ' +
      'trial charges first at the trial end (then `currentPeriodEnd`), so subscribing early keeps ' +
      'the rest of the trial; without a paid subscription, the first charge of one started now ' +
      '(the trial end). Null when the charge is at once (no trial left, or less than 48 hours of ' +
      'it), once the first charge has been made, or when nothing will be charged.',
    example: '2028-02-22T10:00:00.000Z',
  })
  firstChargeAt!: string | null;
}
