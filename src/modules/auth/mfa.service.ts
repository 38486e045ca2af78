import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuthMailer } from './auth-mailer.js';
import { AuthException } from './auth.exception.js';
import { AuthService } from './auth.service.js';
import type { ChallengeDto, EnrolledFactorDto, SessionDto } from './dto/session.dto.js';
import type { EnrollFactorDto } from './dto/credentials.dto.js';
import { MfaChallenge } from './entities/mfa-challenge.entity.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { MfaRecoveryCode } from './entities/mfa-recovery-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { User } from './entities/user.entity.js';
import { MfaRecoveryCodesService } from './mfa-recovery-codes.service.js';
import { TokensService } from './tokens.service.js';
import type { AuthUser } from './auth-user.js';
import { generateSecret, otpauthUri, verifyTotp } from './totp.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const VERIFY_LIMIT = { limit: 10, windowSeconds: 300 };
/** An authenticator app's code; anything else the verify call takes is a recovery code. */
const TOTP_CODE = /^\d{6}$/;

/** What an admin's removal of a user's authenticators took away. */
export interface RemovedAuthenticators {
  /** Authenticator factors (verified or not), with their pending challenges. */
  factors: number;
  /** Recovery codes that were still unused. */
  recoveryCodes: number;
}

/**
 * Authenticator-app (TOTP) factors: enrol, challenge, verify (→ aal2 session) with a code of the
 * app or a recovery code, remove; and an admin's removal of all of a user's authenticators.
 */
@Injectable()
export class MfaService {
  private readonly events = new Logger('AuthEvents');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
    private readonly recoveryCodes: MfaRecoveryCodesService,
    private readonly mailer: AuthMailer,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async enroll(caller: AuthUser, body: EnrollFactorDto, ip: string): Promise<EnrolledFactorDto> {
    if (body.factor_type === 'phone') throw new AuthException('PHONE_FACTOR_UNSUPPORTED');
    const em = this.em.fork();
    // With a verified factor, adding another (which verify() would turn into an aal2 session) needs aal2.
    if (caller.aal !== 'aal2' && (await em.count(MfaFactor, { user: caller.id, status: 'verified' })) > 0) {
      throw new AuthException('AAL2_REQUIRED');
    }
    // An abandoned, never-verified enrolment is replaced rather than piling up.
    await em.nativeDelete(MfaFactor, { user: caller.id, status: 'unverified' });
    const secret = generateSecret();
    const factor = em.create(MfaFactor, { user: caller.id, friendlyName: body.friendly_name.trim(), secret });
    await em.flush();
    const uri = otpauthUri(secret, caller.email, body.issuer?.trim() || this.config.appName);
    // loaded on the first enrolment, not at start-up: most replicas never draw a QR code
    const { default: QRCode } = await import('qrcode');
    const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    this.events.log(
      { event: 'factor.enroll', userId: caller.id, factorId: factor.id, ip },
      'Authenticator enrolment started',
    );
    return { id: factor.id, type: 'totp', friendlyName: factor.friendlyName, secret, uri, qrCode };
  }

  async challenge(caller: AuthUser, factorId: string): Promise<ChallengeDto> {
    const factor = await this.ownFactor(caller.id, factorId);
    const expiresAt = new Date(this.clock.now().getTime() + CHALLENGE_TTL_MS);
    const em = this.em.fork();
    const challenge = em.create(MfaChallenge, { factor: factor.id, expiresAt });
    await em.flush();
    return { id: challenge.id, expires_at: Math.floor(expiresAt.getTime() / 1000) };
  }

  /**
   * Checks the code: the factor becomes verified and the caller gets an aal2 session. `code` is the
   * app's 6-digit code, or one of the caller's recovery codes (for a verified factor: a sign-in or a
   * step-up, never an enrolment), spent by this use. The call that completes an enrolment answers
   * with a new set of recovery codes too, replacing any earlier set.
   */
  async verify(
    caller: AuthUser,
    factorId: string,
    challengeId: string,
    code: string,
    ip: string,
  ): Promise<SessionDto> {
    await this.limiter.hit(VERIFY_LIMIT, `verify:ip:${ip}`, `verify:email:${caller.email}`);
    const factor = await this.ownFactor(caller.id, factorId);
    const em = this.em.fork();
    const challenge = await em.findOne(MfaChallenge, { id: challengeId, factor: factor.id });
    if (!challenge || challenge.verifiedAt) throw new AuthException('CHALLENGE_NOT_FOUND');
    const now = this.clock.now();
    if (challenge.expiresAt <= now) throw new AuthException('CHALLENGE_EXPIRED');
    let recoveryCodes: string[] | undefined;
    if (TOTP_CODE.test(code)) {
      recoveryCodes = await this.acceptTotp(caller, factor, code, now, ip);
    } else {
      const accepted = factor.status === 'verified' && (await this.recoveryCodes.consume(caller.id, code));
      if (!accepted) {
        this.events.warn(
          { event: 'recovery_code.verify_failure', userId: caller.id, factorId, ip },
          'Wrong recovery code',
        );
        throw new AuthException('INVALID_MFA_CODE');
      }
      const { remaining } = await this.recoveryCodes.status(caller.id);
      this.events.log(
        { event: 'recovery_code.used', userId: caller.id, factorId, remaining, ip },
        'Recovery code used in place of an authenticator code',
      );
    }
    await em.nativeUpdate(MfaChallenge, { id: challenge.id }, { verifiedAt: now });
    const user = await em.findOneOrFail(User, { id: caller.id });
    if (caller.sessionId) await this.tokens.revokeFamily(caller.sessionId); // the aal1 session is replaced
    await this.auth.markSignedIn(user.id);
    const session = await this.tokens.issueSession(user, 'aal2');
    return recoveryCodes ? { ...session, recoveryCodes } : session;
  }

