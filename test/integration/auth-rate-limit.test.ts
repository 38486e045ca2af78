import { createTestApp, type TestApp } from '../support/app.js';
import { AUTH, authError, expectAuthError, signIn, type InjectResponse } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';

function expectRateLimited(res: InjectResponse, windowSeconds: number): void {
  expect(res.statusCode).toBe(429);
  const retryAfter = res.headers['retry-after'];
  expect(retryAfter).toMatch(/^\d+$/);
  const seconds = Number(retryAfter);
  expect(seconds).toBeGreaterThanOrEqual(1);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
  expect(res.json()).toEqual({
    statusCode: 429,
    error: 'Too Many Requests',
    message: `Too many attempts. Try again in ${seconds} seconds.`,
    code: 'RATE_LIMITED',
  });
}

describe('auth: rate limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_SCALE: '1' });
  });
  afterAll(() => t.close());

  it('answers the 11th sign-in for one e-mail within 15 minutes with 429 and a Retry-After', async () => {
    const target = await newUser(t.app);
    const bystander = await newUser(t.app);
    for (let i = 0; i < 10; i++) {
      // Spread over addresses: the per-e-mail limit is what trips, not the per-IP one.
      expectAuthError(
        await signIn(t, target.email, `wrong-guess-${i}`, `10.7.0.${i + 1}`),
        'INVALID_CREDENTIALS',
      );
    }
    expectRateLimited(await signIn(t, target.email, 'wrong-guess-10', '10.7.0.11'), 900);
    // The limit is per e-mail (whatever its case), and holds even for the right password.
    expectRateLimited(await signIn(t, ` ${target.email.toUpperCase()}`, target.password, '10.7.0.12'), 900);

    // Another e-mail from another address is unaffected.
    const other = await signIn(t, bystander.email, 'wrong-guess', '10.7.1.1');
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual(authError('INVALID_CREDENTIALS'));
    const signedIn = await signIn(t, bystander.email, bystander.password, '10.7.1.2');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(bystander.id);
  });

  it('clears the e-mail failure count after a successful sign-in', async () => {
    const user = await newUser(t.app);
    for (let i = 0; i < 9; i++) {
      expectAuthError(
        await signIn(t, user.email, `wrong-guess-${i}`, `10.7.5.${i + 1}`),
        'INVALID_CREDENTIALS',
      );
    }
    expect((await signIn(t, user.email, user.password, '10.7.5.10')).statusCode).toBe(200);
    // Two more failures would have been the 11th and 12th attempts without the reset.
    expectAuthError(await signIn(t, user.email, 'wrong-guess-9', '10.7.5.11'), 'INVALID_CREDENTIALS');
    expectAuthError(await signIn(t, user.email, 'wrong-guess-10', '10.7.5.12'), 'INVALID_CREDENTIALS');
  });

  it('answers the 31st sign-in from one address within 5 minutes with 429', async () => {
    const address = '10.7.2.1';
    for (let i = 0; i < 30; i++) {
      expectAuthError(
        await signIn(t, `stranger-${i}@example.com`, 'whatever-1', address),
        'INVALID_CREDENTIALS',
      );
    }
    expectRateLimited(await signIn(t, 'stranger-30@example.com', 'whatever-1', address), 300);
    // Other addresses still get an answer.
    expectAuthError(
      await signIn(t, 'stranger-31@example.com', 'whatever-1', '10.7.2.2'),
      'INVALID_CREDENTIALS',
    );
  });

  it('answers the 11th sign-up from one address within an hour with 429', async () => {
    const address = '10.7.3.1';
    const signUp = (i: number, remoteAddress = address) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH}/sign-up`,
        // Common passwords: refused (400) after the limiter counts them, without the argon2 cost.
        payload: { email: `burst-${i}@example.com`, password: 'password' },
        remoteAddress,
      });
    for (let i = 0; i < 10; i++) expect((await signUp(i)).json().code).toBe('WEAK_PASSWORD');
    expectRateLimited(await signUp(10), 3600);
    expect((await signUp(11, '10.7.3.2')).json().code).toBe('WEAK_PASSWORD');
  });

  it('answers the 6th reset request for one e-mail within an hour with 429', async () => {
    const user = await newUser(t.app);
    const recover = (i: number) =>
      t.app.inject({
        method: 'POST',
        url: `${AUTH}/recover`,
        payload: { email: user.email },
        remoteAddress: `10.7.4.${i + 1}`,
      });
    for (let i = 0; i < 5; i++) expect((await recover(i)).statusCode).toBe(200);
    expectRateLimited(await recover(5), 3600);
  });
});
