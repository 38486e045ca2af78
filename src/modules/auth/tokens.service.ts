import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { SignJWT } from 'jose';
import { Clock } from '../../common/clock.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuthException } from './auth.exception.js';
import type { SessionDto } from './dto/session.dto.js';
import { RefreshToken, type Aal } from './entities/refresh-token.entity.js';
import type { User } from './entities/user.entity.js';
import { ACCESS_TOKEN_TTL_SECONDS, SigningKeysService } from './signing-keys.service.js';
import { UsersService } from './users.service.js';

export const ACCESS_AUDIENCE = 'kickshots';
/** Audience of the short-lived token that only lets an MFA user finish signing in. */
export const MFA_AUDIENCE = 'kickshots-mfa';
export const REFRESH_IDLE_MS = 30 * 24 * 3600 * 1000;
/**
 * A used refresh token presented again this soon after its first use is taken as a lost answer
 * (the page reloaded or the connection dropped before the new cookie arrived), not a theft: its
 * child is replaced instead of the family being revoked. Later reuse revokes the family.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;
const MFA_TOKEN_TTL_SECONDS = 5 * 60;
/** How long a replica trusts that a session is live before asking the database again. */
const SESSION_CHECK_CACHE_MS = 15_000;

/** The claims of a verified access token, as handlers see the caller. */
export interface AuthUser {
  id: string;
  email: string;
  role: string;
  aal: Aal;
  sessionId: string;
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Access tokens (ES256 JWTs) and rotating refresh-token families. */
@Injectable()
export class TokensService {
  private readonly logger = new Logger('AuthEvents');
  private readonly liveSessions = new Map<string, number>();
  /** Access tokens verified lately, by the token itself: see verifiedUser(). */
  private readonly verified = new Map<string, { user: AuthUser; until: number }>();

  constructor(
    private readonly em: EntityManager,
    private readonly keys: SigningKeysService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  private async sign(claims: Record<string, unknown>, subject: string, audience: string, ttlSeconds: number) {
    const { kid, key } = await this.keys.signingKey();
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    const exp = iat + ttlSeconds;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'ES256', kid, typ: 'JWT' })
      .setIssuer(this.config.publicUrl)
      .setAudience(audience)
      .setSubject(subject)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(key);
    return { token, exp };
  }

  /** Starts a session (a new refresh family) or continues one, and returns it with a new access token. */
  async issueSession(user: User, aal: Aal, familyId: string = randomUUID()): Promise<SessionDto> {
    const refreshToken = newOpaqueToken();
    const em = this.em.fork();
    em.create(RefreshToken, {
      user: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      aal,
      expiresAt: new Date(this.clock.now().getTime() + REFRESH_IDLE_MS),
    });
    await em.flush();
    const userDto = await this.users.toDto(user);
    const { token, exp } = await this.sign(
      { email: user.email, role: userDto.isAdmin ? 'admin' : 'user', aal, session_id: familyId },
      user.id,
      ACCESS_AUDIENCE,
      ACCESS_TOKEN_TTL_SECONDS,
    );
    return {
      accessToken: token,
      tokenType: 'bearer',
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      expiresAt: exp,
      refreshToken,
      aal,
      user: userDto,
    };
  }