  /**
   * Accepts the app's code for its time step, once: the step is recorded under the factor's row
   * lock, so the same code (or an older one) never passes twice. When this completes the factor's
   * enrolment, the user's recovery codes are replaced in the same transaction and returned.
   */
  private async acceptTotp(
    caller: AuthUser,
    factor: MfaFactor,
    code: string,
    now: Date,
    ip: string,
  ): Promise<string[] | undefined> {
    const step = verifyTotp(
      factor.secret,
      code,
      now,
      factor.lastUsedStep === null ? null : Number(factor.lastUsedStep),
    );
    const outcome =
      step === null
        ? null
        : await this.em.fork().transactional(async (tx) => {
            const connection = tx.getConnection();
            const [row] = await connection.execute<{ status: string; last_used_step: string | null }[]>(
              'select status, last_used_step from mfa_factors where id = ? for update',
              [factor.id],
              'all',
              tx.getTransactionContext(),
            );
            if (!row || (row.last_used_step !== null && Number(row.last_used_step) >= step)) return null;
            await connection.execute(
              `update mfa_factors set last_used_step = ?, status = 'verified', updated_at = now() where id = ?`,
              [step, factor.id],
              'run',
              tx.getTransactionContext(),
            );
            const enrolled = row.status !== 'verified';
            return { codes: enrolled ? await this.recoveryCodes.replace(tx, caller.id) : undefined };
          });
    if (!outcome) {
      this.events.warn(
        { event: 'factor.verify_failure', userId: caller.id, factorId: factor.id, ip },
        'Wrong authenticator code',
      );
      throw new AuthException('INVALID_MFA_CODE');
    }
    this.events.log(
      { event: 'factor.verify', userId: caller.id, factorId: factor.id, ip },
      'Authenticator code verified',
    );
    if (outcome.codes)
      this.events.log(
        { event: 'recovery_codes.issue', userId: caller.id, factorId: factor.id, ip },
        'Enrolment completed: a new set of recovery codes issued',
      );
    return outcome.codes;
  }

  async unenroll(caller: AuthUser, factorId: string, ip: string): Promise<void> {
    const factor = await this.ownFactor(caller.id, factorId);
    if (factor.status === 'verified' && caller.aal !== 'aal2') throw new AuthException('AAL2_REQUIRED');
    const em = this.em.fork();
    await em.transactional(async (tx) => {
      await tx.nativeDelete(MfaFactor, { id: factor.id });
      // recovery codes stand in for an authenticator: with none left, they go too
      if ((await tx.count(MfaFactor, { user: caller.id, status: 'verified' })) === 0)
        await tx.nativeDelete(MfaRecoveryCode, { user: caller.id });
    });
    this.events.log({ event: 'factor.remove', userId: caller.id, factorId, ip }, 'Authenticator removed');
  }

  /**
   * An admin's removal of every authenticator of a user who lost theirs: the factors (their pending
   * challenges go with them), the recovery codes and every session, in one transaction with
   * `inTransaction` (the caller's audit entry). Then the user is told by e-mail. A user with
   * nothing to remove is left as they are (no session ended, no e-mail).
   */
  async removeAllOf(
    userId: string,
    inTransaction: (tx: EntityManager, removed: RemovedAuthenticators) => void,
  ): Promise<RemovedAuthenticators> {
    const removed = await this.em.fork().transactional(async (tx) => {
      const counted = {
        factors: await tx.count(MfaFactor, { user: userId }),
        recoveryCodes: await tx.count(MfaRecoveryCode, { user: userId, usedAt: null }),
      };
      if (counted.factors === 0 && counted.recoveryCodes === 0) return counted;
      await tx.nativeDelete(MfaFactor, { user: userId });
      await tx.nativeDelete(MfaRecoveryCode, { user: userId });
      await tx.nativeUpdate(RefreshToken, { user: userId, revokedAt: null }, { revokedAt: this.clock.now() });
      inTransaction(tx, counted);
      return counted;
    });
    if (removed.factors === 0 && removed.recoveryCodes === 0) return removed;
    this.tokens.forgetSessionsOf(userId);
    this.events.log(
      { event: 'factor.remove_all_by_admin', userId, factors: removed.factors },
      'Authenticators removed by an admin',
    );
    const user = await this.em.fork().findOne(User, { id: userId }, { fields: ['id', 'email'] });
    if (user) {
      const { appName, publicUrl } = this.config;
      this.mailer.dispatch('mfa_removed_by_admin', userId, () =>
        Promise.resolve({
          to: user.email,
          content: {
            subject: `Two-step verification was turned off on your ${appName} account`,
            paragraphs: [
              `An administrator removed the authenticator apps and recovery codes of your ${appName} account (${user.email}) and signed it out everywhere. Signing in now needs only your password.`,
              'If you did not ask for this, change your password and contact support. To protect your account again, add an authenticator app on your Security page.',
            ],
            action: { label: 'Open my Security page', url: `${publicUrl}/account/security` },
          },
        }),
      );
    }
    return removed;
  }

  private async ownFactor(userId: string, factorId: string): Promise<MfaFactor> {
    const factor = await this.em.fork().findOne(MfaFactor, { id: factorId, user: userId });
    if (!factor) throw new AuthException('FACTOR_NOT_FOUND');
    return factor;
  }
}
