import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { totp } from '../../src/modules/auth/totp.js';
import { lastMailTo, PASSWORD, signIn, signUp, uniqueEmail } from './support.js';

test('sign up lands on the home page; sign out goes to /auth', async ({ page }) => {
  await signUp(page);
  await expect(page.getByText('Registration successful')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
});

test('a guarded route while signed out goes to /auth', async ({ page }) => {
  await page.goto('/account/security');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  // every guarded route: the guard decides first
  for (const path of ['/links', '/lineup', '/delete-account', '/admin/users']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('a signed-out page view asks nothing of the session endpoint', async ({ page }) => {
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/token')) tokenCalls.push(request.url());
  });
  await page.goto('/terms');
  await page.waitForLoadState('networkidle');
  expect(tokenCalls).toEqual([]);
});

test('the session survives a reload', async ({ page }) => {
  await signUp(page);
  await page.goto('/account/security');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Security' })).toBeVisible();
});

test("a reload recovers the session with one request, sent before the app's code has arrived", async ({
  page,
}) => {
  await signUp(page);
  const tokenCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/token')) tokenCalls.push(request.method());
  });
  // the shell's code is held until the session request has gone out (or 5 s have passed)
  let sentBeforeCode = false;
  await page.route(/\/assets\/client-[\w-]+\.js$/, async (route) => {
    await expect
      .poll(() => tokenCalls.length, { timeout: 5000 })
      .toBe(1)
      .then(
        () => (sentBeforeCode = true),
        () => undefined,
      );
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole('switch', { name: /Black deck/ })).toBeVisible();
  expect(sentBeforeCode).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(tokenCalls).toEqual(['POST']);
});

test('mismatched passwords show the spec toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail());
  await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await panel.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(`${PASSWORD}x`);
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(page.getByText('Please make sure your passwords match')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('wrong credentials show the sign-in failure toast', async ({ page }) => {
  await signIn(page, uniqueEmail(), 'not-the-password');
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
});

test('forgot password: the e-mailed link sets a new password that signs in', async ({ page }) => {
  const email = await signUp(page);
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent')).toBeVisible();

  const mail = await lastMailTo(email, '/reset-password?token=');
  const link = mail.links.find((l: string) => l.includes('/reset-password?token='))!;
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await expect(page.getByText('Enter a new password for your account')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('rail-first-2026');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('rail-first-2026');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email, 'rail-first-2026');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  // the link works once
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Sign In' })).toBeVisible();
});

test('an authenticator app protects the next sign-in', async ({ page }) => {
  const email = await signUp(page);
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByRole('group', { name: 'Authenticator code' }).getByRole('textbox').first().click();
  await page.keyboard.type(totp(secret, new Date()));
  await expect(page.getByText('Authenticator added')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  // signed out for sure before the next page load (a load while the sign-out call is under way
  // cancels it, and the session lives on)
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email);
  await expect(page.getByText('Two-step verification')).toBeVisible();
  await page.getByRole('group', { name: 'Authenticator code' }).getByRole('textbox').first().click();
  // the enrolment code is spent: use the next time step's code (one step of drift is accepted)
  await page.keyboard.type(totp(secret, new Date(Date.now() + 30_000)));
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed in successfully')).toBeVisible();
});

/** The WCAG 2.1 AA violations axe finds on the page as it is, one line each. */
async function wcagViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('a recovery code signs in when the phone is lost, once', async ({ page }) => {
  // an enrolment, three sign-ins and three axe runs: longer than one page's steps
  test.setTimeout(90_000);
  const email = await signUp(page);
  await page.goto('/account/security');
  await page.getByRole('button', { name: 'Add authenticator app' }).click();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByRole('group', { name: 'Authenticator code' }).getByRole('textbox').first().click();
  await page.keyboard.type(totp(secret, new Date()));

  // the codes, shown once with the advice to keep them
  await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
  await expect(page.getByText('Store these codes somewhere safe')).toBeVisible();
  const codes = (await page.getByTestId('recovery-codes').getByRole('listitem').allTextContents()).map((c) =>
    c.trim(),
  );
  expect(codes).toHaveLength(10);
  for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
  await expect(page.getByRole('button', { name: 'Copy codes' })).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toMatch(/recovery-codes\.txt$/);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email);
  await expect(page.getByText('Two-step verification')).toBeVisible();
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  expect(await wcagViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Signed in successfully')).toBeVisible();

  await page.goto('/account/security');
  await expect(page.getByText('9 recovery codes left')).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  // a used code is refused
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByRole('textbox', { name: 'Recovery code' }).fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Invalid authenticator code.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('changing the password on the Security page asks for the current one', async ({ page }) => {
  const email = await signUp(page);
  await page.goto('/account/security');
  const current = page.getByRole('textbox', { name: 'Current password', exact: true });
  const fresh = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirm = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  await fresh.fill('rail-first-2026');
  await confirm.fill('rail-first-2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is required')).toBeVisible();

  await current.fill('not-the-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your current password is not correct.')).toBeVisible();

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password updated successfully')).toBeVisible();
  await expect(current).toHaveValue('');

  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await signIn(page, email, 'rail-first-2026');
  await expect(page).toHaveURL(/\/$/);
});
