import { createTestApp, type TestApp } from '../support/app.js';
import { PUBLIC_URL, sql } from '../support/auth-helpers.js';
import { formatDay } from '../../src/modules/billing/billing-dates.js';
import { BillingJobs } from '../../src/modules/billing/billing.jobs.js';
import {
  DAY_MS,
  getSubscription,
  post,
  sendWebhook,
  setTrialEnd,
  subscriptionRow,
} from '../support/billing-helpers.js';
import { newUser, type TestUser } from '../support/factories.js';

/** WCAG's contrast ratio of two #rrggbb / #rgb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
    const [r, g, b] = [0, 2, 4].map((i) => {
      const c = parseInt(digits.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** The custom properties of a `:root{…}` rule: { bg: '#f1f3f5', … }. */
function palette(rule: string | undefined): Record<string, string> {
  expect(rule).toBeDefined();
  return Object.fromEntries([...rule!.matchAll(/--([\w-]+):(#[0-9a-f]{3,6})/gi)].map((m) => [m[1]!, m[2]!]));
}

/**
 * A hosted page follows the system's colour scheme without a script: it declares both schemes and
 * has a dark palette, and both palettes meet WCAG AA (text 4.5:1, outlines and focus ring 3:1).
 */
function expectBothColourSchemes(html: string): void {
  expect(html).toContain('<meta name="color-scheme" content="light dark">');
  expect(html).toContain('color-scheme:light dark');
  expect(html).not.toMatch(/<script/i);
  const light = palette(/:root\{color-scheme:light dark;([^}]*)\}/.exec(html)?.[1]);
  const dark = palette(/@media \(prefers-color-scheme:dark\)\{:root\{([^}]*)\}\}/.exec(html)?.[1]);
  for (const [scheme, colours] of Object.entries({ light, dark })) {
    const c = (name: string) => {
      expect({ scheme, name, defined: colours[name] !== undefined }).toEqual({ scheme, name, defined: true });
      return colours[name]!;
    };
    const pairs: [string, string, string, number][] = [
      ['text on page', c('text'), c('bg'), 4.5],
      ['text on card', c('text'), c('card'), 4.5],
      ['muted text', c('muted'), c('card'), 4.5],
      ['link', c('accent'), c('card'), 4.5],
      ['primary button label', c('accent-text'), c('accent'), 4.5],
      ['test payment notice', c('warn-text'), c('warn-bg'), 4.5],
      ['button outline', c('control'), c('card'), 3],
      ['primary button edge', c('accent'), c('card'), 3],
      ['focus ring', c('focus'), c('card'), 3],
    ];
    for (const [what, fg, bg, minimum] of pairs)
      expect({ scheme, what, enough: contrast(fg, bg) >= minimum }).toEqual({ scheme, what, enough: true });
  }
}

/** The sandbox payment provider (the default: no STRIPE_SECRET_KEY) and its hosted pages. */
describe('billing: sandbox provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** The path and token of a hosted page URL. */
  const pageOf = (url: string) => {
    const parsed = new URL(url);
    return {
      path: parsed.pathname,
      token: parsed.searchParams.get('token')!,
      url: `${parsed.pathname}${parsed.search}`,
    };
  };
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const submit = (path: string, token: string | undefined) =>
    t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: token === undefined ? '' : new URLSearchParams({ token }).toString(),
    });
  const startCheckout = async (user: TestUser) => {
    const res = await post(t, user, '/checkout');
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(
      new RegExp(`^${PUBLIC_URL}/billing/sandbox/checkout/cs_sandbox_[0-9a-f]{24}\\?token=`),
    );
    return pageOf(url);
  };
  const pay = async (user: TestUser) => {
    const checkout = await startCheckout(user);
    const res = await submit(`${checkout.path}/pay`, checkout.token);
    expect(res.statusCode).toBe(303);
    return { checkout, sessionId: checkout.path.split('/').pop()!, location: res.headers.location as string };
  };
  const openPortal = async (user: TestUser) => {
    const res = await post(t, user, '/portal');
    expect(res.statusCode).toBe(200);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/billing/sandbox/portal/bps_sandbox_`));
    return pageOf(url);
  };

  it('checkout page → Pay → back to the app with success → active for a year', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() - DAY_MS)); // no trial left: paid at once
    const checkout = await startCheckout(user);

    const page = await get(checkout.url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.body).toContain('Test payment — no money moves');
    expect(page.body).toContain('Pay $34.95');
    expect(page.body).toContain('Kickshots annual subscription');
    expect(page.body).toContain('Cancel');
    expect(page.body).toContain(user.email);
    expect(page.body).toContain('prefers-color-scheme:dark');
    expect(page.body).toContain('<meta name="viewport"');
    expectBothColourSchemes(page.body);

    const paid = await submit(`${checkout.path}/pay`, checkout.token);
    expect(paid.statusCode).toBe(303);
    const sessionId = checkout.path.split('/').pop()!;
    expect(paid.headers.location).toBe(`${PUBLIC_URL}/?success=true&session_id=${sessionId}`);

    const view = await getSubscription(t, user);
    expect(view).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      provider: 'sandbox',
      trialExpired: false,
      firstChargeAt: null,
    });
    const periodEnd = new Date(view.currentPeriodEnd!).getTime();
    expect(Math.abs(periodEnd - (Date.now() + 365 * DAY_MS))).toBeLessThan(2 * DAY_MS);
    expect(await subscriptionRow(t, user.id)).toMatchObject({
      status: 'active',
      subscription_type: 'annual',
      provider: 'sandbox',
      provider_subscription_id: expect.stringMatching(/^sub_sandbox_/) as string,
      provider_customer_id: expect.stringMatching(/^cus_sandbox_/) as string,
    });

    // A second click on Pay is harmless: back to the same success address.
    const again = await submit(`${checkout.path}/pay`, checkout.token);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(`${PUBLIC_URL}/?success=true&session_id=${sessionId}`);

    // The verify call after the return answers the active status.
    const verified = await post(t, user, '/verify', { sessionId });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ status: 'active', provider: 'sandbox' });

    // An active subscriber cannot start another checkout.
    const checkoutAgain = await post(t, user, '/checkout');
    expect(checkoutAgain.statusCode).toBe(409);
    expect(checkoutAgain.json()).toMatchObject({ code: 'ALREADY_SUBSCRIBED' });
  });

  it('opens the cards again for an expired trial once paid', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() - DAY_MS));
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).statusCode).toBe(
      403,
    );
    await pay(user);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/cards', headers: user.auth })).statusCode).toBe(
      200,
    );
  });

  it('Cancel returns to the app with canceled=true and changes nothing', async () => {
    const user = await newUser(t.app);
    const checkout = await startCheckout(user);
    const res = await submit(`${checkout.path}/cancel`, checkout.token);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/?canceled=true`);
    expect(await getSubscription(t, user)).toMatchObject({ status: 'trialing', provider: null });
    // The canceled session cannot be paid any more.
    const late = await submit(`${checkout.path}/pay`, checkout.token);
    expect(late.statusCode).toBe(410);
    expect(late.body).toContain('canceled');
    expect((await subscriptionRow(t, user.id)).status).toBe('trialing');
    const verify = await post(t, user, '/verify', { sessionId: checkout.path.split('/').pop() });
    expect(verify.statusCode).toBe(400);
    expect(verify.json().code).toBe('CHECKOUT_NOT_PAID');
  });

  it('refuses a wrong or missing token with a "not valid" page, and changes nothing', async () => {
    const user = await newUser(t.app);
    const checkout = await startCheckout(user);
    for (const res of [
      await get(checkout.path),
      await get(`${checkout.path}?token=wrong`),
      await submit(`${checkout.path}/pay`, 'wrong'),
      await submit(`${checkout.path}/pay`, undefined),
      await get(`/billing/sandbox/checkout/cs_sandbox_unknown?token=${checkout.token}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('This test payment link is not valid or has expired.');
      expectBothColourSchemes(res.body);
    }
    expect((await subscriptionRow(t, user.id)).status).toBe('trialing');
  });

  it('refuses an expired checkout link', async () => {
    const user = await newUser(t.app);
    const checkout = await startCheckout(user);
    await sql(t, `update sandbox_sessions set expires_at = now() - interval '1 minute' where id = $1`, [
      checkout.path.split('/').pop(),
    ]);
    expect((await get(checkout.url)).statusCode).toBe(404);
    expect((await submit(`${checkout.path}/pay`, checkout.token)).statusCode).toBe(404);
    expect((await subscriptionRow(t, user.id)).status).toBe('trialing');
  });

  it('verify refuses another user’s session, an unknown one and a missing id', async () => {
    const alice = await newUser(t.app);
    const bob = await newUser(t.app);
    const { sessionId } = await pay(alice);
    const stolen = await post(t, bob, '/verify', { sessionId });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json()).toMatchObject({ code: 'CHECKOUT_SESSION_INVALID' });
    expect(await getSubscription(t, bob)).toMatchObject({ status: 'trialing', provider: null });
    const unknown = await post(t, bob, '/verify', { sessionId: 'cs_sandbox_nope' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('CHECKOUT_SESSION_INVALID');
    const missing = await post(t, bob, '/verify', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('VALIDATION_FAILED');
  });

  it('portal: plan and renewal date, Cancel at period end, Resume, Return to Kickshots', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() - DAY_MS)); // paid at once: a renewal date
    await pay(user);
    const portal = await openPortal(user);

    let page = await get(portal.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test payment — no money moves');
    expect(page.body).toContain('Kickshots annual subscription');
    expect(page.body).toContain('Renews on');
    expect(page.body).toContain('Cancel at period end');
    expect(page.body).toContain('Return to Kickshots');
    expect(page.body).toContain(`href="${PUBLIC_URL}/"`);
    expectBothColourSchemes(page.body);

    const canceled = await submit(`${portal.path}/cancel-at-period-end`, portal.token);
    expect(canceled.statusCode).toBe(303);
    expect(canceled.headers.location).toBe(portal.url);
    expect(await getSubscription(t, user)).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    page = await get(portal.url);
    expect(page.body).toContain('Ends on');
    expect(page.body).toContain('Resume');

    const resumed = await submit(`${portal.path}/resume`, portal.token);
    expect(resumed.statusCode).toBe(303);
    expect(await getSubscription(t, user)).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    // Another user's link token does not work on this portal session.
    const other = await openPortal(await newUser(t.app));
    expect((await submit(`${portal.path}/cancel-at-period-end`, other.token)).statusCode).toBe(404);
    expect((await getSubscription(t, user)).cancelAtPeriodEnd).toBe(false);
  });

  it('portal without a paid subscription: "No paid subscription yet" and a Subscribe button to checkout', async () => {
    const user = await newUser(t.app);
    const portal = await openPortal(user);
    const page = await get(portal.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('No paid subscription yet');
    expect(page.body).toContain('Subscribe');
    const subscribe = await submit(`${portal.path}/subscribe`, portal.token);
    expect(subscribe.statusCode).toBe(303);
    expect(subscribe.headers.location).toMatch(
      new RegExp(`^${PUBLIC_URL}/billing/sandbox/checkout/cs_sandbox_`),
    );
    const checkout = pageOf(subscribe.headers.location as string);
    expect((await get(checkout.url)).body).toContain('Start subscription');
  });

  it('subscribing during the trial: the first charge is at the trial end, and the renewal job makes it', async () => {
    const user = await newUser(t.app);
    const trialEnd = new Date(Date.now() + 362 * DAY_MS); // 3 days into the one-year trial
    await setTrialEnd(t, user.id, trialEnd);
    expect((await getSubscription(t, user)).firstChargeAt).toBe(trialEnd.toISOString());

    const checkout = await startCheckout(user);
    const page = await get(checkout.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Free trial');
    expect(page.body).toContain(`$34.95 on ${formatDay(trialEnd)}`);
    expect(page.body).toContain('Start subscription');
    expect(page.body).not.toContain('Pay $34.95');

    expect((await submit(`${checkout.path}/pay`, checkout.token)).statusCode).toBe(303);
    expect(await getSubscription(t, user)).toEqual({
      status: 'active',
      trialEnd: trialEnd.toISOString(),
      currentPeriodEnd: trialEnd.toISOString(),
      cancelAtPeriodEnd: false,
      provider: 'sandbox',
      trialExpired: false,
      firstChargeAt: trialEnd.toISOString(),
    });
    const portal = await openPortal(user);
    expect((await get(portal.url)).body).toContain(`First charge on</dt><dd>${formatDay(trialEnd)}`);

    // Before the trial end nothing is charged; at the trial end the renewal job charges the year.
    await t.app.get(BillingJobs, { strict: false }).renewDuePeriods();
    expect((await getSubscription(t, user)).currentPeriodEnd).toBe(trialEnd.toISOString());
    const ended = new Date(Date.now() - 60_000);
    await sql(t, 'update subscriptions set trial_end = $2, current_period_end = $2 where user_id = $1', [
      user.id,
      ended,
    ]);
    await t.app.get(BillingJobs, { strict: false }).renewDuePeriods();
    const renewed = await getSubscription(t, user);
    expect(renewed).toMatchObject({ status: 'active', firstChargeAt: null });
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 360 * DAY_MS);
  });

  it('a trial ending within 48 hours is charged at once', async () => {
    const user = await newUser(t.app);
    await setTrialEnd(t, user.id, new Date(Date.now() + 24 * 3600_000));
    expect((await getSubscription(t, user)).firstChargeAt).toBeNull();
    const checkout = await startCheckout(user);
    expect((await get(checkout.url)).body).toContain('Pay $34.95');
    expect((await submit(`${checkout.path}/pay`, checkout.token)).statusCode).toBe(303);
    const view = await getSubscription(t, user);
    expect(view).toMatchObject({ status: 'active', firstChargeAt: null });
    expect(Math.abs(new Date(view.currentPeriodEnd!).getTime() - (Date.now() + 365 * DAY_MS))).toBeLessThan(
      2 * DAY_MS,
    );
  });

  it('canceling at period end before the first charge: no charge, access until the trial end', async () => {
    const user = await newUser(t.app);
    const trialEnd = new Date(Date.now() + 100 * DAY_MS);
    await setTrialEnd(t, user.id, trialEnd);
    await pay(user);
    const portal = await openPortal(user);
    await submit(`${portal.path}/cancel-at-period-end`, portal.token);
    expect(await getSubscription(t, user)).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: trialEnd.toISOString(),
      firstChargeAt: null,
    });
    expect((await get(portal.url)).body).toContain(`Ends on</dt><dd>${formatDay(trialEnd)}`);
  });

  it('at the end of a period a sandbox subscription renews, or ends when set to cancel', async () => {
    const renewing = await newUser(t.app);
    const ending = await newUser(t.app);
    for (const user of [renewing, ending]) await setTrialEnd(t, user.id, new Date(Date.now() - DAY_MS));
    await pay(renewing);
    await pay(ending);
    const portal = await openPortal(ending);
    await submit(`${portal.path}/cancel-at-period-end`, portal.token);
    const past = new Date(Date.now() - 60_000);
    await sql(t, 'update subscriptions set current_period_end = $1 where user_id = any($2)', [
      past,
      [renewing.id, ending.id],
    ]);
    await t.app.get(BillingJobs, { strict: false }).renewDuePeriods();
    const renewed = await getSubscription(t, renewing);
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 360 * DAY_MS);
    // Its trial ended before it: the subscription dialog asks to subscribe again.
    expect(await getSubscription(t, ending)).toMatchObject({ status: 'inactive', trialExpired: true });
    expect((await subscriptionRow(t, ending.id)).status).toBe('canceled');
  });

  it('answers 404 STRIPE_NOT_CONFIGURED on the Stripe webhook endpoint', async () => {
    const res = await sendWebhook(t, JSON.stringify({ id: 'evt_1' }), 't=1,v1=abc');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'STRIPE_NOT_CONFIGURED' });
  });

  it('needs a signed-in caller for the API, and hides the sandbox pages from the API document', async () => {
    for (const path of ['/checkout', '/portal', '/verify', '/promo-codes/redeem']) {
      expect({ path, status: (await post(t, undefined, path, {})).statusCode }).toEqual({
        path,
        status: 401,
      });
    }
    const doc = (await get('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).filter((path) => path.includes('sandbox'))).toEqual([]);
    expect(doc.paths['/api/v1/billing/subscription']).toBeDefined();
  });
});
