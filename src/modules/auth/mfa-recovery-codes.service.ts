import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { AuthException } from './auth.exception.js';
import type { AuthUser } from './auth-user.js';
import type { RecoveryCodesDto, RecoveryCodesStatusDto } from './dto/recovery-codes.dto.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { MfaRecoveryCode } from './entities/mfa-recovery-code.entity.js';
import { generateRecoveryCodes, hashRecoveryCode, normalizeRecoveryCode } from './mfa-recovery-codes.js';

/**
 * One-time recovery codes: a set of ten made when an authenticator's enrolment completes (and on
 * demand, at aal2), each accepted once in place of an authenticator code, so a lost phone does not
 * lock its owner out.
 */
@Injectable()
export class MfaRecoveryCodesService {
  private readonly events = new Logger('AuthEvents');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** A new set for the user, in the caller's transaction `em`: the earlier codes are gone. */
  async replace(em: EntityManager, userId: string): Promise<string[]> {
    const codes = generateRecoveryCodes();
    await em.nativeDelete(MfaRecoveryCode, { user: userId });
    for (const code of codes)
      em.create(MfaRecoveryCode, {
        user: userId,
        codeHash: hashRecoveryCode(userId, normalizeRecoveryCode(code)!),
      });
    await em.flush();
    return codes;
  }

  /**
   * Spends one of the user's unused codes: true once per code, however many requests race for it
   * (the claim is one conditional update).
   */
  async consume(userId: string, typed: string): Promise<boolean> {
    const code = normalizeRecoveryCode(typed);
    if (!code) return false;
    const claimed = await this.em
      .fork()
      .nativeUpdate(
        MfaRecoveryCode,
        { user: userId, codeHash: hashRecoveryCode(userId, code), usedAt: null },
        { usedAt: this.clock.now() },
      );
    return claimed === 1;
  }

  /** How many unused codes the user has left, and when the set was made. */
  async status(userId: string): Promise<RecoveryCodesStatusDto> {
    const em = this.em.fork();
    const [remaining, newest] = await Promise.all([
      em.count(MfaRecoveryCode, { user: userId, usedAt: null }),
      em.findOne(
        MfaRecoveryCode,
        { user: userId },
        { orderBy: { createdAt: 'desc' }, fields: ['createdAt'] },
      ),
    ]);
    return { remaining, issuedAt: newest?.createdAt.toISOString() ?? null };
  }

  /**
   * Replaces the caller's codes with a new set. Needs a verified authenticator (the codes stand in
   * for it) and a session verified with it (aal2): a session that has only the password cannot
   * make itself a way past the authenticator.
   */
  async regenerate(caller: AuthUser, ip: string): Promise<RecoveryCodesDto> {
    const verified = await this.em.fork().count(MfaFactor, { user: caller.id, status: 'verified' });
    if (verified === 0) throw new AuthException('NO_VERIFIED_FACTOR');
    if (caller.aal !== 'aal2') throw new AuthException('AAL2_REQUIRED');
    const codes = await this.em.fork().transactional((em) => this.replace(em, caller.id));
    this.events.log(
      { event: 'recovery_codes.regenerate', userId: caller.id, ip },
      'Recovery codes replaced with a new set',
    );
    return { codes };
  }
}
