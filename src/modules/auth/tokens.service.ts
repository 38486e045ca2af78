import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { Clock } from '../../common/clock.js';
import { hashToken } from '../../common/secret-tokens.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuthException } from './auth.exception.js';
import type { SessionDto } from './dto/session.dto.js';
import type { AuthUser } from './auth-user.js';
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
/** How long a replica trusts that a session is live before asking the database again, at most. */
const SESSION_CHECK_CACHE_MS = 15_000;
/**
 * Each answer is trusted for a random time between this share of SESSION_CHECK_CACHE_MS and all of
 * it, so the sessions a replica checked together (say, the players of a busy minute after a restart)
 * are not all asked again in the same second.
 */
const SESSION_CHECK_SPREAD = 0.75;
/** At most this many tokens and sessions are remembered; past it, the memory starts over. */
const REMEMBERED_MAX = 10_000;
/**
 * How long a request waits for the database while it checks or changes a session (the signing
 * key, the session's revocation check, a refresh, a sign-out). These are a few small indexed
 * statements that take milliseconds while the database is healthy: past this the database is taken
 * as unavailable and the request answers 503 DATABASE_UNAVAILABLE, never 401, so a client keeps its
 * session and tries again.
 */
export const AUTH_DATABASE_DEADLINE_MS = 2_000;
/** How far a token's issue time may lie ahead of this server's clock (another replica's clock). */
export const MAX_CLOCK_SKEW_SECONDS = 60;

/**
 * Whether a token's times are acceptable: it has an expiry (checked against the clock by the
 * verifier) and an issue time that is not later than now plus the allowed clock skew. A token
 * without an expiry would never die, and one issued in the future was not made by our clock.
 */
export function hasValidTokenTimes(
  claims: { exp?: unknown; iat?: unknown },
  nowSeconds: number = Date.now() / 1000,
): boolean {
  const { exp, iat } = claims;
  return (
    typeof exp === 'number' &&
    Number.isFinite(exp) &&
    typeof iat === 'number' &&
    Number.isFinite(iat) &&
    iat <= nowSeconds + MAX_CLOCK_SKEW_SECONDS
  );
}

export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The one refresh token that replaces `token` (stored as the row `rowId`). Deriving it, rather than
 * drawing a random one, lets every concurrent or repeated use within the grace period answer with
 * the same successor without keeping any token readable in the database. It is keyed by the token
 * itself and the row's random id, which never leaves the database: a thief holding a used token
 * cannot work out its successor, and neither can a reader of the database alone.
 */
function successorOf(token: string, rowId: string): string {
  return createHmac('sha256', token).update(`refresh-successor:${rowId}`).digest('base64url');
}

/** Access tokens (ES256 JWTs) and rotating refresh-token families. */
@Injectable()
export class TokensService {
  private readonly logger = new Logger('AuthEvents');
  /** Sessions found live, by id: until when this replica trusts that (see isSessionKnownLive). */
  private readonly liveSessions = new Map<string, number>();
  /** Access tokens verified by this replica, by the token itself, until they expire: see knownToken(). */
  private readonly verified = new Map<string, { user: AuthUser; expiresAt: number }>();

  constructor(
    private readonly em: EntityManager,
    private readonly keys: SigningKeysService,
    private readonly users: UsersService,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    // A role change (grant or revoke admin): this replica verifies the user's tokens afresh.
    users.onRoleChanged((userId) => this.forgetUser(userId));
  }

  /**
   * Forgets the access tokens of this user that this replica verified (see knownToken), so their
   * next request is verified afresh. Another replica forgets them within
   * SESSION_CHECK_CACHE_MS; the admin role itself is read from the database on every admin request.
   */
  forgetUser(userId: string): void {
    for (const [token, entry] of this.verified) if (entry.user.id === userId) this.verified.delete(token);
  }

  /**
   * Forgets everything this replica remembers of the user's sessions (their account is gone): their
   * next request finds no live session and gets 401. Another replica forgets within
   * SESSION_CHECK_CACHE_MS.
   */
  forgetSessionsOf(userId: string): void {
    this.liveSessions.clear();
    this.forgetUser(userId);
  }

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

  /** Starts a session (a new refresh family) and returns it with a new access token. */
  async issueSession(user: User, aal: Aal): Promise<SessionDto> {
    const refreshToken = newOpaqueToken();
    const familyId = randomUUID();
    const em = this.em.fork();
    em.create(RefreshToken, this.refreshRow(user.id, familyId, refreshToken, aal));
    await em.flush();
    return this.session(user, aal, familyId, refreshToken);
  }

  private refreshRow(userId: string, familyId: string, refreshToken: string, aal: Aal) {
    return {
      user: userId,
      familyId,
      tokenHash: hashToken(refreshToken),
      aal,
      expiresAt: new Date(this.clock.now().getTime() + REFRESH_IDLE_MS),
    };
  }

