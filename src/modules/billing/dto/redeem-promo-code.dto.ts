import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

export class RedeemPromoCodeDto {
  @ApiProperty({
    description: 'The promo code, in any case; surrounding spaces are ignored',
    example: 'SPRING24',
    maxLength: 64,
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'Please enter a promo code' })
  @MaxLength(64)
  promoCode!: string;
}

export class PromoCodeRedeemedDto {
  @ApiProperty({
    description: 'What changed, for the "Promo Code Applied!" toast',
    example: 'Your trial has been extended by 3 months, until 22 Feb 2028.',
  })
  message!: string;
}
