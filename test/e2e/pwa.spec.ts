import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support.js';

/** Waits until the service worker controls the page (the first visit installs it; a reload hands it the page). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test('the app is installable: a manifest named after the product, icons and a service worker', async ({
  page,
}) => {
  await page.goto('/auth');
  // a visitor who only opens the sign-in page downloads no service worker nor its precache
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(href!)).json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest.short_name).toBe('Kickshots');
  expect(manifest.display).toBe('standalone');
  expect(manifest.start_url).toBe('/');
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
  // a signed-in player gets it, and it stays
  await signUp(page);
  await controlledByServiceWorker(page);
});

test('a missing file is a 404 and robots.txt is real', async ({ page }) => {
  expect((await page.request.get('/assets/no-such-chunk.js')).status()).toBe(404);
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('User-agent');
});

test('offline: the cards show from the cache, practice counts on the saved totals and taps are sent once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
  await controlledByServiceWorker(page);
  const card = page.getByTestId('kickshot-card').first();
  await expect(card).toBeVisible();
  const dialog = page.getByRole('dialog');
  const practise = async () => {
    await card.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Practice This Shot' }).click();
    await expect(dialog.getByTestId('card-totals')).toBeVisible();
  };

  // online: the card's saved totals become 1 / 2 (the answers update them without a new fetch)
  await practise();
  await dialog.getByRole('button', { name: 'Success' }).click();
  await expect(dialog.getByTestId('card-totals')).toHaveText('This shot: 1 / 1');
  await dialog.getByRole('button', { name: 'Miss' }).click();
  await expect(dialog.getByTestId('card-totals')).toHaveText('This shot: 1 / 2');
  await expect(dialog.getByTestId('today-totals')).toHaveText('Today: 2 attempts, 1 success');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline');
  await expect(card).toBeVisible();
  await expect(page.getByText('52 cards')).toBeVisible();

  // opened offline, the dialog starts from the totals saved before, and counts the taps kept here
  await practise();
  await expect(dialog.getByTestId('card-totals')).toHaveText('This shot: 1 / 2');
  for (let i = 0; i < 3; i++) await dialog.getByRole('button', { name: 'Success' }).click();
  await expect(dialog.getByTestId('taps-waiting')).toHaveText(
    '3 taps waiting to sync: counted above, and sent once you are back online',
  );
  await expect(dialog.getByTestId('card-totals')).toHaveText('This shot: 4 / 5');
  await expect(dialog.getByTestId('today-totals')).toHaveText('Today: 5 attempts, 4 successes');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('offline-banner')).toContainText('3 taps waiting to sync');
  // opened again: the taps kept from the first opening still count
  await practise();
  await expect(dialog.getByTestId('card-totals')).toHaveText('This shot: 4 / 5');
  await page.keyboard.press('Escape');

  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden({ timeout: 20_000 });
  await page.goto('/progress');
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('5');
});