  /** The answer for a session whose refresh token is stored: the tokens, with a new access token. */
  private async session(user: User, aal: Aal, familyId: string, refreshToken: string): Promise<SessionDto> {
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
   * Exchanges a refresh token for a new session in the same family. The token is rotated once: the
   * claim (used_at) and its successor's row are written in one transaction, so a concurrent use
   * waits on the row's lock and then finds it used. A use within REFRESH_REUSE_GRACE_MS of the first
   * (concurrent requests, or an answer lost to a reload) answers with the same successor while that
   * is unused; later, a used token (a stolen copy, or a replay) revokes the whole family.
   */
  async rotate(
    refreshToken: string,
    ip: string | undefined,
    load: (userId: string) => Promise<User | null>,
  ): Promise<SessionDto> {
    const row = await this.em.fork().findOne(RefreshToken, { tokenHash: hashToken(refreshToken) });
    const now = this.clock.now();
    if (!row || row.revokedAt) throw new AuthException('INVALID_REFRESH_TOKEN');
    if (row.expiresAt <= now) throw new AuthException('REFRESH_TOKEN_EXPIRED');
    const successor = successorOf(refreshToken, row.id);
    const claimed =
      !row.usedAt &&
      (await this.em.fork().transactional(async (em) => {
        const updated = await em.nativeUpdate(
          RefreshToken,
          { id: row.id, usedAt: null, revokedAt: null },
          { usedAt: now },
        );
        if (updated !== 1) return false;
        em.create(RefreshToken, this.refreshRow(row.user, row.familyId, successor, row.aal));
        await em.flush();
        return true;
      }));
    if (!claimed) await this.checkRepeatedUse(row, successor, now, ip);
    const user = await load(row.user);
    if (!user) throw new AuthException('INVALID_REFRESH_TOKEN');
    return this.session(user, row.aal, row.familyId, successor);
  }

  /** A used refresh token came back: fine within the grace period while its successor is unused. */
  private async checkRepeatedUse(row: RefreshToken, successor: string, now: Date, ip: string | undefined) {
    const em = this.em.fork();
    const current = await em.findOne(RefreshToken, { id: row.id });
    if (!current || current.revokedAt || !current.usedAt) throw new AuthException('INVALID_REFRESH_TOKEN');
    if (now.getTime() - current.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
      await this.revokeFamily(row.familyId);
      this.logger.warn(
        { event: 'refresh.reuse', userId: row.user, sessionId: row.familyId, ip },
        'Refresh token reused: session revoked',
      );
      throw new AuthException('REFRESH_TOKEN_REUSED');
    }
    const next = await em.findOne(RefreshToken, { tokenHash: hashToken(successor) });
    if (!next || next.usedAt || next.revokedAt || next.expiresAt <= now) {
      throw new AuthException('INVALID_REFRESH_TOKEN');
    }
    this.logger.log(
      { event: 'refresh.retry', userId: row.user, sessionId: row.familyId, ip },
      'Refresh token used again within the grace period: answered with the same successor',
    );
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

  /**
   * The caller of a valid access token (ES256, one of our keys by kid, our issuer and audience, an
   * expiry not passed, an issue time not in the future: see hasValidTokenTimes), or undefined for
   * anything else, e.g. a forged, expired or MFA sign-in token.
   */
  async verifyAccessToken(token: string): Promise<AuthUser | undefined> {
    try {
      const { payload } = await jwtVerify(
        token,
        async ({ kid }) => {
          const key = kid === undefined ? undefined : await this.keys.publicKeyObject(kid);
          if (!key) throw new joseErrors.JWKSNoMatchingKey();
          return key;
        },
        {
          algorithms: ['ES256'],
          issuer: this.config.publicUrl,
          audience: ACCESS_AUDIENCE,
          requiredClaims: ['exp', 'iat'],
        },
      );
      if (!hasValidTokenTimes(payload)) return undefined;
      const { sub, email, role, aal, session_id: sessionId } = payload as Record<string, unknown>;
      if (typeof sub !== 'string' || typeof sessionId !== 'string' || !sessionId) return undefined;
      return {
        id: sub,
        email: typeof email === 'string' ? email : '',
        role: typeof role === 'string' ? role : 'user',
        aal: aal === 'aal2' ? 'aal2' : 'aal1',
        sessionId,
      };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return undefined;
      throw error;
    }
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
    if (this.isSessionKnownLive(familyId)) return true;
    const checkedAt = Date.now();
    // one indexed read, straight on the connection: it runs for every live session every few seconds
    const [row] = await this.em
      .getConnection()
      .execute<{ live: boolean }[]>(
        'select exists (select 1 from refresh_tokens where family_id = ? and revoked_at is null) as live',
        [familyId],
      );
    const live = row?.live === true;
    if (live) {
      if (this.liveSessions.size >= REMEMBERED_MAX) this.liveSessions.clear();
      const trusted =
        SESSION_CHECK_CACHE_MS * (SESSION_CHECK_SPREAD + (1 - SESSION_CHECK_SPREAD) * Math.random());
      this.liveSessions.set(familyId, checkedAt + trusted);
    }
    return live;
  }

  /** Whether this replica found the session live within the last SESSION_CHECK_CACHE_MS (no database read). */
  isSessionKnownLive(familyId: string): boolean {
    return (this.liveSessions.get(familyId) ?? 0) > Date.now();
  }

  /**
   * The caller of an access token that this replica verified before (signature, issuer, audience,
   * times) and that has not expired since: none of that can change, so a player's taps cost no
   * signature check each. Its session must still be live, which the caller asks separately
   * (isSessionKnownLive, else isSessionActive): a session ended on any replica is refused here
   * within SESSION_CHECK_CACHE_MS. The key is the whole token, signature included, so only a token
   * verified before can match.
   */
  knownToken(token: string): AuthUser | undefined {
    const entry = this.verified.get(token);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.user;
    this.verified.delete(token);
    return undefined;
  }

  /** Remembers a verified access token (see knownToken) until its expiry. */
  rememberVerified(token: string, user: AuthUser, expiresAtSeconds: number): void {
    if (this.verified.size >= REMEMBERED_MAX) this.verified.clear();
    this.verified.set(token, { user, expiresAt: expiresAtSeconds * 1000 });
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
