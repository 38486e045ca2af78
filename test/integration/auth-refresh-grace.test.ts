import { expectAuthError, me, refresh, useAuthTestApp } from '../support/auth-helpers.js';
import { newUser } from '../support/factories.js';

describe('auth: a refresh answer lost to a reload', () => {
  const t = useAuthTestApp();

  it('answers a repeat within a few seconds with the same successor, which then works once', async () => {
    const user = await newUser(t.app);
    const first = await refresh(t, user.session.refreshToken);
    expect(first.statusCode).toBe(200);
    const again = await refresh(t, user.session.refreshToken);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ aal: 'aal1' });
    // the lost answer is given again: one successor, not a second branch of the session
    const successor = first.json<{ refreshToken: string }>().refreshToken;
    expect(again.json<{ refreshToken: string }>().refreshToken).toBe(successor);
    expect((await me(t, again.json<{ accessToken: string }>().accessToken)).statusCode).toBe(200);

    const next = await refresh(t, successor);
    expect(next.statusCode).toBe(200);
    expect(next.json<{ refreshToken: string }>().refreshToken).not.toBe(successor);
    // once the successor is used, the first token has nothing left to give (still within the grace)
    expectAuthError(await refresh(t, user.session.refreshToken), 'INVALID_REFRESH_TOKEN');
    expect((await refresh(t, next.json<{ refreshToken: string }>().refreshToken)).statusCode).toBe(200);
  });
});
