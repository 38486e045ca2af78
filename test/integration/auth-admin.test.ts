import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import type { ExecutionContext } from '@nestjs/common';
import { AuthException } from '../../src/modules/auth/auth.exception.js';
import { AdminGuard } from '../../src/modules/auth/guards/admin.guard.js';
import type { AuthUser } from '../../src/modules/auth/index.js';
import { AUTH, expectAuthError, jwtPayload, me, sql, useAuthTestApp } from '../support/auth-helpers.js';
import { newAdmin, newUser, type TestUser } from '../support/factories.js';

/** The part of an ExecutionContext AdminGuard reads: the HTTP request and its verified user. */
function httpContext(user?: AuthUser): ExecutionContext {
  const request = user ? { user } : {};
  return {
    switchToHttp: () => ({ getRequest: () => request, getResponse: () => ({}), getNext: () => undefined }),
    getType: () => 'http',
  } as unknown as ExecutionContext;
}

function authUser(user: TestUser): AuthUser {
  return { id: user.id, email: user.email, role: 'user', aal: 'aal1', sessionId: 'test-session' };
}

describe('auth: admin role', () => {
  const t = useAuthTestApp();

  /** Runs the guard the way a request does: inside a MikroORM request context. */
  const canActivate = (user?: AuthUser) =>
    RequestContext.create(t.app.get(EntityManager), () =>
      t.app.get(AdminGuard, { strict: false }).canActivate(httpContext(user)),
    );

  /** The guard's refusal, as { code, status }. */
  async function refusal(user?: AuthUser) {
    const error = await canActivate(user).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AuthException);
    return { code: (error as AuthException).code, status: (error as AuthException).getStatus() };
  }

  const isAdmin = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: `${AUTH}/me/is-admin`, headers: user.auth });

  it('GET me/is-admin answers false for a user', async () => {
    const user = await newUser(t.app);
    const res = await isAdmin(user);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAdmin: false });
  });

  it('GET me/is-admin answers true for an admin', async () => {
    const admin = await newAdmin(t.app);
    const res = await isAdmin(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAdmin: true });
  });

  it('GET me/is-admin needs a signed-in caller: 401 UNAUTHENTICATED', async () => {
    expectAuthError(await t.app.inject({ method: 'GET', url: `${AUTH}/me/is-admin` }), 'UNAUTHENTICATED');
  });

  it("GET me shows the admin's roles ['admin'] and isAdmin true; the token says role admin", async () => {
    const admin = await newAdmin(t.app);
    const res = await me(t, admin.session.accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: admin.id,
      email: admin.email,
      emailConfirmedAt: null,
      roles: ['admin'],
      isAdmin: true,
      factors: [],
    });
    expect(jwtPayload(admin.session.accessToken)).toMatchObject({ sub: admin.id, role: 'admin' });
  });

  it('AdminGuard lets an admin through', async () => {
    const admin = await newAdmin(t.app);
    await expect(canActivate(authUser(admin))).resolves.toBe(true);
  });

  it('AdminGuard refuses a non-admin with ADMIN_REQUIRED (403)', async () => {
    const user = await newUser(t.app);
    expect(await refusal(authUser(user))).toEqual({ code: 'ADMIN_REQUIRED', status: 403 });
  });

  it('AdminGuard reads the role on each call: a token claiming admin does not help a user', async () => {
    const user = await newUser(t.app);
    expect(await refusal({ ...authUser(user), role: 'admin' })).toEqual({
      code: 'ADMIN_REQUIRED',
      status: 403,
    });
  });

  it('AdminGuard refuses at once when the admin role is taken away', async () => {
    const admin = await newAdmin(t.app);
    await expect(canActivate(authUser(admin))).resolves.toBe(true);
    await sql(t, `delete from user_roles where user_id = $1 and role = 'admin'`, [admin.id]);
    expect(await refusal(authUser(admin))).toEqual({ code: 'ADMIN_REQUIRED', status: 403 });
    expect((await isAdmin(admin)).json()).toEqual({ isAdmin: false });
  });

  it('AdminGuard refuses a request without a user with UNAUTHENTICATED (401)', async () => {
    expect(await refusal()).toEqual({ code: 'UNAUTHENTICATED', status: 401 });
  });
});
