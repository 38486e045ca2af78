import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FactorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'My phone' })
  friendlyName!: string;

  @ApiProperty({ enum: ['totp'] })
  factorType!: 'totp';

  @ApiProperty({ enum: ['unverified', 'verified'] })
  status!: 'unverified' | 'verified';

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'player@example.com' })
  email!: string;

  @ApiProperty({ format: 'date-time', nullable: true, type: String })
  emailConfirmedAt!: string | null;

  @ApiProperty({ type: [String], example: ['user'] })
  roles!: string[];

  @ApiProperty()
  isAdmin!: boolean;

  @ApiProperty({ type: [FactorDto] })
  factors!: FactorDto[];
}

export class SessionDto {
  @ApiProperty({ description: 'Short-lived ES256 JWT: send as `Authorization: Bearer <token>`' })
  accessToken!: string;

  @ApiProperty({ enum: ['bearer'] })
  tokenType!: 'bearer';

  @ApiProperty({ description: 'Seconds until the access token expires', example: 900 })
  expiresIn!: number;

  @ApiProperty({ description: 'Expiry of the access token, in seconds since the epoch' })
  expiresAt!: number;

  @ApiProperty({
    description: 'Opaque refresh token (also set as an httpOnly cookie); single use, rotated on refresh',
  })
  refreshToken!: string;

  @ApiProperty({ enum: ['aal1', 'aal2'], description: 'Authenticator assurance level of the session' })
  aal!: 'aal1' | 'aal2';

  @ApiProperty({ type: UserDto })
  user!: UserDto;

  @ApiPropertyOptional({
    type: [String],
    description:
      'Only in the answer that completes an authenticator enrolment: 10 one-time recovery codes (xxxxx-xxxxx), shown this once, replacing any earlier set',
  })
  recoveryCodes?: string[];
}

export class MfaRequiredDto {
  @ApiProperty({ enum: [true] })
  mfaRequired!: true;

  @ApiProperty({
    description: 'Short-lived token (5 minutes) accepted only by the factor challenge and verify calls',
  })
  mfaToken!: string;

  @ApiProperty({ type: [FactorDto], description: 'The verified factors to challenge' })
  factors!: FactorDto[];
}

export class IsAdminDto {
  @ApiProperty()
  isAdmin!: boolean;
}

export class MessageDto {
  @ApiProperty({ example: 'If an account exists for this e-mail, a reset link is on its way.' })
  message!: string;
}

export class ResetTokenStatusDto {
  @ApiProperty({ description: 'Whether the reset link can still be used' })
  valid!: boolean;

  @ApiPropertyOptional({ description: 'The account e-mail, when valid' })
  email?: string;
}

export class EnrolledFactorDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ enum: ['totp'] })
  type!: 'totp';

  @ApiProperty()
  friendlyName!: string;

  @ApiProperty({ description: 'Base32 secret, for manual entry' })
  secret!: string;

  @ApiProperty({ description: 'otpauth:// URI' })
  uri!: string;

  @ApiProperty({ description: 'QR code of the URI, as an SVG document' })
  qrCode!: string;
}

export class ChallengeDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ description: 'Expiry, in seconds since the epoch (5 minutes)' })
  expires_at!: number;
}

export class JwkDto {
  @ApiProperty({ example: 'EC' })
  kty!: string;

  @ApiProperty({ example: 'P-256' })
  crv!: string;

  @ApiProperty()
  x!: string;

  @ApiProperty()
  y!: string;

  @ApiProperty()
  kid!: string;

  @ApiProperty({ example: 'ES256' })
  alg!: string;

  @ApiProperty({ example: 'sig' })
  use!: string;
}

export class JwksDto {
  @ApiProperty({ type: [JwkDto] })
  keys!: JwkDto[];
}
