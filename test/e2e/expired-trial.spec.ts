import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, sql } from './support.js';

const TRIAL_ENDED = 'Your free trial has ended. Subscribe now to continue using the app.';
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Subscription' });
const badge = (page: Page) => page.getByTestId('subscription-badge');

/** A new player whose free trial ended yesterday, on the home page behind the subscription dialog. */
async function signUpWithEndedTrial(page: Page): Promise<string> {
  const email = await signUp(page);
  await sql(
    "update subscriptions set trial_end = now() - interval '1 day' where user_id = (select id from users where email = $1)",
    [email],
  );
  await page.reload();
  await expect(dialog(page)).toBeVisible();
  return email;
}

/**
 * Loads `path` and waits until the status check has answered and the page's chunks (the dialog's
 * too, when the rules open it) have arrived.
 */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(badge(page)).toHaveText('Inactive');
}

/** The page's heading is shown and nothing (no dialog's overlay) lies over it. */
async function expectUncovered(heading: Locator): Promise<void> {
  await expect(heading).toBeVisible();
  await heading.click({ trial: true }); // waits until the heading itself would take the click
}

/** Waits until what `locator` finds has finished coming in (axe reads colours mid-fade otherwise). */
async function settled(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeVisible();
  for (const element of await locator.all())
    await element.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .include('[role="dialog"]')
    .analyze();
  expect(
    violations.map(
      (v) => `${what}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

test('the dialog of an ended trial links the pages that stay open, and signs out', async ({ page }) => {
  await signUpWithEndedTrial(page);
  await expect(page.getByText(TRIAL_ENDED)).toBeVisible();
  for (const name of [
    'Notes',
    'Links & Media',
    'Lineup Advisor',
    'Timeout Timer',
    'Flip a Coin',
    'About',
    'Security',
    'Download or Delete Your Data',
    'Contact Us',
    'Terms of Service',
    'Privacy Policy',
  ])
    await expect(dialog(page).getByRole('link', { name, exact: true })).toBeVisible();

  // the player's data: downloaded without a subscription
  await dialog(page).getByRole('link', { name: 'Download or Delete Your Data' }).click();
  await expect(page).toHaveURL(/\/delete-account$/);
  await expectUncovered(page.getByRole('heading', { name: 'Delete Account', level: 1 }));
  await expect(dialog(page)).toBeHidden();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.json$/);

  // back on the cards the dialog is there again, and still cannot be dismissed
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Kickshots/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();

  await dialog(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('You have been signed out.')).toBeVisible();
  await expect(dialog(page)).toBeHidden();
  // the toast of the signed-in player leaves with the session
  await expect(page.getByText(TRIAL_ENDED)).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
});

test('with an ended trial the account, legal and free tool pages open without the dialog', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUpWithEndedTrial(page);
  const pages: [string, string | RegExp][] = [
    ['/delete-account', 'Delete Account'],
    ['/account/security', 'Security'],
    ['/contact', 'Contact Us'],
    ['/terms', 'Terms of Service'],
    ['/privacy', 'Privacy Policy'],
    ['/links', 'Links & Media'],
    ['/lineup', 'Pool Team Lineup Advisor'],
    ['/timeout', 'Timeout Timer'],
    ['/flip-coin', 'Flip a Coin'],
    ['/about', /^About /],
    ['/notes', 'Notes'],
  ];
  for (const [path, name] of pages) {
    await openSettled(page, path);
    await expect(dialog(page), path).toBeHidden();
    await expectUncovered(page.getByRole('heading', { name, level: 1 }));
    if (path === '/account/security') await expect(page.getByText(/No authenticator yet/)).toBeVisible();
    if (path === '/links') await expect(page.getByText(/No links available/)).toBeVisible();
    if (path === '/lineup') await expect(page.getByText('No teams stored yet').first()).toBeVisible();
  }

  // notes are the player's own: written without a subscription
  await expect(page.getByText('No notes found.')).toBeVisible();
  await page.getByRole('button', { name: 'Add Note' }).click();
  const addNote = page.getByRole('dialog', { name: 'Add Note' });
  await addNote.getByRole('textbox', { name: 'Title' }).fill('Renew before league night');
  await addNote.getByRole('textbox', { name: 'Content' }).fill('Two rails, low left.');
  await addNote.getByRole('button', { name: 'Add Note' }).click();
  await expect(addNote).toBeHidden();
  await expect(page.getByRole('article')).toHaveCount(1);

  // opened from the header over a free page, the dialog closes again
  await page.getByRole('banner').getByRole('button', { name: 'Subscription' }).click();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();

  // the cards need access: there it opens by itself
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Kickshots/ })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog(page)).toBeVisible();
});

test('a signed-out visitor never sees the trial-ended toast', async ({ page }) => {
  for (const path of [
    '/auth?test_expired_trial=true',
    '/contact?test_expired_trial=true',
    '/?test_expired_trial=true',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByText(TRIAL_ENDED), path).toHaveCount(0);
    await expect(dialog(page), path).toHaveCount(0);
  }
  await expect(page).toHaveURL(/\/auth$/);
});

test('the expired view shows no future trial end', async ({ page }) => {
  await signUp(page);
  await page.goto('/?test_expired_trial=true');
  await expect(dialog(page)).toBeVisible();
  await expect(badge(page)).toHaveText('Inactive');
  await expect(dialog(page).getByText('Your free trial has ended.')).toBeVisible();
  await expect(dialog(page)).not.toContainText('Trial ends');
  await expect(dialog(page)).not.toContainText('Your free trial continues');
  await expect(dialog(page).getByTestId('first-charge-notice')).toHaveCount(0);
});

test('the dialog of an ended trial has no WCAG 2.1 AA violation, light and dark, at 1280 and 390 px', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signUpWithEndedTrial(page);
  await page.waitForLoadState('networkidle');
  await settled(dialog(page));
  await expect(dialog(page).getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await expectNoViolations(page, 'light, 1280 px');
  await page.screenshot({ path: testInfo.outputPath('expired-dialog-1280-light.png') });

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await settled(dialog(page));
  await expectNoViolations(page, 'dark, 1280 px');
  await page.screenshot({ path: testInfo.outputPath('expired-dialog-1280-dark.png') });

  await page.setViewportSize({ width: 390, height: 844 });
  await settled(dialog(page));
  await dialog(page).getByRole('button', { name: 'Sign Out' }).scrollIntoViewIfNeeded();
  await expect(dialog(page).getByRole('button', { name: 'Sign Out' })).toBeInViewport();
  await expectNoViolations(page, 'dark, 390 px');
  await page.screenshot({ path: testInfo.outputPath('expired-dialog-390-dark.png') });

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
  await settled(dialog(page));
  await expectNoViolations(page, 'light, 390 px');
  await page.screenshot({ path: testInfo.outputPath('expired-dialog-390-light.png') });
});
