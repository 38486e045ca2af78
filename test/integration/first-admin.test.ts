import { FirstAdmin, FIRST_ADMIN_EMAIL } from '../../src/modules/auth/first-admin.js';
import { createTestApp, type TestApp } from '../support/app.js';
import { sql } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';

/** The first admin made at start: from ADMIN_EMAIL/ADMIN_PASSWORD on an empty users table, once. */
describe('the first admin', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });
  const app = async (env: Record<string, string>) => {
    const t = await createTestApp(env);
    apps.push(t);
    return t;
  };
  const admins = async (t: TestApp) =>
    (
      await sql<{ email: string }>(
        t,
        `select u.email from users u join user_roles r on r.user_id = u.id where r.role = 'admin' order by u.email`,
      )
    ).rows.map((row) => row.email);
  const signIn = (t: TestApp, email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password } });

  const configured = { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'the first admin passphrase' };

  it('is made from ADMIN_EMAIL and ADMIN_PASSWORD on an empty users table, with an external database', async () => {
    const t = await app({ ...configured, DATABASE_URL: 'postgres://u:p@db.example:5432/kickshots' });
    expect(await t.app.get(FirstAdmin).ensure()).toEqual({
      email: 'boss@example.com',
      generatedPassword: undefined,
    });
    expect(await admins(t)).toEqual(['boss@example.com']);
    expect((await signIn(t, 'boss@example.com', configured.ADMIN_PASSWORD)).statusCode).toBe(200);
    // once: the next start changes nothing
    expect(await t.app.get(FirstAdmin).ensure()).toBeUndefined();
    expect(await admins(t)).toEqual(['boss@example.com']);
  });

  it('never touches an existing users table, even an account with that e-mail', async () => {
    const t = await app(configured);
    const player = await newUser(t.app, { email: 'boss@example.com' });
    expect(await t.app.get(FirstAdmin).ensure()).toBeUndefined();
    expect(await admins(t)).toEqual([]);
    expect((await signIn(t, player.email, configured.ADMIN_PASSWORD)).statusCode).toBe(400);
  });

  it('without the variables: a generated admin@kickshots.local with the embedded database only', async () => {
    const embedded = await app({});
    const made = await embedded.app.get(FirstAdmin).ensure();
    expect(made).toEqual({ email: FIRST_ADMIN_EMAIL, generatedPassword: expect.any(String) });
    expect((await signIn(embedded, FIRST_ADMIN_EMAIL, made!.generatedPassword!)).statusCode).toBe(200);

    const external = await app({ DATABASE_URL: 'postgres://u:p@db.example:5432/kickshots' });
    expect(await external.app.get(FirstAdmin).ensure()).toBeUndefined();
    expect(await admins(external)).toEqual([]);
  });
});
