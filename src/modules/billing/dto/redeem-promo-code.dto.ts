import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, Matches, MaxLength } from 'class-validator';

/**
 * What a promo code can hold: letters, digits, '-' and '_' (admins' custom codes are at most 20
 * characters, generated ones 8 from A–Z and 0–9), with room to spare.
 */
export const PROMO_CODE_MAX_LENGTH = 40;
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]*$/;

export class RedeemPromoCodeDto {
  @ApiProperty({
    description:
      'The promo code, in any case; surrounding spaces are ignored. Letters, digits, "-" and "_", ' +
      `at most ${PROMO_CODE_MAX_LENGTH} characters.`,
    example: 'SPRING24',
    maxLength: PROMO_CODE_MAX_LENGTH,
    pattern: '^[A-Za-z0-9_-]+$',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'Please enter a promo code' })
  @MaxLength(PROMO_CODE_MAX_LENGTH)
  @Matches(PROMO_CODE_PATTERN, {
    message: 'This promo code is not valid: codes are letters, digits, "-" and "_".',
  })
  promoCode!: string;
}

export class PromoCodeRedeemedDto {
  @ApiProperty({
    description: 'What changed, for the "Promo Code Applied!" toast',
    example: 'Your trial has been extended by 3 months, until 22 Feb 2028.',
  })
  message!: string;
}
