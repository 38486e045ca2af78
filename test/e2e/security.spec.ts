import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, signUp } from './support.js';

/** Collects every Content-Security-Policy violation the page reports, and Chromium's console lines about one. */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

test('every page loads under the Content-Security-Policy with no violation', async ({ page }) => {
  test.setTimeout(90_000);
  const violations = watchCsp(page);

  for (const path of [
    '/auth',
    '/terms',
    '/privacy',
    '/contact',
    '/reset-password?token=nope',
    '/no/such/page',
  ]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
  }

  const email = await signUp(page);
  for (const path of ['/', '/favourites', '/progress', '/statistics', '/account/security']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  // dialogs render too: the Info dialog and a card's practice dialog
  await page.goto('/');
  await page.getByRole('button', { name: /info/i }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/api/docs');
  await expect(page.getByText('Kickshots API').first()).toBeVisible();

  // the sandbox checkout page, a server-rendered page of its own
  const signIn = await page.request.post('/api/v1/auth/sign-in', { data: { email, password: PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const checkout = await page.request.post('/api/v1/billing/checkout', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const { url } = (await checkout.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByText(/Test payment/i).first()).toBeVisible();

  expect(violations).toEqual([]);
});

test('the client source maps are not served', async ({ page, request }) => {
  await page.goto('/auth');
  // the shell's chunk (the entry that imports it is written into the page)
  const script = await page
    .locator('link[rel="modulepreload"][href^="/assets/"]')
    .last()
    .getAttribute('href');
  expect(script).toMatch(/^\/assets\/.+\.js$/);
  const bundle = await request.get(script!);
  expect(bundle.status()).toBe(200);
  expect(await bundle.text()).not.toContain('sourceMappingURL');
  const map = await request.get(`${script}.map`);
  expect(map.status()).not.toBe(200);
});
