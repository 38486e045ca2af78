/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support.js';

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
  const count = await cards(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(104);
  for (const text of await cards(page).allInnerTexts()) expect(text.toLowerCase()).toContain('draw');
});

test('save a card, save it again, find it in Saved and remove it', async ({ page }) => {
  const first = cards(page).first();
  const name = (await first.locator('p').first().innerText()).trim();
  await first.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Save to Favourites' }).click();
  await expect(page.getByText('Card added to favourites')).toBeVisible();
  await first.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Save to Favourites' }).click();
  await expect(page.getByText('This card is already in your favourites.')).toBeVisible();

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
