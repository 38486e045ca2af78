import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Allow, IsOptional, IsString, MaxLength } from 'class-validator';

const ANY_JSON = {
  description:
    'Any JSON value (the client sends plain text as a JSON string). Known keys are checked: ' +
    '`trial_period` is `{"days": 1..3650}`, `app_version` a non-empty string.',
  oneOf: [
    { type: 'object', additionalProperties: true },
    { type: 'array', items: {} },
    { type: 'string' },
    { type: 'number' },
    { type: 'boolean' },
  ],
  example: { days: 365 },
};

/** One configuration entry. */
export class AppConfigAdminDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'trial_period' })
  key!: string;

  @ApiProperty(ANY_JSON)
  value!: unknown;

  @ApiProperty({ type: String, nullable: true })
  description!: string | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

/** A new entry: key and value required (400 CONFIG_KEY_VALUE_REQUIRED 'Key and value are required'). */
export class CreateAppConfigDto {
  @ApiProperty({ maxLength: 100, example: 'maintenance_mode' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  key?: string;

  @ApiProperty(ANY_JSON)
  @Allow()
  value?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string | null;
}

/**
 * An entry as react-admin's edit form sends it: value and description change; the key cannot
 * (a different key is 400 CONFIG_KEY_IMMUTABLE); `id` and `updatedAt` are ignored.
 */
export class UpdateAppConfigDto extends PartialType(CreateAppConfigDto) {
  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  id?: unknown;

  @ApiPropertyOptional({ readOnly: true, description: 'Ignored', anyOf: [{}] })
  @Allow()
  updatedAt?: unknown;
}

/** What Quick Setup did: the default keys it inserted and those it left as they were. */
export class QuickSetupResultDto {
  @ApiProperty({ type: [String], example: ['maintenance_mode', 'feature_flags'] })
  created!: string[];

  @ApiProperty({ type: [String], example: ['trial_period', 'app_version'] })
  kept!: string[];
}
