import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { totp } from '../../src/modules/auth/totp.js';
import { openFromMore, PASSWORD, signIn, signUp, sql } from './support.js';

/** A toast with this title and text (toasts stack; any of them may be the one). */
const toast = (page: Page, title: string, text: string) =>
  page.getByRole('alert').filter({ hasText: title }).filter({ hasText: text });

const dataCard = (page: Page) => page.getByRole('region', { name: 'Delete All Data', exact: true });
const accountCard = (page: Page) => page.getByRole('region', { name: 'Delete Account', exact: true });

/** Types the word into a card's field and presses its button: the second confirmation opens. */
async function askToDelete(page: Page, kind: 'data' | 'account'): Promise<void> {
  const card = kind === 'data' ? dataCard(page) : accountCard(page);
  const word = kind === 'data' ? 'DELETE DATA' : 'DELETE';
  await card.getByRole('textbox', { name: `Type ${word} to confirm` }).fill(word);
  await card.getByRole('button', { name: kind === 'data' ? 'Delete All Data' : 'Delete Account' }).click();
}

test('the confirmation words: a wrong one is refused with the spec toast, the right one asks again', async ({
  page,
}) => {
  await signUp(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Delete Account' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('heading', { name: 'Delete Account', level: 1 })).toBeVisible();

  // the buttons wait until something is typed
  const deleteData = dataCard(page).getByRole('button', { name: 'Delete All Data' });
  const deleteAccount = accountCard(page).getByRole('button', { name: 'Delete Account' });
  await expect(deleteData).toBeDisabled();
  await expect(deleteAccount).toBeDisabled();

  await dataCard(page).getByRole('textbox', { name: 'Type DELETE DATA to confirm' }).fill('delete data');
  await deleteData.click();
  await expect(
    toast(page, 'Confirmation Required', "Please type 'DELETE DATA' to confirm data deletion."),
  ).toBeVisible();

  const accountField = accountCard(page).getByRole('textbox', { name: 'Type DELETE to confirm' });
  await accountField.fill('DELETE ');
  await accountField.press('Enter'); // the field submits like its button
  await expect(
    toast(page, 'Confirmation Required', "Please type 'DELETE' to confirm account deletion."),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // the exact word: a second confirmation, and Cancel deletes nothing
  await accountField.fill('DELETE');
  await deleteAccount.click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(deleteAccount).toBeFocused();
  await expect(page).toHaveURL(/\/delete-account$/);

  // Back: history back, to the page before
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Delete All Data: progress and saved cards are gone, the player stays signed in', async ({ page }) => {
  await signUp(page);
  const card = page.getByTestId('kickshot-card').first();
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Practice This Shot' }).click();
  const practice = page.getByRole('dialog');
  await practice.getByRole('button', { name: 'Success' }).click();
  await expect(practice.getByTestId('today-totals')).toHaveText('Today: 1 attempt, 1 success');
  await practice.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByText('Practice session completed!')).toBeVisible();
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Save to Favourites' }).click();
  await expect(page.getByText('Card added to favourites')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('favouriteCards') ?? '[]') as string[]))
    .toHaveLength(1);

  await openFromMore(page, 'Progress');
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('1');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Delete Account' }).click();
  await askToDelete(page, 'data');
  const dialog = page.getByRole('dialog', { name: 'Delete all your data?' });
  await dialog.getByRole('button', { name: 'Delete All Data' }).click();
  await expect(
    toast(page, 'Data Deleted', 'All your app data has been deleted. Your account remains active.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
  // the mirror holds no card: gone, or written again empty by the home page's fresh read
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('favouriteCards') ?? '[]') as string[]),
  ).toEqual([]);

  // the pages shown before (their answers were cached) show nothing of it now
  await openFromMore(page, 'Progress');
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('0');
  await expect(
    page.getByText("No practice yet: open a card's menu and choose Practice This Shot."),
  ).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Home' }).click();
  await page.getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByText('No Saved Kickshots')).toBeVisible();

  // and after a reload: still signed in, still empty
  await page.goto('/progress');
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('0');
});

