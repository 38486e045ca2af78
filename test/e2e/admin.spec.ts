import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { totp } from '../../src/modules/auth/totp.js';
import { signIn, signUp, sql, uniqueEmail } from './support.js';

/**
 * An admin as the first start makes one: the e2e server's database may already hold
 * admin@kickshots.local (whose one-time password is only in the server's log), so the test signs a
 * user up and gives them the admin role the way the server's FirstAdmin does, with a user_roles row.
 */
async function signUpAdmin(page: Page): Promise<string> {
  const email = await signUp(page, uniqueEmail('admin'));
  await sql(
    "insert into user_roles (id, user_id, role, created_at) select gen_random_uuid(), id, 'admin', now() from users where email = $1",
    [email],
  );
  // the role is read once per session: a reload asks again
  await page.reload();
  return email;
}

/** A player in a browser of their own (the admin stays signed in in `page`). */
async function newPlayer(browser: Browser): Promise<{ player: Page; email: string }> {
  const player = await (await browser.newContext()).newPage();
  const email = await signUp(player);
  return { player, email };
}

async function openAdminFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
}

/** A screen of the admin's menu (react-admin's sidebar). */
async function openScreen(page: Page, name: string, path: RegExp) {
  await page.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(path);
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

test('the admin opens the dashboard from the header: four cards and System Information', async ({ page }) => {
  await signUpAdmin(page);
  await openAdminFromHeader(page);
  for (const card of ['User Management', 'App Broadcast', 'Content Management', 'System Settings']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'System Information' })).toBeVisible();
  await expect(page.getByTestId('system-information')).toBeVisible();
  await page.getByRole('link', { name: 'Manage Users' }).click();
  await expect(page).toHaveURL(/\/admin\/users/);
});

test("the admin edits a user's trial end and sees the new date", async ({ page, browser }) => {
  const { email } = await newPlayer(browser);
  await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Users', /\/admin\/users/);
  await searchUsers(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId('trial-display')).toHaveText('Trial');
  await row.getByText(email).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]+$/);
  await page.getByLabel('Trial end date').fill('2031-03-15');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Trial end date updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/users/);
  // the list shows dates as the browser's locale writes them (en-US here)
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Mar 15, 2031');
  const stored = await sql(
    'select trial_end from subscriptions where user_id = (select id from users where email = $1)',
    [email],
  );
  expect((stored.rows[0].trial_end as Date).toISOString()).toBe('2031-03-15T23:59:59.000Z');
});

test('the admin deletes a user after a confirmation, and is offered no Delete on their own row', async ({
  page,
  browser,
}) => {
  const { email } = await newPlayer(browser);
  const adminEmail = await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Users', /\/admin\/users/);
  const search = page.getByPlaceholder('Search by email');
  await searchUsers(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this user?' });
  await expect(dialog).toContainText(
    'This permanently deletes the account and all its data. This cannot be undone.',
  );
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'User deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
  expect((await sql('select count(*)::int as n from users where email = $1', [email])).rows[0].n).toBe(0);

  await search.fill(adminEmail);
  const own = page.getByRole('row').filter({ hasText: adminEmail });
  await expect(own.getByRole('link', { name: 'Edit' })).toBeVisible();
  await expect(own.getByRole('button', { name: 'Delete' })).toHaveCount(0);
});

test('a role change says the role was updated', async ({ page, browser }) => {
  const { email } = await newPlayer(browser);
  await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Users', /\/admin\/users/);
  await searchUsers(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByText(email).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]+$/);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Admin' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Role updated successfully')).toBeVisible();
  await expect(toast(page, 'Trial end date updated successfully')).toHaveCount(0);
  await expect(row).toContainText('admin');
});

/**
 * Searches the users list and waits for the search's own answer (the pagination says "of N"): a row
 * of the unfiltered list may show the same user, and a press on it is lost when the answer re-renders.
 */
async function searchUsers(page: Page, text: string, found = 1): Promise<void> {
  await page.getByPlaceholder('Search by email').fill(text);
  await expect(page.getByText(new RegExp(`of ${found}$`))).toBeVisible();
}

/** Presses the list's Export button and reads the CSV it downloads. */
async function exportCsv(page: Page): Promise<{ fileName: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  const text = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
  return { fileName: download.suggestedFilename(), lines: text.split('\n') };
}

