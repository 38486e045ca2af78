import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { RateLimiter, type RateLimitRule } from '../../common/rate-limit/rate-limiter.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { MailService } from '../notifications/mail/mail.service.js';
import { AuthException } from './auth.exception.js';
import type { MfaRequiredDto, SessionDto } from './dto/session.dto.js';
import { EmailToken, type EmailTokenPurpose } from './entities/email-token.entity.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { User } from './entities/user.entity.js';
import { burnPasswordCheck, hashPassword, isCommonPassword, verifyPassword } from './passwords.js';
import { hashToken, newOpaqueToken, TokensService, type AuthUser } from './tokens.service.js';
import { normalizeEmail, toFactorDto, UsersService } from './users.service.js';
import { UserLifecycle } from './user-lifecycle.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

const LIMITS = {
  signInIp: { limit: 30, windowSeconds: 300 },
  signInEmail: { limit: 10, windowSeconds: 900 },
  signUpIp: { limit: 10, windowSeconds: 3600 },
  recoverIp: { limit: 10, windowSeconds: 3600 },
  recoverEmail: { limit: 5, windowSeconds: 3600 },
  resetIp: { limit: 20, windowSeconds: 900 },
  tokenIp: { limit: 120, windowSeconds: 300 },
} satisfies Record<string, RateLimitRule>;

/** Password sign-up and sign-in, sessions, password reset and change, e-mail confirmation. */
@Injectable()
export class AuthService {
  private readonly events = new Logger('AuthEvents');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly tokens: TokensService,
    private readonly limiter: RateLimiter,
    private readonly mail: MailService,
    private readonly lifecycle: UserLifecycle,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private refuseCommonPassword(password: string): void {
    if (isCommonPassword(password)) {
      throw new AuthException('WEAK_PASSWORD', [
        {
          field: 'password',
          message: 'is one of the 1,000 most common passwords; choose one that is harder to guess',
        },
      ]);
    }
  }

