import { RateLimitBucket } from '../common/rate-limit/rate-limit-bucket.entity.js';
import { EmailToken } from '../modules/auth/entities/email-token.entity.js';
import { MfaChallenge } from '../modules/auth/entities/mfa-challenge.entity.js';
import { MfaFactor } from '../modules/auth/entities/mfa-factor.entity.js';
import { RefreshToken } from '../modules/auth/entities/refresh-token.entity.js';
import { SigningKey } from '../modules/auth/entities/signing-key.entity.js';
import { UserRole } from '../modules/auth/entities/user-role.entity.js';
import { User } from '../modules/auth/entities/user.entity.js';
import { AppConfigEntry } from '../modules/billing/entities/app-config-entry.entity.js';
import { PaymentEvent } from '../modules/billing/entities/payment-event.entity.js';
import { PromoCode } from '../modules/billing/entities/promo-code.entity.js';
import { SandboxSession } from '../modules/billing/entities/sandbox-session.entity.js';
import { Subscription } from '../modules/billing/entities/subscription.entity.js';
import { Favourite } from '../modules/cards/entities/favourite.entity.js';
import { Achievement } from '../modules/practice/entities/achievement.entity.js';
import { KickshotProgress } from '../modules/practice/entities/kickshot-progress.entity.js';
import { PracticeAttemptId } from '../modules/practice/entities/practice-attempt-id.entity.js';
import { PracticeSession } from '../modules/practice/entities/practice-session.entity.js';
import { PracticeTotals } from '../modules/practice/entities/practice-totals.entity.js';
import { PracticeVideo } from '../modules/practice/entities/practice-video.entity.js';
import { RecordPracticeBatch } from '../modules/practice/record-practice-attempts.routine.js';
import { CountryStat } from '../modules/stats/entities/country-stat.entity.js';
import { CountryStatUser } from '../modules/stats/entities/country-user.entity.js';
import { KickshotStat } from '../modules/stats/entities/kickshot-stat.entity.js';

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
  Subscription,
  PaymentEvent,
  PromoCode,
  AppConfigEntry,
  SandboxSession,
  KickshotProgress,
  PracticeSession,
  Achievement,
  PracticeVideo,
  PracticeAttemptId,
  PracticeTotals,
  KickshotStat,
  CountryStat,
  CountryStatUser,
];

/** Every stored function the application calls, so the schema check knows them. */
export const ROUTINES = [RecordPracticeBatch];
