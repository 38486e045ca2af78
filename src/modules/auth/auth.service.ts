import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { RateLimiter, type RateLimitRule } from '../../common/rate-limit/rate-limiter.service.js';
import { ValidationFailedException } from '../../common/errors/app.exception.js';
import { hashToken } from '../../common/secret-tokens.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuthMailer } from './auth-mailer.js';
import { AuthException } from './auth.exception.js';
import type { MfaRequiredDto, SessionDto } from './dto/session.dto.js';
import { EmailToken, type EmailTokenPurpose } from './entities/email-token.entity.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { User } from './entities/user.entity.js';
import { burnPasswordCheck, hashPassword, isWeakPassword, verifyPassword } from './passwords.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { newOpaqueToken, TokensService } from './tokens.service.js';
import type { AuthUser } from './auth-user.js';
import { normalizeEmail, toFactorDto, UsersService } from './users.service.js';
import { UserLifecycle } from './user-lifecycle.js';

const RESET_TTL_MS = 60 * 60 * 1000;
const CONFIRM_TTL_MS = 7 * 24 * 3600 * 1000;

/** Sign-in's limits are in SignInThrottle. */
const LIMITS = {
  // Sized for a league signing up together on one pool hall's Wi-Fi, as hosted auth services do.
  signUpIp: { limit: 30, windowSeconds: 300 },
  signUpEmail: { limit: 5, windowSeconds: 3600 },
  recoverIp: { limit: 10, windowSeconds: 3600 },
  recoverEmail: { limit: 5, windowSeconds: 3600 },
  resetIp: { limit: 20, windowSeconds: 900 },
  tokenIp: { limit: 120, windowSeconds: 300 },
  changePasswordUser: { limit: 10, windowSeconds: 900 },
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
    private readonly signInThrottle: SignInThrottle,
    private readonly mailer: AuthMailer,
    private readonly lifecycle: UserLifecycle,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** One answer for every weak password (sign-up, reset, change): see isWeakPassword. */
  private refuseWeakPassword(password: string): void {
    if (isWeakPassword(password)) {
      throw new AuthException('WEAK_PASSWORD', [
        {
          field: 'password',
          message:
            'is too easy to guess (one of the 1,000 most common passwords, or fewer than 4 different characters); choose another',
        },
      ]);
    }
  }

  /** Creates a user (used by sign-up, the admin CLI and the first-start admin). */
  async createUser(email: string, password: string): Promise<User> {
    this.refuseWeakPassword(password);
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

  /**
   * An operator's reset (the admin command line): sets the password of the user with this e-mail,
   * ends their sessions and voids their reset links.
   */
  async setPasswordOf(email: string, password: string): Promise<User> {
    this.refuseWeakPassword(password);
    const user = await this.users.findByEmail(email);
    if (!user) throw new AuthException('USER_NOT_FOUND');
    await this.setPassword(user.id, password);
    this.events.log({ event: 'password.reset_by_operator', userId: user.id }, 'Password reset');
    return user;
  }

  async signUp(email: string, password: string, ip: string): Promise<SessionDto> {
    await this.limiter.hit(LIMITS.signUpIp, `sign-up:ip:${ip}`);
    await this.limiter.hit(LIMITS.signUpEmail, `sign-up:email:${normalizeEmail(email)}`);
    const user = await this.createUser(email, password);
    this.events.log({ event: 'sign_up', userId: user.id, ip }, 'User signed up');
    this.sendConfirmation(user);
    return this.tokens.issueSession(user, 'aal1');
  }

  async signIn(email: string, password: string, ip: string): Promise<SessionDto | MfaRequiredDto> {
    const normalized = normalizeEmail(email);
    await this.signInThrottle.beforeAttempt(normalized, ip);
    const user = await this.em.fork().findOne(User, { email: normalized });
    // Unknown e-mail and wrong password cost the same time and answer the same.
    const valid = user
      ? await verifyPassword(user.passwordHash, password)
      : (await burnPasswordCheck(password), false);
    if (!user || !valid) {
      this.events.warn({ event: 'sign_in.failure', userId: user?.id ?? null, ip }, 'Sign-in failed');
      throw new AuthException('INVALID_CREDENTIALS');
    }
    await this.signInThrottle.succeeded(normalized, ip);
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

  /**
   * Ends the session of the refresh token and the session of the access token (a bearer-only API
   * client sends just the latter). Tokens that do not verify end nothing, and are no error.
   */
  async signOut(
    refreshToken: string | undefined,
    accessToken: string | undefined,
    ip: string,
  ): Promise<void> {
    const families = new Set<string>();
    const family = refreshToken && (await this.tokens.familyOf(refreshToken));
    if (family) families.add(family);
    const caller = accessToken && (await this.tokens.verifyAccessToken(accessToken));
    if (caller) families.add(caller.sessionId);
    for (const sessionId of families) {
      await this.tokens.revokeFamily(sessionId);
      this.events.log({ event: 'sign_out', sessionId, ip }, 'Session ended');
    }
  }

  async me(userId: string) {
    const user = await this.users.findById(userId);
    if (!user) throw new AuthException('UNAUTHENTICATED');
    return this.users.toDto(user);
  }

  /**
   * Always succeeds, whether or not the e-mail has an account (no account enumeration), after the
   * same work for both: the link's token and its e-mail are made off the request path (AuthMailer).
   */
  async recover(email: string, ip: string): Promise<void> {
    const normalized = normalizeEmail(email);
    await this.limiter.hit(LIMITS.recoverIp, `recover:ip:${ip}`);
    await this.limiter.hit(LIMITS.recoverEmail, `recover:email:${normalized}`);
    const user = await this.em.fork().findOne(User, { email: normalized });
    if (!user) {
      this.events.log({ event: 'recover.unknown_email', ip }, 'Password reset asked for an unknown e-mail');
      return;
    }
    this.events.log({ event: 'recover', userId: user.id, ip }, 'Password reset link sent');
    this.mailer.dispatch('recover', user.id, async () => {
      const token = await this.createEmailToken(user.id, 'reset', RESET_TTL_MS);
      return {
        to: user.email,
        content: {
          subject: `Reset your ${this.config.appName} password`,
          paragraphs: [
            'Someone (hopefully you) asked to reset the password of your account.',
            'The link below works once and expires in 1 hour. If you did not ask for it, ignore this e-mail: your password stays the same.',
          ],
          action: {
            label: 'Choose a new password',
            url: `${this.config.publicUrl}/reset-password?token=${token}`,
          },
        },
      };
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
    this.refuseWeakPassword(password);
    const row = await this.findUsableToken(token, 'reset');
    if (!row) throw new AuthException('INVALID_RESET_TOKEN');
    const claimed = await this.em
      .fork()
      .nativeUpdate(EmailToken, { id: row.id, usedAt: null }, { usedAt: this.clock.now() });
    if (claimed !== 1) throw new AuthException('INVALID_RESET_TOKEN');
    await this.setPassword(row.user, password);
    this.events.log({ event: 'password.reset', userId: row.user, ip }, 'Password reset');
  }

  /**
   * A signed-in user's new password. Proof that it is the owner and not someone at an unattended
   * device: a session verified with an authenticator (aal2), or the current password. A user with
   * a verified authenticator needs aal2 whatever they send. A current password that is given is
   * always checked, and those checks are rate limited per user. (A reset link proves ownership by
   * itself: resetPassword.)
   */
  async changePassword(
    caller: AuthUser,
    password: string,
    currentPassword: string | undefined,
    ip: string,
  ): Promise<void> {
    const verifiedFactors = await this.em.fork().count(MfaFactor, { user: caller.id, status: 'verified' });
    if (verifiedFactors > 0 && caller.aal !== 'aal2') throw new AuthException('AAL2_REQUIRED');
    if (currentPassword) {
      await this.limiter.hit(LIMITS.changePasswordUser, `change-password:user:${caller.id}`);
      const user = await this.em.fork().findOne(User, { id: caller.id });
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        this.events.warn(
          { event: 'password.change_failure', userId: caller.id, ip },
          'Wrong current password',
        );
        throw new AuthException('INVALID_CURRENT_PASSWORD', [
          { field: 'currentPassword', message: 'is not your current password' },
        ]);
      }
    } else if (caller.aal !== 'aal2') {
      throw new ValidationFailedException([
        { field: 'currentPassword', message: 'is required (or verify your authenticator code first)' },
      ]);
    }
    this.refuseWeakPassword(password);
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

  /** Off the request path (AuthMailer): a mail server that is down never fails the sign-up. */
  private sendConfirmation(user: User): void {
    this.mailer.dispatch('sign_up', user.id, async () => {
      const token = await this.createEmailToken(user.id, 'confirm', CONFIRM_TTL_MS);
      return {
        to: user.email,
        content: {
          subject: `Welcome to ${this.config.appName} — confirm your e-mail`,
          paragraphs: [
            `Thanks for signing up! Your free trial has started: browse the kick-shot and position-play decks and track your practice.`,
            'Please confirm that this e-mail address is yours, so we can reach you about your account.',
          ],
          action: {
            label: 'Confirm my e-mail',
            url: `${this.config.publicUrl}/confirm-email?token=${token}`,
          },
          footnote: 'The link is valid for 7 days.',
        },
      };
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
