import { expect, test, type Page } from '@playwright/test';
import { signUp, sql } from './support.js';

// A signed-in player's home grid shows the card list the service worker kept while the session is
// refreshed at the page's start, instead of waiting for the refresh and then the list.

/** The card list's URL as the app fetches it: the service worker keeps the answer under it. */
const CARD_LIST = '/api/v1/cards?deck=black&deck=red';
const SUBSCRIPTION = '/api/v1/billing/subscription';
const PLAYER_CACHE = 'kickshots-player';

/** Waits until the service worker controls the page (the first visit installs it; a reload hands it the page). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

/** Whether the player cache holds an answer for each of `urls`. */
function kept(page: Page, urls: string[]): Promise<boolean> {
  return page.evaluate(
    async ({ urls, cacheName }) =>
      (await Promise.all(urls.map((url) => caches.match(url, { cacheName })))).every(Boolean),
    { urls, cacheName: PLAYER_CACHE },
  );
}

/** A new player on the home grid, whose card list and status the service worker keeps. */
async function signedUpWithSavedList(page: Page): Promise<string> {
  const email = await signUp(page);
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
  await controlledByServiceWorker(page);
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
  await expect.poll(() => kept(page, [CARD_LIST, SUBSCRIPTION])).toBe(true);
  return email;
}

/**
 * Holds the page's session refresh (POST /api/v1/auth/token) until the test lets it through:
 * whatever the page shows meanwhile, it shows before the refresh has answered.
 */
async function holdRefresh(page: Page): Promise<{ release: () => void; requested: () => number }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route('**/api/v1/auth/token', async (route) => {
    requested++;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

/** Notes in the page whether a card of the grid was ever drawn (from the next load on). */
async function watchForCards(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    const watched = window as unknown as { cardDrawn?: boolean };
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="kickshot-card"]')) watched.cardDrawn = true;
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => !!(window as unknown as { cardDrawn?: boolean }).cardDrawn);
}

test('the card list shows from the service worker cache while the session refreshes, then the fetched list replaces it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedUpWithSavedList(page);

  const refresh = await holdRefresh(page);
  await page.reload();
  const card = page.getByTestId('kickshot-card').first();
  await expect(card).toBeVisible();
  await expect(page.getByText(/^\d+ cards$/)).toBeVisible();
  expect(refresh.requested()).toBe(1); // the refresh was asked for, and is still held
  await expect(page).toHaveURL(/\/$/);

  // the session comes back: the list is fetched with it and takes the copy's place
  const fetched = page.waitForResponse(
    (response) => response.url().endsWith(CARD_LIST) && response.request().method() === 'GET',
  );
  refresh.release();
  expect((await fetched).status()).toBe(200);
  await expect(card).toBeVisible();
  await expect(page.getByLabel('Loading cards')).toHaveCount(0);
  // what needs the session works on the grid as usual
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Practice This Shot' }).click();
  await expect(page.getByRole('dialog').getByTestId('card-totals')).toBeVisible();
});

test('a session ended elsewhere: the refused refresh takes the cached list away, to the sign-in page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const email = await signedUpWithSavedList(page);

  const refresh = await holdRefresh(page);
  await page.reload();
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
  // the player signed out of every device elsewhere: this browser's refresh token is revoked
  await sql(
    'update refresh_tokens set revoked_at = now() where revoked_at is null and user_id = (select id from users where email = $1)',
    [email],
  );
  refresh.release();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByTestId('kickshot-card')).toHaveCount(0);
  // nothing of the player stays on the device for the next load
  await expect.poll(() => page.evaluate((name) => caches.has(name), PLAYER_CACHE)).toBe(false);
});

test('without the session hint cookie the cached list is never shown', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signedUpWithSavedList(page); // the copy is there to show
  const cardDrawn = await watchForCards(page);

  await context.clearCookies({ name: 'ks_session' });
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  expect(await cardDrawn()).toBe(false);
});