  /** Creates a user (used by sign-up, the admin CLI and the first-start admin). */
  async createUser(email: string, password: string): Promise<User> {
    this.refuseCommonPassword(password);
    const passwordHash = await hashPassword(password);
    try {
      return await this.em.fork().transactional(async (em) => {
        const user = em.create(User, { email: normalizeEmail(email), passwordHash });
        await em.flush();
        await this.lifecycle.created(user, em);
        return user;
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw new AuthException('EMAIL_TAKEN');
      throw error;
    }
  }

  async signUp(email: string, password: string, ip: string): Promise<SessionDto> {
    await this.limiter.hit(LIMITS.signUpIp, `sign-up:ip:${ip}`);
    const user = await this.createUser(email, password);
    this.events.log({ event: 'sign_up', userId: user.id, ip }, 'User signed up');
    await this.sendConfirmation(user);
    return this.tokens.issueSession(user, 'aal1');
  }

  async signIn(email: string, password: string, ip: string): Promise<SessionDto | MfaRequiredDto> {
    const normalized = normalizeEmail(email);
    await this.limiter.hit(LIMITS.signInIp, `sign-in:ip:${ip}`);
    await this.limiter.hit(LIMITS.signInEmail, `sign-in:email:${normalized}`);
    const user = await this.em.fork().findOne(User, { email: normalized });
    // Unknown e-mail and wrong password cost the same time and answer the same.
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      this.events.warn({ event: 'sign_in.failure', userId: user?.id ?? null, ip }, 'Sign-in failed');
      throw new AuthException('INVALID_CREDENTIALS');
    }
    await this.limiter.reset(`sign-in:email:${normalized}`);
    const factors = await this.em
      .fork()
      .find(MfaFactor, { user: user.id, status: 'verified' }, { orderBy: { createdAt: 'asc' } });
    if (factors.length > 0) {
      this.events.log(
        { event: 'sign_in.mfa_required', userId: user.id, ip },
        'Password accepted; MFA code required',
      );
      const { token } = await this.tokens.signMfaToken(user);
      return { mfaRequired: true, mfaToken: token, factors: factors.map(toFactorDto) };
    }
    await this.markSignedIn(user.id);
    this.events.log({ event: 'sign_in.success', userId: user.id, ip }, 'User signed in');
    return this.tokens.issueSession(user, 'aal1');
  }

  async markSignedIn(userId: string): Promise<void> {
    await this.em.fork().nativeUpdate(User, { id: userId }, { lastSignInAt: this.clock.now() });
  }

  async refresh(refreshToken: string | undefined, ip: string): Promise<SessionDto> {
    await this.limiter.hit(LIMITS.tokenIp, `token:ip:${ip}`);
    if (!refreshToken) throw new AuthException('INVALID_REFRESH_TOKEN');
    return this.tokens.rotate(refreshToken, ip, (id) => this.em.fork().findOne(User, { id }));
  }

  /** Ends the session of the refresh token (or of the access token's session id). */
  async signOut(refreshToken: string | undefined, sessionId: string | undefined, ip: string): Promise<void> {
    const family = (refreshToken && (await this.tokens.familyOf(refreshToken))) || sessionId;
    if (family) {
      await this.tokens.revokeFamily(family);
      this.events.log({ event: 'sign_out', sessionId: family, ip }, 'Session ended');
    }
  }

  async me(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthException('UNAUTHENTICATED');
    return this.users.toDto(user);
  }

  /** Always succeeds, whether or not the e-mail has an account (no account enumeration). */
  async recover(email: string, ip: string): Promise<void> {
    const normalized = normalizeEmail(email);
    await this.limiter.hit(LIMITS.recoverIp, `recover:ip:${ip}`);
    await this.limiter.hit(LIMITS.recoverEmail, `recover:email:${normalized}`);
    const user = await this.em.fork().findOne(User, { email: normalized });
    if (!user) {
      this.events.log({ event: 'recover.unknown_email', ip }, 'Password reset asked for an unknown e-mail');
      return;
    }
    const token = await this.createEmailToken(user.id, 'reset', RESET_TTL_MS);
    this.events.log({ event: 'recover', userId: user.id, ip }, 'Password reset link sent');
    await this.mail.send(user.email, {
      subject: `Reset your ${this.config.appName} password`,
      paragraphs: [
        'Someone (hopefully you) asked to reset the password of your account.',
        'The link below works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
      ],
      action: {
        label: 'Choose a new password',
        url: `${this.config.publicUrl}/reset-password?token=${token}`,
      },
    });
  }

  async resetTokenStatus(token: string): Promise<{ valid: boolean; email?: string }> {
    const row = await this.findUsableToken(token, 'reset');
    if (!row) return { valid: false };
    const user = await this.users.findById(row.user);
    return user ? { valid: true, email: user.email } : { valid: false };
  }

  async resetPassword(token: string, password: string, ip: string): Promise<void> {
    await this.limiter.hit(LIMITS.resetIp, `reset:ip:${ip}`);
    this.refuseCommonPassword(password);
    const row = await this.findUsableToken(token, 'reset');
    if (!row) throw new AuthException('INVALID_RESET_TOKEN');
    const claimed = await this.em
      .fork()
      .nativeUpdate(EmailToken, { id: row.id, usedAt: null }, { usedAt: this.clock.now() });
    if (claimed !== 1) throw new AuthException('INVALID_RESET_TOKEN');
    await this.setPassword(row.user, password);
    this.events.log({ event: 'password.reset', userId: row.user, ip }, 'Password reset');
  }

  async changePassword(caller: AuthUser, password: string, ip: string): Promise<void> {
    this.refuseCommonPassword(password);
    const verifiedFactors = await this.em.fork().count(MfaFactor, { user: caller.id, status: 'verified' });
    if (verifiedFactors > 0 && caller.aal !== 'aal2') throw new AuthException('AAL2_REQUIRED');
    await this.setPassword(caller.id, password, caller.sessionId);
    this.events.log({ event: 'password.change', userId: caller.id, ip }, 'Password changed');
  }

  /** Sets the password, ends every other session and voids outstanding reset links. */
  private async setPassword(userId: string, password: string, keepSession?: string): Promise<void> {
    const passwordHash = await hashPassword(password);
    const em = this.em.fork();
    await em.nativeUpdate(User, { id: userId }, { passwordHash });
    await em.nativeUpdate(
      EmailToken,
      { user: userId, purpose: 'reset', usedAt: null },
      { usedAt: this.clock.now() },
    );
    await this.tokens.revokeAllSessions(userId, keepSession);
  }

  async confirmEmail(token: string): Promise<void> {
    const row = await this.findUsableToken(token, 'confirm');
    if (!row) throw new AuthException('INVALID_CONFIRMATION_TOKEN');
    const em = this.em.fork();
    const claimed = await em.nativeUpdate(
      EmailToken,
      { id: row.id, usedAt: null },
      { usedAt: this.clock.now() },
    );
    if (claimed !== 1) throw new AuthException('INVALID_CONFIRMATION_TOKEN');
    await em.nativeUpdate(
      User,
      { id: row.user, emailConfirmedAt: null },
      { emailConfirmedAt: this.clock.now() },
    );
    this.events.log({ event: 'email.confirmed', userId: row.user }, 'E-mail confirmed');
  }

  private async sendConfirmation(user: User): Promise<void> {
    const token = await this.createEmailToken(user.id, 'confirm', CONFIRM_TTL_MS);
    await this.mail.send(user.email, {
      subject: `Welcome to ${this.config.appName} — confirm your e-mail`,
      paragraphs: [
        `Thanks for signing up! Your free trial has started: browse the kick-shot and position-play decks and track your practice.`,
        'Please confirm that this e-mail address is yours, so we can reach you about your account.',
      ],
      action: { label: 'Confirm my e-mail', url: `${this.config.publicUrl}/confirm-email?token=${token}` },
      footnote: 'The link is valid for 7 days.',
    });
  }

  private async createEmailToken(userId: string, purpose: EmailTokenPurpose, ttlMs: number): Promise<string> {
    const token = newOpaqueToken();
    const em = this.em.fork();
    em.create(EmailToken, {
      user: userId,
      purpose,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.clock.now().getTime() + ttlMs),
    });
    await em.flush();
    return token;
  }

  private async findUsableToken(token: string, purpose: EmailTokenPurpose): Promise<EmailToken | null> {
    const row = await this.em.fork().findOne(EmailToken, { tokenHash: hashToken(token), purpose });
    if (!row || row.usedAt || row.expiresAt <= this.clock.now()) return null;
    return row;
  }
}
