import { jest } from '@jest/globals';
import { SIGN_IN_SLOWDOWN_MS, SignInThrottle } from '../../src/modules/auth/sign-in-throttle.js';
import {
  expectAuthError,
  recover,
  signIn,
  signUp,
  useAuthTestApp,
  type InjectResponse,
} from '../support/auth-helpers.js';
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
  const t = useAuthTestApp();
  /** The sign-in slow-downs asked for (tests never wait on the clock: the wait itself is skipped). */
  const slowdowns: number[] = [];

  beforeAll(() => {
    jest.spyOn(t.app.get(SignInThrottle, { strict: false }), 'wait').mockImplementation((ms: number) => {
      slowdowns.push(ms);
      return Promise.resolve();
    });
  });
  beforeEach(() => {
    slowdowns.length = 0;
  });

  it('refuses the 11th attempt on one e-mail from one address, even the right password, but not from elsewhere', async () => {
    const target = await newUser(t.app);
    const attacker = '10.7.0.1';
    for (let i = 0; i < 10; i++) {
      expectAuthError(await signIn(t, target.email, `wrong-guess-${i}`, attacker), 'INVALID_CREDENTIALS');
    }
    expectRateLimited(await signIn(t, target.email, 'wrong-guess-10', attacker), 900);
    // The limit is per e-mail (whatever its case) at that address, and holds for the right password.
    expectRateLimited(await signIn(t, ` ${target.email.toUpperCase()}`, target.password, attacker), 900);

    // The owner, from their own address, is not locked out.
    const owner = await signIn(t, target.email, target.password, '10.7.0.2');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(target.id);
  });

  it('never locks the owner out: failures from many addresses slow every attempt on the e-mail instead', async () => {
    const target = await newUser(t.app);
    const bystander = await newUser(t.app);
    for (let i = 0; i < 15; i++) {
      // One guess per address: neither the per-address nor the per-pair limit is reached.
      expectAuthError(
        await signIn(t, target.email, `wrong-guess-${i}`, `10.7.6.${i + 1}`),
        'INVALID_CREDENTIALS',
      );
    }
    // Attempts 11 to 15 were slowed down, the first ten were not.
    expect(slowdowns).toEqual(Array(5).fill(SIGN_IN_SLOWDOWN_MS));

    // The right password still signs in (after the same wait as any attempt on this e-mail).
    slowdowns.length = 0;
    const owner = await signIn(t, target.email, target.password, '10.7.6.100');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().user.id).toBe(target.id);
    expect(slowdowns).toEqual([SIGN_IN_SLOWDOWN_MS]);

    // The success clears the e-mail's count; other e-mails were never slowed.
    slowdowns.length = 0;
    expectAuthError(await signIn(t, target.email, 'wrong-guess-15', '10.7.6.101'), 'INVALID_CREDENTIALS');
    expect((await signIn(t, bystander.email, bystander.password, '10.7.6.102')).statusCode).toBe(200);
    expect(slowdowns).toEqual([]);
  });

  it('clears the failure count of the e-mail at an address after a successful sign-in there', async () => {
    const user = await newUser(t.app);
    const address = '10.7.5.1';
    for (let i = 0; i < 9; i++) {
      expectAuthError(await signIn(t, user.email, `wrong-guess-${i}`, address), 'INVALID_CREDENTIALS');
    }
    expect((await signIn(t, user.email, user.password, address)).statusCode).toBe(200);
    // Two more failures would have been the 11th and 12th attempts without the reset.
    expectAuthError(await signIn(t, user.email, 'wrong-guess-9', address), 'INVALID_CREDENTIALS');
    expectAuthError(await signIn(t, user.email, 'wrong-guess-10', address), 'INVALID_CREDENTIALS');
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

  it('answers the 31st sign-up from one address within 5 minutes with 429 (a league at one pool hall fits)', async () => {
    const address = '10.7.3.1';
    // Common passwords: refused (400) after the limiter counts them, without the argon2 cost.
    const burst = (i: number, remoteAddress = address) =>
      signUp(t, { email: `burst-${i}@example.com`, password: 'password' }, remoteAddress);
    for (let i = 0; i < 30; i++) expect((await burst(i)).json().code).toBe('WEAK_PASSWORD');
    expectRateLimited(await burst(30), 300);
    expect((await burst(31, '10.7.3.2')).json().code).toBe('WEAK_PASSWORD');
  });

  it('answers the 6th sign-up for one e-mail within an hour with 429, from any address', async () => {
    const samePlayer = (i: number) =>
      signUp(
        t,
        { email: i % 2 ? 'Same.Player@example.com' : ' same.player@example.com', password: 'password' },
        `10.7.7.${i + 1}`,
      );
    for (let i = 0; i < 5; i++) expect((await samePlayer(i)).json().code).toBe('WEAK_PASSWORD');
    expectRateLimited(await samePlayer(5), 3600);
  });

  it('answers the 6th reset request for one e-mail within an hour with 429', async () => {
    const user = await newUser(t.app);
    const ask = (i: number) => recover(t, user.email, `10.7.4.${i + 1}`);
    for (let i = 0; i < 5; i++) expect((await ask(i)).statusCode).toBe(200);
    expectRateLimited(await ask(5), 3600);
  });
});
