import { randomUUID } from 'node:crypto';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AuthService } from '../../src/modules/auth/auth.service.js';
import type { SessionDto } from '../../src/modules/auth/dto/session.dto.js';
import { TokensService } from '../../src/modules/auth/tokens.service.js';
import { UsersService } from '../../src/modules/auth/users.service.js';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  session: SessionDto;
  /** `{ authorization: 'Bearer …' }` for app.inject. */
  auth: { authorization: string };
}

/**
 * A signed-in user made through the services (not the sign-up endpoint, so tests are not slowed
 * or rate-limited by it). `admin: true` grants the admin role.
 */
export async function newUser(
  app: NestFastifyApplication,
  options: { email?: string; password?: string; admin?: boolean } = {},
): Promise<TestUser> {
  const email = options.email ?? `player-${randomUUID().slice(0, 8)}@example.com`;
  const password = options.password ?? 'corner-pocket-42';
  return RequestContext.create(app.get(EntityManager), async () => {
    const user = await app.get(AuthService, { strict: false }).createUser(email, password);
    if (options.admin) await app.get(UsersService, { strict: false }).grantRole(user.id, 'admin');
    const session = await app.get(TokensService, { strict: false }).issueSession(user, 'aal1');
    return {
      id: user.id,
      email: user.email,
      password,
      session,
      auth: { authorization: `Bearer ${session.accessToken}` },
    };
  });
}
