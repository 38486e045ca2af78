import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy, type StrategyOptionsWithoutRequest } from 'passport-jwt';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { Aal } from './entities/refresh-token.entity.js';
import { SigningKeysService } from './signing-keys.service.js';
import { AuthException } from './auth.exception.js';
import { ACCESS_AUDIENCE, hasValidTokenTimes, MFA_AUDIENCE, TokensService } from './tokens.service.js';
import type { AuthUser } from './auth-user.js';

interface AccessClaims {
  sub: string;
  /** Required, as is `iat`: see hasValidTokenTimes (the verifier alone accepts tokens without). */
  exp: number;
  iat?: number;
  email: string;
  role?: string;
  aal: Aal;
  session_id?: string;
  aud: string;
}

function headerKid(rawJwt: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(rawJwt.split('.')[0] ?? '', 'base64url').toString('utf8')) as {
      kid?: unknown;
    };
    return typeof header.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Bearer tokens: ES256 only, our issuer and audience, not expired, and signed by one of our own
 * keys, found by `kid` in our key set (never a key named by the token itself). Each strategy's
 * validate() then requires the expiry and an issue time that is not in the future.
 */
function strategyOptions(
  keys: SigningKeysService,
  config: AppConfig,
  audience: string,
): StrategyOptionsWithoutRequest {
  return {
    jwtFromRequest: bearerToken,
    algorithms: ['ES256'],
    issuer: config.publicUrl,
    audience,
    ignoreExpiration: false,
    // jsonwebtoken takes a KeyObject as well as a PEM: the parsed key is reused across requests
    secretOrKeyProvider: (
      _request: unknown,
      rawJwt: string,
      done: (error: unknown, key?: string) => void,
    ) => {
      const kid = headerKid(rawJwt);
      if (!kid) return done(null, undefined);
      // passport-jwt turns this error into a failure whose info is the error: the guard answers
      // 503 for a database that cannot be read, 401 for anything else
      keys.publicKeyObject(kid).then(
        (key) => done(null, key as unknown as string),
        (error: unknown) => done(error),
      );
    },
  };
}

/** The bearer token of a request's Authorization header. */
export const bearerToken: (request: unknown) => string | null = ExtractJwt.fromAuthHeaderAsBearerToken();

function toAuthUser(claims: AccessClaims): AuthUser {
  return {
    id: claims.sub,
    email: claims.email,
    role: claims.role ?? 'user',
    aal: claims.aal,
    sessionId: claims.session_id ?? '',
  };
}

/** Signed-in callers whose session has not ended. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    keys: SigningKeysService,
    @InjectConfig() config: AppConfig,
    private readonly tokens: TokensService,
  ) {
    super({ ...strategyOptions(keys, config, ACCESS_AUDIENCE), passReqToCallback: true });
  }

  async validate(request: FastifyRequest, claims: AccessClaims): Promise<AuthUser> {
    if (!hasValidTokenTimes(claims)) throw new AuthException('UNAUTHENTICATED');
    // a database that cannot answer throws here: the guard answers 503, not 401
    if (!claims.session_id || !(await this.tokens.isSessionActive(claims.session_id))) {
      throw new AuthException('UNAUTHENTICATED');
    }
    const user = toAuthUser(claims);
    const token = bearerToken(request);
    if (token) this.tokens.rememberVerified(token, user, claims.exp);
    return user;
  }
}

/** Callers half-way through an MFA sign-in (accepted only by the factor challenge and verify calls). */
@Injectable()
export class MfaPendingStrategy extends PassportStrategy(Strategy, 'jwt-mfa') {
  constructor(keys: SigningKeysService, @InjectConfig() config: AppConfig) {
    super(strategyOptions(keys, config, MFA_AUDIENCE));
  }

  validate(claims: AccessClaims): AuthUser {
    if (!hasValidTokenTimes(claims)) throw new AuthException('UNAUTHENTICATED');
    return { ...toAuthUser(claims), role: 'mfa_pending' };
  }
}
