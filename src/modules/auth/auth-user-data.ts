import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import {
  OwnsUserData,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { AuthMailer } from './auth-mailer.js';
import { MfaFactor } from './entities/mfa-factor.entity.js';
import { MfaRecoveryCode } from './entities/mfa-recovery-code.entity.js';
import { RefreshToken } from './entities/refresh-token.entity.js';
import { UserRole } from './entities/user-role.entity.js';
import { User } from './entities/user.entity.js';
import { TokensService } from './tokens.service.js';

/**
 * The account itself: the user, roles, sessions (refresh tokens), authenticators, their recovery
 * codes and e-mail tokens. Kept by Delete All Data; Delete Account removes the user row, and the
 * foreign keys take its roles, tokens, factors (and their challenges) and recovery codes with it.
 * Once that has committed, this replica forgets the user's cached sessions, so a live access token
 * gets 401 at once, and the confirmation e-mail goes to the old address. The export tells when
 * each recovery code was made and used, never its hash.
 */
@Injectable()
@OwnsUserData()
export class AuthUserData implements UserDataOwner {
  readonly userTables = [
    { table: 'users', column: 'id', kind: 'account' },
    { table: 'user_roles', kind: 'account' },
    { table: 'refresh_tokens', kind: 'account' },
    { table: 'mfa_factors', kind: 'account' },
    { table: 'mfa_recovery_codes', kind: 'account' },
    { table: 'email_tokens', kind: 'account' },
  ] as const;

  constructor(
    private readonly tokens: TokensService,
    private readonly mailer: AuthMailer,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async erase(userId: string, scope: ErasureScope, em: EntityManager): Promise<void | (() => void)> {
    if (scope === 'data') return;
    const user = await em.findOne(User, { id: userId }, { fields: ['id', 'email'] });
    if (!user) return;
    const { email } = user;
    await em.nativeDelete(User, { id: userId });
    return () => {
      this.tokens.forgetSessionsOf(userId);
      const { appName, publicUrl } = this.config;
      this.mailer.dispatch('account_deleted', userId, () =>
        Promise.resolve({
          to: email,
          content: {
            subject: `Your ${appName} account has been deleted`,
            paragraphs: [
              `Your ${appName} account (${email}) and all its data have been permanently deleted, and its subscription has been cancelled.`,
              'You will not be charged again. If you did not ask for this, reply to this e-mail or contact support.',
            ],
            footnote: `You are welcome back at any time: ${publicUrl}/auth`,
          },
        }),
      );
    };
  }

  async exportSections(userId: string, em: EntityManager): Promise<ExportSection[]> {
    const [user, roles, factors, recoveryCodes, sessions] = await Promise.all([
      em.findOneOrFail(User, { id: userId }),
      em.find(UserRole, { user: userId }, { orderBy: { role: 'asc' } }),
      em.find(MfaFactor, { user: userId }, { orderBy: { createdAt: 'asc' } }),
      em.find(MfaRecoveryCode, { user: userId }, { orderBy: { createdAt: 'asc', id: 'asc' } }),
      em.find(
        RefreshToken,
        { user: userId, revokedAt: null, usedAt: null },
        { orderBy: { createdAt: 'asc' } },
      ),
    ]);
    return [
      {
        name: 'profile',
        value: {
          id: user.id,
          email: user.email,
          phone: user.phone,
          createdAt: user.createdAt,
          emailConfirmedAt: user.emailConfirmedAt,
          lastSignInAt: user.lastSignInAt,
          roles: roles.length ? roles.map((row) => row.role) : ['user'],
        },
      },
      {
        name: 'authenticators',
        // never the secret
        value: factors.map((factor) => ({
          id: factor.id,
          friendlyName: factor.friendlyName,
          factorType: factor.factorType,
          status: factor.status,
          createdAt: factor.createdAt,
        })),
      },
      {
        name: 'recoveryCodes',
        // when each was made and used, never the code's hash
        value: recoveryCodes.map((code) => ({ createdAt: code.createdAt, usedAt: code.usedAt })),
      },
      {
        name: 'signedInSessions',
        // the live token of each session, never its hash
        value: sessions.map((session) => ({
          sessionId: session.familyId,
          assurance: session.aal,
          refreshedAt: session.createdAt,
          expiresAt: session.expiresAt,
        })),
      },
    ];
  }
}