  /**
   * Exchanges a refresh token for a new session in the same family. A token that was already used
   * (a stolen copy, or a replay) revokes the whole family.
   */
  async rotate(
    refreshToken: string,
    ip: string | undefined,
    load: (userId: string) => Promise<User | null>,
  ): Promise<SessionDto> {
    const em = this.em.fork();
    const row = await em.findOne(RefreshToken, { tokenHash: hashToken(refreshToken) });
    const now = this.clock.now();
    if (!row || row.revokedAt) throw new AuthException('INVALID_REFRESH_TOKEN');
    if (row.expiresAt <= now) throw new AuthException('REFRESH_TOKEN_EXPIRED');
    // Claim the token atomically: of two concurrent uses only one wins; the other is a reuse.
    const claimed = row.usedAt
      ? 0
      : await em.nativeUpdate(RefreshToken, { id: row.id, usedAt: null, revokedAt: null }, { usedAt: now });
    if (claimed !== 1) {
      const usedAt =
        row.usedAt ?? (await this.em.fork().findOne(RefreshToken, { id: row.id }))?.usedAt ?? now;
      if (now.getTime() - usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
        await this.revokeFamily(row.familyId);
        this.logger.warn(
          { event: 'refresh.reuse', userId: row.user, sessionId: row.familyId, ip },
          'Refresh token reused: session revoked',
        );
        throw new AuthException('REFRESH_TOKEN_REUSED');
      }
      // The answer to the first use was lost (a reload, a dropped connection): retire the child it
      // produced and issue a new one, so one branch of the session lives on.
      await em.nativeUpdate(
        RefreshToken,
        { familyId: row.familyId, usedAt: null, revokedAt: null, createdAt: { $gte: usedAt } },
        { revokedAt: now },
      );
      this.logger.log(
        { event: 'refresh.retry', userId: row.user, sessionId: row.familyId, ip },
        'Refresh token used again within the grace period: its child was replaced',
      );
    }
    const user = await load(row.user);
    if (!user) throw new AuthException('INVALID_REFRESH_TOKEN');
    return this.issueSession(user, row.aal, row.familyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    this.liveSessions.delete(familyId);
    await this.em
      .fork()
      .nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: this.clock.now() });
  }

  /** Ends every session of a user, except `keepFamily` when given. */
  async revokeAllSessions(userId: string, keepFamily?: string): Promise<void> {
    this.liveSessions.clear();
    await this.em
      .fork()
      .nativeUpdate(
        RefreshToken,
        { user: userId, revokedAt: null, ...(keepFamily ? { familyId: { $ne: keepFamily } } : {}) },
        { revokedAt: this.clock.now() },
      );
  }

  /** The family of a refresh token, if the token is known. */
  async familyOf(refreshToken: string): Promise<string | undefined> {
    const row = await this.em.fork().findOne(RefreshToken, { tokenHash: hashToken(refreshToken) });
    return row?.familyId;
  }

  /**
   * Whether a session (refresh family) is still live, so an access token dies with its session
   * (sign-out, password change, reuse) instead of living on for its 15 minutes. A live answer is
   * remembered for SESSION_CHECK_CACHE_MS; revocations through this process forget it (and so the
   * verified tokens of that session) at once.
   */
  async isSessionActive(familyId: string): Promise<boolean> {
    const now = Date.now();
    if ((this.liveSessions.get(familyId) ?? 0) > now) return true;
    const live = (await this.em.fork().count(RefreshToken, { familyId, revokedAt: null })) > 0;
    if (live) {
      if (this.liveSessions.size > 10_000) this.liveSessions.clear();
      this.liveSessions.set(familyId, now + SESSION_CHECK_CACHE_MS);
    }
    return live;
  }

  /**
   * The caller of an access token that this replica verified (signature, issuer, audience, expiry,
   * live session) within the last SESSION_CHECK_CACHE_MS, as long as its session is still known to
   * be live and the token has not expired: a player's taps then cost no signature check each. The
   * key is the whole token, signature included, so only a token verified before can match.
   */
  verifiedUser(token: string): AuthUser | undefined {
    const entry = this.verified.get(token);
    if (!entry) return undefined;
    const now = Date.now();
    if (entry.until > now && (this.liveSessions.get(entry.user.sessionId) ?? 0) > now) return entry.user;
    this.verified.delete(token);
    return undefined;
  }

  /** Remembers a verified access token (see verifiedUser) until its expiry, at most SESSION_CHECK_CACHE_MS. */
  rememberVerified(token: string, user: AuthUser, expiresAtSeconds: number): void {
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(token, {
      user,
      until: Math.min(expiresAtSeconds * 1000, Date.now() + SESSION_CHECK_CACHE_MS),
    });
  }

  signMfaToken(user: User): Promise<{ token: string; exp: number }> {
    return this.sign({ email: user.email, aal: 'aal1' }, user.id, MFA_AUDIENCE, MFA_TOKEN_TTL_SECONDS);
  }

  /** Removes tokens that can never be used again. */
  async purgeExpired(): Promise<void> {
    await this.em.fork().nativeDelete(RefreshToken, {
      expiresAt: { $lt: new Date(this.clock.now().getTime() - 24 * 3600 * 1000) },
    });
  }
}
