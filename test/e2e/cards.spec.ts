/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support.js';

/** The page's access token, from a refresh of its session cookie. */
async function accessToken(page: Page): Promise<string> {
  const session = await page.request.post('/api/v1/auth/token', { data: {} });
  return ((await session.json()) as { accessToken: string }).accessToken;
}

const cards = (page: Page) => page.getByTestId('kickshot-card');
const columns = (page: Page) =>
  page
    .getByTestId('card-grid')
    .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);

test.beforeEach(async ({ page }) => {
  await signUp(page);
  await expect(cards(page).first()).toBeVisible();
});

test('the black deck shows by default; switching the red deck on adds its cards', async ({ page }) => {
  await expect(page.getByText('52 cards')).toBeVisible();
  await expect(page.locator('[data-card-id^="red-"]')).toHaveCount(0);
  await page.getByRole('switch', { name: 'Red deck — position play' }).check();
  await expect(page.getByText('104 cards')).toBeVisible();
  await expect(page.locator('[data-card-id^="red-"]').first()).toBeVisible();
  // the choice is kept
  await page.reload();
  await expect(page.getByText('104 cards')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('activeDeckColors'))).toBe('["black","red"]');
});

test("searching 'draw' narrows the grid", async ({ page }) => {
  await page.getByRole('switch', { name: 'Red deck — position play' }).check();
  await expect(page.getByText('104 cards')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search kickshots' }).fill('draw');
  await expect(page.getByText(/^\d+ cards?$/)).not.toHaveText('104 cards');
  // the grid shows what the server's own search finds (both fold case, quotes and accents)
  const found = await page.request.get('/api/v1/cards?deck=black&deck=red&q=draw', {
    headers: { authorization: `Bearer ${await accessToken(page)}` },
  });
  const count = ((await found.json()) as unknown[]).length;
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(104);
  await expect(cards(page)).toHaveCount(count);
});

test('the grid shows the short facts; the card opens with its full text', async ({ page }) => {
  const first = cards(page).first();
  const name = (await first.getByTestId('card-name').innerText()).trim();
  await first.getByTestId('card-name').click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  const description = (await dialog.getByTestId('card-description').innerText()).trim();
  expect(description.split(' ').length).toBeGreaterThan(20);
  await expect(first).not.toContainText(description);
  // the coaching: common miss → what you see → the fix, and the drill with its benchmarks
  await expect(dialog.getByTestId('common-miss')).toContainText('The fix:');
  await expect(dialog.getByTestId('drill-target')).toContainText(
    /10 tries; success = .+ Club player \d+\/10/,
  );
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('save a card, save it again, find it in Saved and remove it', async ({ page }) => {
  const first = cards(page).first();
  const name = (await first.getByTestId('card-name').innerText()).trim();
  await first.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Save to Favourites' }).click();
  await expect(page.getByText('Card added to favourites')).toBeVisible();
  await first.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Save to Favourites' }).click();
  await expect(page.getByText('This card is already in your favourites.')).toBeVisible();
  await expect(first.getByRole('img', { name: 'Saved' })).toBeVisible();

  await page.getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: 'Your Saved' })).toBeVisible();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText(name);
  await cards(page)
    .first()
    .getByRole('button', { name: /Actions for/ })
    .click();
  await page.getByRole('menuitem', { name: 'Remove from Saved' }).click();
  await expect(page.getByText('Card removed from favourites')).toBeVisible();
  await expect(page.getByText('No Saved Kickshots')).toBeVisible();
  await page.getByRole('link', { name: 'Browse Kickshots' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the grid has 1 column at 375 px and 4 at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await columns(page)).toBe(4);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => columns(page)).toBe(1);
});

test('a diagram image loads', async ({ page }) => {
  const image = cards(page)
    .first()
    .getByRole('img', { name: /^Diagram of/ });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
});

test('the Info dialog explains the cards in four tabs', async ({ page }) => {
  await page.getByRole('button', { name: 'Info' }).click();
  for (const tab of ['General Description', 'Aiming Points & Spin', 'Shooting Power', 'Cards Index']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab }).getByRole('img')).toBeVisible();
  }
});
