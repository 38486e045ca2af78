import { RateLimitBucket } from '../common/rate-limit/rate-limit-bucket.entity.js';
import { EmailToken } from '../modules/auth/entities/email-token.entity.js';
import { MfaChallenge } from '../modules/auth/entities/mfa-challenge.entity.js';
import { MfaFactor } from '../modules/auth/entities/mfa-factor.entity.js';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity.js';
import { SigningKey } from '../modules/auth/entities/signing-key.entity.js';
import { UserRole } from '../modules/auth/entities/user-role.entity.js';
import { User } from '../modules/auth/entities/user.entity.js';
import { Favourite } from '../modules/cards/entities/favourite.entity.js';

/** Every entity of every module, for the ORM, the migration generator and the schema check. */
export const ENTITIES = [
  User,
  UserRole,
  RefreshToken,
  EmailToken,
  MfaFactor,
  MfaChallenge,
  SigningKey,
  RateLimitBucket,
  Favourite,
];