test('Delete Account: signed out to /auth, and the same credentials no longer sign in', async ({ page }) => {
  const email = await signUp(page);
  // slowed down, to see it in progress
  await page.route('**/api/v1/me/delete-account', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/delete-account');
  await askToDelete(page, 'account');
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByRole('button', { name: 'Delete Account' }).click();
  await expect(dialog.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
  await expect(toast(page, 'Account Deleted', 'Your account has been permanently deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
  // the server had already ended the session: its end here is quiet
  await expect(page.getByText('Authentication Error')).toHaveCount(0);
  await expect(page.getByText('Sign out failed')).toHaveCount(0);
  expect((await sql('select count(*)::int as n from users where email = $1', [email])).rows[0].n).toBe(0);

  // no session to recover
  await page.goto('/delete-account');
  await expect(page).toHaveURL(/\/auth$/);

  await signIn(page, email);
  await expect(page.getByText('Sign in failed')).toBeVisible();
  await expect(page.getByText('Invalid login credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a deletion the server refuses shows its message, and nothing else happens', async ({ page }) => {
  await signUp(page);
  await page.route('**/api/v1/me/delete-account', (route) =>
    route.fulfill({
      status: 502,
      json: {
        statusCode: 502,
        error: 'Bad Gateway',
        message: 'The subscription could not be cancelled. Nothing was deleted; please try again.',
        code: 'PAYMENT_PROVIDER_ERROR',
      },
    }),
  );
  await page.route('**/api/v1/me/delete-data', (route) => route.abort('connectionrefused'));
  await page.goto('/delete-account');
  await askToDelete(page, 'account');
  await page
    .getByRole('dialog', { name: 'Delete your account?' })
    .getByRole('button', { name: 'Delete Account' })
    .click();
  await expect(
    toast(
      page,
      'Deletion Failed',
      'The subscription could not be cancelled. Nothing was deleted; please try again.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // no answer at all: the spec's words
  await askToDelete(page, 'data');
  await page
    .getByRole('dialog', { name: 'Delete all your data?' })
    .getByRole('button', { name: 'Delete All Data' })
    .click();
  await expect(toast(page, 'Deletion Failed', 'Failed to delete user data. Please try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
});

test('Download my data: a JSON file of the player’s data, from /delete-account and /account/security', async ({
  page,
}) => {
  const email = await signUp(page);
  for (const path of ['/delete-account', '/account/security']) {
    await page.goto(path);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kickshots-data-\d{4}-\d{2}-\d{2}\.json$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(() => JSON.parse(text) as unknown).not.toThrow();
    expect(text).toContain(email);
  }
  // the security page leads to the deletions
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('link', { name: /Delete/ })
    .click();
  await expect(page).toHaveURL(/\/delete-account$/);
});

/** Adds a verified authenticator to the account from another session (this browser's stays aal1). */
async function addAuthenticator(request: APIRequestContext, email: string): Promise<string> {
  const signIn = await request.post('/api/v1/auth/sign-in', { data: { email, password: PASSWORD } });
  const { accessToken } = (await signIn.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const enrolled = await request.post('/api/v1/auth/factors', {
    headers,
    data: { factor_type: 'totp', friendly_name: 'My phone' },
  });
  const { id, secret } = (await enrolled.json()) as { id: string; secret: string };
  const challenge = await request.post(`/api/v1/auth/factors/${id}/challenge`, { headers, data: {} });
  const { id: challengeId } = (await challenge.json()) as { id: string };
  const verified = await request.post(`/api/v1/auth/factors/${id}/verify`, {
    headers,
    data: { challenge_id: challengeId, code: totp(secret, new Date()) },
  });
  expect(verified.status()).toBe(200);
  return secret;
}

test('with an authenticator, the deletion asks for its code first', async ({ page, request }) => {
  const email = await signUp(page);
  const secret = await addAuthenticator(request, email);
  await page.goto('/delete-account');
  await askToDelete(page, 'data');
  const dialog = page.getByRole('dialog', { name: 'Delete all your data?' });
  await expect(dialog.getByText(/Enter a code from My phone/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Delete All Data' })).toBeDisabled();
  await dialog.getByRole('group', { name: 'Authenticator code' }).getByRole('textbox').first().click();
  // the enrolment code is spent: the next time step's (one step of drift is accepted)
  await page.keyboard.type(totp(secret, new Date(Date.now() + 30_000)));
  await expect(
    toast(page, 'Data Deleted', 'All your app data has been deleted. Your account remains active.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('/delete-account fits a 390 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUp(page);
  await page.goto('/delete-account');
  await expect(accountCard(page).getByRole('button', { name: 'Delete Account' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const button of [
    page.getByRole('button', { name: 'Back' }),
    page.getByRole('button', { name: 'Download my data' }),
    dataCard(page).getByRole('button', { name: 'Delete All Data' }),
    accountCard(page).getByRole('button', { name: 'Delete Account' }),
  ]) {
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
});
