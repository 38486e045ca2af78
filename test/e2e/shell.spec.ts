import { expect, test } from '@playwright/test';

test('an unknown path shows the not-found screen with a way home', async ({ page }) => {
  const report = page.waitForRequest((request) => request.url().endsWith('/api/v1/site/not-found'));
  await page.goto('/no/such/page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect((await report).postDataJSON()).toEqual({ path: '/no/such/page' });
  await page.getByRole('link', { name: 'Return to Home' }).click();
  // home is guarded: signed out, it leads on to the sign-in page
  await expect(page).toHaveURL(/\/auth$/);
});

test('the Terms of Service page shows its four sections', async ({ page }) => {
  await page.goto('/terms');
  await expect(page).toHaveTitle(/Terms of Service/);
  for (const heading of [
    'Acceptance of Terms',
    'Subscription Services',
    'User Content',
    'Intellectual Property',
  ]) {
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  }
});

test('the Contact page shows the configured support details', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact Us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'support@kickshots.app' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Follow us on Instagram' })).toHaveAttribute(
    'href',
    /instagram/,
  );
});

test('the dark-mode toggle survives a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/privacy');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByTestId('theme-toggle').click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('starts dark when the system prefers dark', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/terms');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});
