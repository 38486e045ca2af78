import { createTestApp, type TestApp } from '../support/app.js';
import { newUser } from '../support/factories.js';

describe('auth: a refresh answer lost to a reload', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/token', payload: { refreshToken } });

  it('lets the same token be used again within a few seconds, and only the newest child lives on', async () => {
    const user = await newUser(t.app);
    const first = await refresh(user.session.refreshToken);
    expect(first.statusCode).toBe(200);
    const again = await refresh(user.session.refreshToken);
    expect(again.json()).toMatchObject({ aal: 'aal1' });
    expect(again.statusCode).toBe(200);
    // the child of the lost answer is retired; the new one works
    expect((await refresh(first.json<{ refreshToken: string }>().refreshToken)).statusCode).toBe(401);
    expect((await refresh(again.json<{ refreshToken: string }>().refreshToken)).statusCode).toBe(200);
  });
});
