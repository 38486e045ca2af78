import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { RECOVERY_CODE_PATTERN } from '../mfa-recovery-codes.js';

export const MIN_PASSWORD_LENGTH = 6;
const trimLower = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

export class EmailDto {
  @ApiProperty({ description: 'E-mail address (trimmed, case-insensitive)', example: 'player@example.com' })
  @Transform(trimLower)
  @IsEmail({}, { message: 'must be a valid e-mail address' })
  @MaxLength(254)
  email!: string;
}

export class CredentialsDto extends EmailDto {
  @ApiProperty({
    description: `Password, at least ${MIN_PASSWORD_LENGTH} characters`,
    example: 'corner-pocket-42',
  })
  @IsString()
  @IsNotEmpty({ message: 'is required' })
  @MaxLength(256)
  password!: string;
}

export class SignUpDto extends EmailDto {
  @ApiProperty({
    description: `Password, at least ${MIN_PASSWORD_LENGTH} characters`,
    example: 'corner-pocket-42',
  })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  @MaxLength(256)
  password!: string;
}

export class NewPasswordDto {
  @ApiProperty({ description: `New password, at least ${MIN_PASSWORD_LENGTH} characters` })
  @IsString()
  @MinLength(MIN_PASSWORD_LENGTH, { message: `Password must be at least ${MIN_PASSWORD_LENGTH} characters` })
  @MaxLength(256)
  password!: string;
}

export class ChangePasswordDto extends NewPasswordDto {
  @ApiPropertyOptional({
    description:
      'The current password: required unless the session is verified with an authenticator (aal2); checked whenever given',
  })
  @IsOptional()
  @IsString()
  @MaxLength(256)
  currentPassword?: string;
}

export class ResetPasswordDto extends NewPasswordDto {
  @ApiProperty({ description: 'The token from the e-mailed reset link' })
  @IsString()
  @Length(20, 200)
  token!: string;
}

export class ConfirmEmailDto {
  @ApiProperty({ description: 'The token from the e-mailed confirmation link' })
  @IsString()
  @Length(20, 200)
  token!: string;
}

export class RefreshDto {
  @ApiPropertyOptional({
    description: 'Refresh token, for API clients (browsers send the httpOnly cookie instead)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  refreshToken?: string;
}

export class EnrollFactorDto {
  @ApiProperty({ enum: ['totp', 'phone'], description: "Only 'totp' is available" })
  @IsIn(['totp', 'phone'])
  factor_type!: 'totp' | 'phone';

  @ApiProperty({ description: 'A name to recognise the authenticator by', example: 'My phone' })
  @IsString()
  @Length(1, 64)
  friendly_name!: string;

  @ApiPropertyOptional({
    description: 'Issuer shown in the authenticator app (defaults to the product name)',
  })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  issuer?: string;

  @ApiPropertyOptional({ description: 'Phone number (phone factors only; not supported)' })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  phone?: string;
}

export class ChallengeFactorDto {
  @ApiPropertyOptional({ enum: ['sms', 'whatsapp'], description: 'Phone factors only; ignored for TOTP' })
  @IsOptional()
  @IsIn(['sms', 'whatsapp'])
  channel?: 'sms' | 'whatsapp';
}

export class VerifyFactorDto {
  @ApiProperty({ description: 'The challenge id from the challenge call' })
  @IsUUID()
  challenge_id!: string;

  @ApiProperty({
    description:
      'The 6-digit code shown by the authenticator app, or (for a verified factor) one of the recovery codes (xxxxx-xxxxx), which works once',
    example: '123456',
  })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @Matches(new RegExp(`^\\d{6}$|${RECOVERY_CODE_PATTERN.source}`, 'i'), {
    message: 'must be the 6-digit code of the authenticator app or a recovery code (xxxxx-xxxxx)',
  })
  code!: string;
}
