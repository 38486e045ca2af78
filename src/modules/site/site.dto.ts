import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';

export class ContactInfoDto {
  @ApiProperty({ example: 'support@kickshots.app' })
  supportEmail!: string;

  @ApiProperty({ example: '+1 (555) 010-4455' })
  supportPhone!: string;

  @ApiProperty({ description: 'Online store for the physical card decks' })
  storeUrl!: string;

  @ApiProperty()
  facebookUrl!: string;

  @ApiProperty()
  instagramUrl!: string;
}

export class PlanDto {
  @ApiProperty({
    description: 'The plan as the payment pages name it',
    example: 'Kickshots annual subscription',
  })
  name!: string;

  @ApiProperty({ description: 'The price as the app shows it', example: '$34.95' })
  priceLabel!: string;

  @ApiProperty({ description: 'The price in the smallest unit of the currency', example: 3495 })
  amountCents!: number;

  @ApiProperty({ description: 'ISO 4217 currency code, lower case', example: 'usd' })
  currency!: string;

  @ApiProperty({ enum: ['year'], description: 'Billing interval: the plan renews every year' })
  interval!: 'year';
}

export class SiteInfoDto {
  @ApiProperty({ description: 'Product name (APP_NAME)', example: 'Kickshots' })
  appName!: string;

  @ApiProperty({
    description: 'The version the About page shows: app_config `app_version` when set, else the server’s',
    example: '1.0.0',
  })
  version!: string;

  @ApiProperty({ type: ContactInfoDto })
  contact!: ContactInfoDto;

  @ApiProperty({
    description: 'How long the free trial of a new account lasts, in days (app_config `trial_period`)',
    example: 365,
  })
  trialDays!: number;

  @ApiProperty({ type: PlanDto, description: 'The subscription we sell, with its price' })
  plan!: PlanDto;
}

export class ReportNotFoundDto {
  @ApiProperty({ description: 'The unknown client path, e.g. /nowhere', example: '/nowhere' })
  @IsString()
  @MaxLength(2048)
  @Matches(/^\//, { message: 'must start with /' })
  path!: string;
}
