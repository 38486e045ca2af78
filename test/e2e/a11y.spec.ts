import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp, sql } from './support.js';

/** WCAG 2.1 A and AA, as axe-core checks them. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoViolations(page: Page, what: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_21_AA);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const found = violations.map(
    (v) => `${what}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found).toEqual([]);
}

/** Waits until what `locator` finds has finished coming in (axe reads colours mid-fade otherwise). */
async function settled(locator: Locator): Promise<void> {
  await expect(locator.first()).toBeVisible();
  for (const element of await locator.all())
    await element.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
}

/** Loads a page and waits until it has settled (its data and lazy chunks). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe, ${colorScheme} scheme`, () => {
    test.use({ colorScheme });

    test('the public pages have no WCAG 2.1 AA violation', async ({ page }) => {
      for (const path of ['/auth', '/contact', '/terms', '/privacy', '/reset-password?token=x', '/nowhere']) {
        await open(page, path);
        await expectNoViolations(page, path);
      }
      await open(page, '/auth');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      await expectNoViolations(page, '/auth Sign Up');
    });

    test('the player pages and dialogs have no WCAG 2.1 AA violation', async ({ page }) => {
      // eleven pages and six dialogs, an axe run each
      test.setTimeout(150_000);
      await signUp(page);
      for (const path of [
        '/',
        '/favourites',
        '/progress',
        '/statistics',
        '/account/security',
        '/timeout',
        '/flip-coin',
        '/about',
        '/chat',
        '/lineup',
        '/delete-account',
      ]) {
        await open(page, path);
        await expectNoViolations(page, path);
      }

      await open(page, '/');
      const card = page.getByTestId('kickshot-card').first();
      await card.getByRole('button', { name: /Actions for/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
      await expectNoViolations(page, 'card menu');
      await page.getByRole('menuitem', { name: 'Practice This Shot' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Success' }).click();
      await expect(dialog.getByTestId('success-rate')).toBeVisible();
      await expectNoViolations(page, 'practice dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await card.getByTestId('card-name').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoViolations(page, 'card dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Info' }).click();
      await expect(page.getByRole('dialog').getByRole('tab').first()).toBeVisible();
      await expectNoViolations(page, 'Info dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page.getByRole('button', { name: 'Subscription' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Subscription' })).toBeVisible();
      await expectNoViolations(page, 'Subscription dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications/ })
        .click();
      await settled(page.getByRole('dialog', { name: 'Notifications' }));
      await expectNoViolations(page, 'inbox (empty)');
    });

    test('Delete Account, on a phone too, and its confirmation have no WCAG 2.1 AA violation', async ({
      page,
    }) => {
      await signUp(page);
      await page.setViewportSize({ width: 390, height: 844 });
      await open(page, '/delete-account');
      await expectNoViolations(page, '/delete-account at 390 px');
      const card = page.getByRole('region', { name: 'Delete Account', exact: true });
      await card.getByRole('textbox', { name: 'Type DELETE to confirm' }).fill('DELETE');
      await card.getByRole('button', { name: 'Delete Account' }).click();
      await settled(page.getByRole('dialog', { name: 'Delete your account?' }));
      await expectNoViolations(page, 'Delete Account dialog at 390 px', '[role="dialog"]');
    });

    test('Links & Media and Notes, with content, and their dialogs have no WCAG 2.1 AA violation', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.route('https://i.ytimg.com/**', (route) => route.fulfill({ status: 404 }));
      await signUp(page);
      await open(page, '/links');
      await page.getByRole('button', { name: 'Add Link' }).click();
      const addLink = page.getByRole('dialog', { name: 'Add Link' });
      await addLink.getByRole('button', { name: 'Add Link' }).click(); // shows the field errors
      await expect(addLink.getByText('Please enter a valid URL')).toBeVisible();
      await settled(addLink);
      await expectNoViolations(page, 'Add Link dialog', '[role="dialog"]');
      await addLink.getByRole('textbox', { name: 'URL' }).fill('https://youtu.be/dQw4w9WgXcQ');
      await addLink.getByRole('textbox', { name: 'Description' }).fill('Two-rail kick drill');
      await addLink.getByRole('textbox', { name: 'Tags' }).fill('kicks, drills');
      await addLink.getByRole('button', { name: 'Add Link' }).click();
      await expect(addLink).toBeHidden();
      await expect(page.getByRole('article')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await settled(page.getByRole('alert')); // the toast 'Link added' is part of the page scanned
      await expectNoViolations(page, '/links with a link');
      await page.getByRole('button', { name: /^Delete/ }).click();
      await settled(page.getByRole('dialog', { name: 'Are you sure?' }));
      await expectNoViolations(page, 'delete link dialog', '[role="dialog"]');
      await page.keyboard.press('Escape');

      await open(page, '/notes');
      await page.getByRole('button', { name: 'Add Note' }).click();
      const addNote = page.getByRole('dialog', { name: 'Add Note' });
      await settled(addNote);
      await expectNoViolations(page, 'Add Note dialog', '[role="dialog"]');
      await addNote.getByRole('textbox', { name: 'Title' }).fill('Tuesday league');
      await addNote
        .getByRole('textbox', { name: 'Content' })
        .fill(Array(12).fill('Two rails, low left.').join('\n'));
      await addNote.getByRole('textbox', { name: 'Tags' }).fill('league');
      await addNote.getByRole('button', { name: 'Add Note' }).click();
      await expect(addNote).toBeHidden();
      await expect(page.getByRole('article')).toHaveCount(1);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, '/notes with a note');
    });

    test('the AI Pool Coach with an answer has no WCAG 2.1 AA violation', async ({ page }) => {
      await signUp(page);
      await open(page, '/chat');
      const message = page.getByRole('textbox', { name: 'Message' });
      await message.fill('How do I kick at a ball frozen to the rail?');
      await message.press('Enter');
      await settled(page.getByRole('log').getByRole('list', { name: 'Sources' }));
      await expectNoViolations(page, '/chat with an answer');
      await page.getByRole('tab', { name: 'Sales & Support' }).click();
      await message.fill('How much does it cost?');
      await message.press('Enter');
      await expect(page.getByRole('log')).toContainText('$34.95');
      await expectNoViolations(page, '/chat Sales & Support with an answer');
    });

    test('the admin panel has no WCAG 2.1 AA violation', async ({ page }) => {
      test.setTimeout(90_000);
      const email = await signUp(page);
      await sql(
        "insert into user_roles (id, user_id, role, created_at) select gen_random_uuid(), id, 'admin', now() from users where email = $1",
        [email],
      );
      for (const path of [
        '/admin',
        '/admin/users',
        '/admin/videos',
        '/admin/videos/create',
        '/admin/links',
        '/admin/promo-codes',
        '/admin/config',
        '/admin/audit-log',
        '/admin/web-broadcast',
        '/admin/app-broadcast',
        '/admin/broadcasts',
      ]) {
        await open(page, path);
        await expect(page.locator('#react-admin-title')).toBeVisible();
        await expectNoViolations(page, path);
      }

      // the web broadcast's recipients, loaded
      await open(page, '/admin/web-broadcast');
      await page.getByRole('radio', { name: 'Selected users' }).check();
      await page.getByRole('button', { name: 'Load Users' }).click();
      await expect(page.getByTestId('recipient-list')).toBeVisible();
      await expectNoViolations(page, '/admin/web-broadcast, Selected users loaded');

      // a broadcast sent: in the history, and in the admin's own inbox (an app broadcast reaches every player)
      await open(page, '/admin/app-broadcast');
      await page.getByLabel('Title').fill('Axe check');
      await page.getByLabel('Message').fill('A message for every inbox.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('App Broadcast sent to all user successfully.')).toBeVisible();
      await open(page, '/admin/broadcasts');
      await expect(page.getByRole('row').filter({ hasText: 'Axe check' }).first()).toBeVisible();
      await expectNoViolations(page, '/admin/broadcasts with a broadcast');
      await open(page, '/');
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Notifications, \d+ unread/ })
        .click();
      const inbox = page.getByRole('dialog', { name: 'Notifications' });
      await expect(inbox.getByTestId('inbox-item').first()).toBeVisible();
      await settled(inbox);
      await expectNoViolations(page, 'inbox with a message');
    });
  });
}
