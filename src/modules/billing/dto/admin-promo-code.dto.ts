import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { PROMO_CODE_PATTERN } from './redeem-promo-code.dto.js';

/** A promo code extends by 1 to 12 months; a custom code has at most 20 characters, a generated one 8. */
export const PROMO_MIN_MONTHS = 1;
export const PROMO_MAX_MONTHS = 12;
export const PROMO_CUSTOM_CODE_MAX_LENGTH = 20;
export const PROMO_GENERATED_CODE_LENGTH = 8;

/** An extension of 1..12 whole months, or 1 for anything else (missing, 0, 13, 2.5, 'abc'). */
export function extensionMonthsOf(value: unknown): number {
  const months = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof months === 'number' &&
    Number.isInteger(months) &&
    months >= PROMO_MIN_MONTHS &&
    months <= PROMO_MAX_MONTHS
    ? months
    : PROMO_MIN_MONTHS;
}

export class CreatePromoCodeDto {
  @ApiProperty({
    description: 'The e-mail address the code is for; stored trimmed and lowercased',
    example: 'player@example.com',
    maxLength: 254,
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  )
  @IsString({ message: 'Please enter a user email' })
  @IsNotEmpty({ message: 'Please enter a user email' })
  @MaxLength(254)
  userEmail!: string;

  @ApiPropertyOptional({
    description: `Months the code extends by, ${PROMO_MIN_MONTHS} to ${PROMO_MAX_MONTHS}; missing or invalid becomes 1`,
    minimum: PROMO_MIN_MONTHS,
    maximum: PROMO_MAX_MONTHS,
    default: 1,
    type: 'integer',
  })
  @Transform(({ value }: { value: unknown }) => extensionMonthsOf(value))
  @IsOptional()
  @IsInt()
  extensionMonths?: number;

  @ApiPropertyOptional({
    description:
      `A custom code, at most ${PROMO_CUSTOM_CODE_MAX_LENGTH} characters (letters, digits, "-" and "_"), ` +
      `stored trimmed and uppercase; empty or missing: a generated ${PROMO_GENERATED_CODE_LENGTH}-character A–Z0–9 code`,
    example: 'SPRING24',
    type: String,
    maxLength: PROMO_CUSTOM_CODE_MAX_LENGTH,
    nullable: true,
  })
  @Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toUpperCase() : value,
  )
  @IsOptional()
  @IsString()
  @MaxLength(PROMO_CUSTOM_CODE_MAX_LENGTH, {
    message: `The custom code must be at most ${PROMO_CUSTOM_CODE_MAX_LENGTH} characters`,
  })
  @Matches(PROMO_CODE_PATTERN, { message: 'The custom code may hold letters, digits, "-" and "_" only' })
  code?: string | null;
}

export class AdminPromoCodeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'SPRING24' })
  code!: string;

  @ApiProperty({ example: 'player@example.com' })
  userEmail!: string;

  @ApiProperty({ minimum: PROMO_MIN_MONTHS, maximum: PROMO_MAX_MONTHS, type: 'integer' })
  extensionMonths!: number;

  @ApiProperty({ description: 'Available (false) or Used (true)' })
  used!: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  usedAt!: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The admin who created it' })
  createdBy!: string | null;
}