test('Export downloads every user the search finds, more than one page, formulas neutralised', async ({
  page,
}) => {
  const stamp = `e2e-export-${Date.now().toString(36)}`;
  // 120 users: more than the server answers in one page (100)
  await sql(
    `insert into users (id, email, password_hash, created_at, updated_at)
     select gen_random_uuid(), $1 || '-' || i || '@example.com', 'x', now(), now() from generate_series(1, 119) i`,
    [stamp],
  );
  await sql(
    `insert into users (id, email, password_hash, created_at, updated_at)
     values (gen_random_uuid(), '=1+1-' || $1 || '@example.com', 'x', now(), now())`,
    [stamp],
  );
  await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Users', /\/admin\/users/);
  await searchUsers(page, stamp, 120);

  const { fileName, lines } = await exportCsv(page);
  expect(fileName).toBe('users.csv');
  const header = lines[0]!.split(',');
  const emails = lines.slice(1).map((line) => line.split(',')[header.indexOf('email')]);
  expect(emails).toHaveLength(120);
  expect(emails).toContain(`${stamp}-119@example.com`);
  expect(emails).toContain(`'=1+1-${stamp}@example.com`);
  expect(emails.filter((email) => /^[=+\-@\t\r]/.test(email ?? ''))).toEqual([]);
});

test('Export works on every admin list that has it', async ({ page }) => {
  // a row in each list (an empty list has no Export to press); the video on the blue deck, never listed
  const stamp = Date.now().toString(36).toUpperCase();
  await sql(
    `insert into public_links (id, url, description, tags, category, created_at, updated_at)
     values (gen_random_uuid(), 'https://example.com/e2e-export', '=HYPERLINK("http://evil.example","x")', '', 'general', now(), now())`,
  );
  await sql(
    `insert into practice_videos (id, deck_color, card_identifier, title, url, created_at)
     values (gen_random_uuid(), 'blue', 'AS', '@Export drill', 'https://example.com/v', now())`,
  );
  await sql(
    `insert into promo_codes (id, code, user_email, extension_months, created_at)
     values (gen_random_uuid(), $1, 'export@example.com', 1, now())`,
    [`EXP${stamp}`.slice(0, 20)],
  );
  await sql(
    `insert into audit_log (id, created_at, admin_email, resource, record_id, action, before, after)
     values (gen_random_uuid(), now(), 'admin@example.com', 'public-links', 'x', 'create', null, '{"description":"-1"}')`,
  );
  await signUpAdmin(page);
  await openAdminFromHeader(page);
  for (const [name, path, file] of [
    ['Practice Videos', /\/admin\/videos/, 'videos.csv'],
    ['Public Links', /\/admin\/links/, 'links.csv'],
    ['Promo Codes', /\/admin\/promo-codes/, 'promo-codes.csv'],
    ['Audit Log', /\/admin\/audit-log/, 'audit-log.csv'],
  ] as const) {
    await openScreen(page, name, path);
    const { fileName, lines } = await exportCsv(page);
    expect({ name, fileName, header: lines[0]!.split(',')[0] }).toEqual({
      name,
      fileName: file,
      header: 'id',
    });
    if (name === 'Public Links')
      expect(lines.find((line) => line.includes('e2e-export'))).toContain(
        `"'=HYPERLINK(""http://evil.example"",""x"")"`,
      );
  }
});

test('a video the admin adds shows in the Practice Videos of its card', async ({ page, browser }) => {
  const { player } = await newPlayer(browser);
  // the last card of the grid (rendered a few rows at a time): other tests rely on the first having no videos
  await expect(player.getByTestId('kickshot-card')).toHaveCount(52);
  const cardId = (await player.getByTestId('kickshot-card').last().getAttribute('data-card-id'))!; // e.g. black-AH (the ace is listed last)
  // found by its id, not its place: after a reload the grid's last card is the last rendered so far
  const card = player.locator(`[data-card-id="${cardId}"]`);
  const [deck, identifier] = cardId.split('-') as [string, string];
  const title = `E2E drill ${Date.now().toString(36)}`;

  await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Practice Videos', /\/admin\/videos/);
  await page.getByRole('link', { name: 'Create' }).click();
  // react-admin's 'Required' is replaced by the spec's text
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Please fill in all required fields').first()).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await page.getByRole('combobox', { name: 'Deck color' }).click();
  await page.getByRole('option', { name: deck.charAt(0).toUpperCase() + deck.slice(1) }).click();
  await page.getByLabel('Card identifier').fill(identifier);
  await page.getByLabel('Duration').fill('5:30');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Practice video added successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();

  await player.reload();
  await card.getByRole('button', { name: /Actions for/ }).click();
  await player.getByRole('menuitem', { name: 'Practice Videos' }).click();
  const dialog = player.getByRole('dialog');
  await expect(dialog.getByText(title)).toBeVisible();
  await expect(dialog.getByText('5:30')).toBeVisible();
});

