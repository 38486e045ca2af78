import { expect, test, type Page } from '@playwright/test';
import { openFromMore, openPractice, signUp, tapOutcomes } from './support.js';

/** Waits until the service worker controls the page (the first visit installs it; a reload hands it the page). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Whether this device keeps the Progress page's copy (in the player's offline cache). */
function progressCopySaved(page: Page): Promise<boolean> {
  return page.evaluate(async () => {
    const cache = await caches.open('kickshots-player');
    return !!(await cache.match('/offline-copies/progress-overview'));
  });
}

test('offline, Progress shows the copy saved on the last visit, says so, and is live again once back online', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await signUp(page);
  const { cardName, dialog } = await openPractice(page);
  await tapOutcomes(dialog, ['Success', 'Success', 'Miss']);
  await expect(dialog.getByTestId('today-totals')).toHaveText('Today: 3 attempts, 2 successes');
  await page.keyboard.press('Escape');
  await controlledByServiceWorker(page);

  // the first visit, online: the live figures, and the copy kept on the device
  await page.goto('/progress');
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('3');
  await expect(page.getByTestId('saved-progress-note')).toHaveCount(0);
  await expect.poll(() => progressCopySaved(page)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  const note = page.getByTestId('saved-progress-note');
  await expect(note).toContainText(/Showing saved data from .*\d/);
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('3');
  await expect(page.getByTestId('stat-success-rate')).toHaveText('66.7%');
  await expect(page.getByRole('cell', { name: cardName })).toBeVisible();
  // the achievements are not among the service worker's offline answers: they come from the copy
  await expect(page.getByText('First Shot', { exact: true })).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  // moving around the app offline and back: the copy again, never an error
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
  await openFromMore(page, 'Progress');
  await expect(note).toBeVisible();
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('3');
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);

  await context.setOffline(false);
  await expect(note).toBeHidden({ timeout: 20_000 });
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('3');
});
