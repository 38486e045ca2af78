import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import QRCode from 'qrcode';
import { Clock } from '../../common/clock.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuthException } from './auth.exception.js';
import { AuthService } from './auth.service.js';
import type { ChallengeDto, EnrolledFactorDto, SessionDto } from './dto/session.dto.js';
import type { EnrollFactorDto } from './dto/credentials.dto.js';
import { MfaChallenge } from './entities/mfa-challenge.entity.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { User } from './entities/user.entity.js';
import { TokensService } from './tokens.service.js';
import type { AuthUser } from './auth-user.js';
import { generateSecret, otpauthUri, verifyTotp } from './totp.js';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
const VERIFY_LIMIT = { limit: 10, windowSeconds: 300 };

/** Authenticator-app (TOTP) factors: enrol, challenge, verify (→ aal2 session), remove. */
@Injectable()
export class MfaService {
  private readonly events = new Logger('AuthEvents');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
    private readonly auth: AuthService,
    private readonly limiter: RateLimiter,
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

  /** Checks the code; the factor becomes verified and the caller gets an aal2 session. */
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
    const step = verifyTotp(
      factor.secret,
      code,
      now,
      factor.lastUsedStep === null ? null : Number(factor.lastUsedStep),
    );
    if (step === null) {
      this.events.warn(
        { event: 'factor.verify_failure', userId: caller.id, factorId, ip },
        'Wrong authenticator code',
      );
      throw new AuthException('INVALID_MFA_CODE');
    }
    // Record the step atomically: the same code (or an older one) is never accepted twice.
    const accepted = await em.getConnection().execute(
      `update mfa_factors set last_used_step = ?, status = 'verified', updated_at = now()
       where id = ? and (last_used_step is null or last_used_step < ?)`,
      [step, factor.id, step],
      'run',
    );
    if ((accepted as { affectedRows?: number }).affectedRows !== 1)
      throw new AuthException('INVALID_MFA_CODE');
    await em.nativeUpdate(MfaChallenge, { id: challenge.id }, { verifiedAt: now });
    const user = await em.findOneOrFail(User, { id: caller.id });
    this.events.log(
      { event: 'factor.verify', userId: caller.id, factorId, ip },
      'Authenticator code verified',
    );
    if (caller.sessionId) await this.tokens.revokeFamily(caller.sessionId); // the aal1 session is replaced
    await this.auth.markSignedIn(user.id);
    return this.tokens.issueSession(user, 'aal2');
  }

  async unenroll(caller: AuthUser, factorId: string, ip: string): Promise<void> {
    const factor = await this.ownFactor(caller.id, factorId);
    if (factor.status === 'verified' && caller.aal !== 'aal2') throw new AuthException('AAL2_REQUIRED');
    await this.em.fork().nativeDelete(MfaFactor, { id: factor.id });
    this.events.log({ event: 'factor.remove', userId: caller.id, factorId, ip }, 'Authenticator removed');
  }

  private async ownFactor(userId: string, factorId: string): Promise<MfaFactor> {
    const factor = await this.em.fork().findOne(MfaFactor, { id: factorId, user: userId });
    if (!factor) throw new AuthException('FACTOR_NOT_FOUND');
    return factor;
  }
}
