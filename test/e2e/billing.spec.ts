import { expect, test, type Page } from '@playwright/test';
import { signUp, sql } from './support.js';

const badge = (page: Page) => page.getByTestId('subscription-badge');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Subscription' });

async function openDialog(page: Page) {
  await page.getByRole('button', { name: 'Subscription' }).first().click();
  await expect(dialog(page)).toBeVisible();
}

test('a new player is on a one-year trial', async ({ page }) => {
  await signUp(page);
  await expect(badge(page)).toHaveText(/Trial · 36[56] days left/);
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
});

test('an expired trial shows the undismissable dialog and the Subscription Required panel', async ({
  page,
}) => {
  const email = await signUp(page);
  await sql(
    "update subscriptions set trial_end = now() - interval '1 day' where user_id = (select id from users where email = $1)",
    [email],
  );
  await page.reload();
  await expect(dialog(page)).toBeVisible();
  await expect(
    page.getByText('Your free trial has ended. Subscribe now to continue using the app.'),
  ).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByTestId('kickshot-card')).toHaveCount(0);
  await expect(badge(page)).toHaveText('Inactive');
  // the dialog's badge has the header's colour for the status (never the success green)
  const inDialog = dialog(page).getByTestId('subscription-status-badge');
  await expect(inDialog).toHaveText('Inactive');
  const colour = (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await colour('[data-testid="subscription-status-badge"]')).toBe(
    await colour('[data-testid="subscription-badge"]'),
  );
});

test('the test_expired_trial parameter forces the expired view', async ({ page }) => {
  await signUp(page);
  await page.goto('/?test_expired_trial=true');
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeVisible();
});

test('subscribing during the trial activates the subscription, first charged at the trial end', async ({
  page,
}) => {
  await signUp(page);
  await openDialog(page);
  await expect(dialog(page).getByText('$34.95').first()).toBeVisible();
  const firstCharge = /^Your free trial continues: the first charge of \$34\.95 is on .+\.$/;
  await expect(dialog(page).getByTestId('first-charge-notice')).toHaveText(firstCharge);
  const popup = page.waitForEvent('popup');
  await dialog(page).getByRole('button', { name: 'Subscribe' }).click();
  const checkout = await popup;
  await expect(checkout.getByText('Test payment — no money moves')).toBeVisible();
  await checkout.getByRole('button', { name: 'Start subscription' }).click();
  await expect(checkout.getByText('Success! Your subscription has been activated.')).toBeVisible();
  await expect(checkout).toHaveURL(/\/$/); // success parameters removed
  await expect(badge(checkout)).toHaveText('Active');
  await openDialog(checkout);
  await expect(dialog(checkout).getByTestId('first-charge-notice')).toHaveText(firstCharge);
});

test('canceling the checkout shows the canceled toast', async ({ page }) => {
  await signUp(page);
  await openDialog(page);
  const popup = page.waitForEvent('popup');
  await dialog(page).getByRole('button', { name: 'Subscribe' }).click();
  const checkout = await popup;
  await checkout.getByRole('button', { name: 'Cancel' }).click();
  await expect(checkout.getByText('Your subscription process was canceled.')).toBeVisible();
  await expect(checkout).toHaveURL(/\/$/);
  await expect(badge(checkout)).toHaveText(/Trial/);
});

test('a promo code moves the trial end', async ({ page }) => {
  const email = await signUp(page);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 12);
  await sql(
    'insert into promo_codes (id, code, user_email, extension_months, used, created_at) values (gen_random_uuid(), $1, $2, 2, false, now())',
    [code, email],
  );
  const before = (
    await sql('select trial_end from subscriptions where user_id = (select id from users where email = $1)', [
      email,
    ])
  ).rows[0].trial_end as Date;
  await openDialog(page);
  const apply = dialog(page).getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await dialog(page).getByRole('textbox', { name: 'Promo code' }).fill(` ${code.toLowerCase()} `);
  await apply.click();
  await expect(page.getByText('Promo Code Applied!')).toBeVisible();
  await expect(badge(page)).toHaveText(/Trial · 4[0-9]{2} days left/);
  const after = (
    await sql('select trial_end from subscriptions where user_id = (select id from users where email = $1)', [
      email,
    ])
  ).rows[0].trial_end as Date;
  expect(after.getTime() - before.getTime()).toBeGreaterThan(55 * 24 * 3600 * 1000);
});

test('an unknown promo code shows the invalid toast', async ({ page }) => {
  await signUp(page);
  await openDialog(page);
  await dialog(page).getByRole('textbox', { name: 'Promo code' }).fill('NOPE1234');
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Invalid Promo Code')).toBeVisible();
});

test('a promo code of spaces only gets the spec toast', async ({ page }) => {
  await signUp(page);
  await openDialog(page);
  const apply = dialog(page).getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await dialog(page).getByRole('textbox', { name: 'Promo code' }).fill('   ');
  await apply.click();
  await expect(page.getByText('Please enter a promo code')).toBeVisible();
});