test('a promo code the admin creates is redeemed by its player', async ({ page, browser }) => {
  const { player, email } = await newPlayer(browser);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`.slice(0, 12);

  await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Promo Codes', /\/admin\/promo-codes/);
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Please enter a user email').first()).toBeVisible();
  await page.getByLabel('User email').fill(`  ${email.toUpperCase()} `);
  await page.getByLabel('Extension (months)').fill('2');
  await page.getByLabel('Custom code (optional)').fill(code.toLowerCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Promo code created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Available');

  // the same code again: the spec's 409 text
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByLabel('User email').fill(email);
  await page.getByLabel('Custom code (optional)').fill(code);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'This promo code already exists. Try a different custom code.')).toBeVisible();

  await player.getByRole('button', { name: 'Subscription' }).first().click();
  const dialog = player.getByRole('dialog', { name: 'Subscription' });
  await dialog.getByRole('textbox', { name: 'Promo code' }).fill(code);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(player.getByText('Promo Code Applied!')).toBeVisible();

  await openScreen(page, 'Promo Codes', /\/admin\/promo-codes/);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Used' }).click();
  await expect(page.getByRole('row').filter({ hasText: code })).toContainText('Used');
});

test('Quick Setup adds the default configuration entries', async ({ page }) => {
  await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Configuration', /\/admin\/config/);
  await page.getByRole('button', { name: 'Quick Setup' }).click();
  await expect(toast(page, 'Default configuration added successfully')).toBeVisible();
  for (const key of [
    'admin_notifications',
    'app_version',
    'feature_flags',
    'maintenance_mode',
    'trial_period',
  ]) {
    await expect(page.getByRole('cell', { name: key, exact: true })).toBeVisible();
  }
  // the key is locked when editing
  await page.getByRole('cell', { name: 'maintenance_mode', exact: true }).click();
  await expect(page.getByLabel('Key')).toHaveAttribute('readonly', '');
});

test('a player who types /admin is sent to /', async ({ page }) => {
  await signUp(page);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('a visitor who types /admin is sent to /auth', async ({ page }) => {
  await page.goto('/admin/users');
  await expect(page).toHaveURL(/\/auth$/);
});

test("the admin removes a locked-out player's authenticators after a confirmation", async ({
  page,
  browser,
}) => {
  // two people sign up and one sets up an authenticator: longer than one person's steps
  test.setTimeout(90_000);
  const { player, email } = await newPlayer(browser);
  await player.goto('/account/security');
  await player.getByRole('button', { name: 'Add authenticator app' }).click();
  await player.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await player.getByTestId('totp-secret').textContent())!;
  await player.getByRole('group', { name: 'Authenticator code' }).getByRole('textbox').first().click();
  await player.keyboard.type(totp(secret, new Date()));
  await expect(player.getByText('Authenticator added')).toBeVisible();

  await signUpAdmin(page);
  await openAdminFromHeader(page);
  await openScreen(page, 'Users', /\/admin\/users/);
  await searchUsers(page, email);
  await page.getByRole('row').filter({ hasText: email }).getByText(email).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f-]+$/);
  await page.getByRole('button', { name: 'Remove authenticators' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this user’s authenticators?' });
  await expect(dialog).toContainText('they are signed out everywhere');
  await dialog.getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Authenticators removed. The user has been signed out.')).toBeVisible();

  // the player's password alone signs them in again
  await player.reload();
  await expect(player).toHaveURL(/\/auth$/);
  await signIn(player, email);
  await expect(player).toHaveURL(/\/$/);
  await expect(player.getByText('Signed in successfully')).toBeVisible();
});
