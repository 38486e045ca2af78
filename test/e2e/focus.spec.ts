import { expect, test, type Locator, type Page } from '@playwright/test';
import { painted, signUp, sql } from './support.js';

/**
 * Keyboard use: a dialog or menu gives the focus back to the control that opened it (or, when that
 * control is gone, to one beside it — never to the page's body), a control reached with Tab is
 * never under the sticky header, and /lineup's Generate is a few Tab presses from the page's start.
 */

const VIEWPORTS = [
  { name: 'desktop', width: 1400, height: 900 },
  { name: '390 px', width: 390, height: 844 },
] as const;

const cards = (page: Page) => page.getByTestId('kickshot-card');
const menuButton = (card: Locator) => card.getByRole('button', { name: /^Actions for/ });

/** What has the focus, for a failure's message: its tag and name. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page’s body';
    return `${element.tagName.toLowerCase()} "${element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? ''}"`;
  });

/** The focused element's box against the sticky header's bottom and the window's height. */
const focusedBox = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const box = document.activeElement!.getBoundingClientRect();
    return { top: box.top, bottom: box.bottom, headerBottom: header.bottom, height: window.innerHeight };
  });

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('Info, Subscription, a card’s menu (Save to Favourites, Escape), Practice and a card’s details give the focus back to what opened them', async ({
      page,
    }) => {
      await signUp(page);
      const dialog = page.getByRole('dialog');

      const info = page.getByRole('button', { name: 'Info', exact: true });
      await info.press('Enter');
      // the first dialog's chunk and images, from a server just started on a busy machine
      await expect(dialog).toBeVisible({ timeout: 30_000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(info, await focusedElement(page)).toBeFocused();

      const subscription = page.getByRole('banner').getByRole('button', { name: 'Subscription' });
      await subscription.press('Enter');
      await expect(page.getByRole('dialog', { name: 'Subscription' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(subscription, await focusedElement(page)).toBeFocused();

      const card = cards(page).nth(1);
      await menuButton(card).press('Enter');
      await page.getByRole('menuitem', { name: 'Save to Favourites' }).press('Enter');
      await expect(page.getByText('Card added to favourites')).toBeVisible();
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(menuButton(card), await focusedElement(page)).toBeFocused();

      // the menu once more, closed with Escape
      await menuButton(card).press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Practice Videos' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toBeHidden();
      await expect(menuButton(card), await focusedElement(page)).toBeFocused();

      // Practice This Shot: End Session in sight without scrolling the dialog on a laptop; reachable on a phone
      await menuButton(card).press('Enter');
      await page.getByRole('menuitem', { name: 'Practice This Shot' }).press('Enter');
      const end = dialog.getByRole('button', { name: 'End Session' });
      await expect(end).toBeVisible();
      if (viewport.name === 'desktop') await expect(end).toBeInViewport({ ratio: 1 });
      else {
        await end.scrollIntoViewIfNeeded();
        await expect(end).toBeInViewport({ ratio: 1 });
      }
      await dialog.getByRole('button', { name: 'Continue Browsing' }).press('Enter');
      await expect(dialog).toBeHidden();
      await expect(menuButton(card), await focusedElement(page)).toBeFocused();

      // a card's details, opened from its name
      const name = card.getByTestId('card-name');
      await name.press('Enter');
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(name, await focusedElement(page)).toBeFocused();
    });

    test('a card reached with Shift+Tab is never under the sticky header', async ({ page }) => {
      await signUp(page);
      await expect(cards(page).nth(9)).toBeVisible();
      // a control well down the grid, at the top of the window: the ones before it are above
      const start = menuButton(cards(page).nth(8));
      await start.focus();
      await start.evaluate((element) => element.scrollIntoView({ block: 'start' }));
      for (let press = 1; press <= 8; press++) {
        await page.keyboard.press('Shift+Tab');
        const box = await focusedBox(page);
        const what = `after ${press} Shift+Tab: ${await focusedElement(page)} at ${JSON.stringify(box)}`;
        expect(box.top, what).toBeGreaterThanOrEqual(box.headerBottom);
        expect(box.bottom, what).toBeLessThanOrEqual(box.height);
      }
    });

    test('/lineup: Generate is two Tab presses from the page’s start, and nothing moves as the stored teams arrive', async ({
      page,
    }) => {
      const email = await signUp(page);
      const teams = [
        ['Chalk Dust', false],
        ['Side Pocket', false],
        ['Bank Shots', false],
        ['Rail Birds', true],
        ['Eight Ballers', true],
      ] as const;
      for (const [name, opponent] of teams)
        await sql(
          `insert into teams (id, created_at, updated_at, user_id, name, game_type, is_opponent)
           select gen_random_uuid(), now(), now(), id, $2, '8-ball', $3 from users where email = $1`,
          [email, name, opponent],
        );
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/lineup');
      const generate = page.getByRole('button', { name: 'Generate Lineup Suggestions' });
      await expect(generate).toBeVisible();
      await expect(page.getByText('Eight Ballers')).toBeVisible();
      await painted(page);
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
      );
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        JSON.stringify(shifts),
      ).toBeLessThan(0.001);

      // from the page's start: Skip to content, then the page's own skip link
      let presses = 0;
      const tab = async () => {
        presses++;
        await page.keyboard.press('Tab');
      };
      await tab();
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Enter');
      await tab();
      await expect(page.getByRole('link', { name: 'Skip to Generate Lineup Suggestions' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(generate, await focusedElement(page)).toBeFocused();
      expect(presses).toBeLessThanOrEqual(5);
      const box = await focusedBox(page);
      expect(box.top, JSON.stringify(box)).toBeGreaterThanOrEqual(box.headerBottom);
      expect(box.bottom, JSON.stringify(box)).toBeLessThanOrEqual(box.height);
    });
  });
}

test('confirming or cancelling a delete gives the focus back to its button, or to the next note once it is gone', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/notes');
  for (const title of ['Tuesday league', 'Break practice']) {
    await page.getByRole('button', { name: 'Add Note' }).click();
    const form = page.getByRole('dialog', { name: 'Add Note' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Content' }).fill(`${title}: what went well.`);
    await form.getByRole('button', { name: 'Add Note' }).click();
    await expect(form).toBeHidden();
  }
  const notes = page.getByRole('article');
  await expect(notes).toHaveCount(2);
  const confirm = page.getByRole('dialog', { name: 'Delete note' });

  const remove = page.getByRole('button', { name: 'Delete Break practice' });
  await remove.press('Enter');
  await confirm.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(remove, await focusedElement(page)).toBeFocused();

  await remove.press('Enter');
  await confirm.getByRole('button', { name: 'Delete' }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(notes).toHaveCount(1);
  // the note and its buttons are gone: the next note's first button has the focus
  await expect(
    page.getByRole('button', { name: 'Edit Tuesday league' }),
    await focusedElement(page),
  ).toBeFocused();
});

test('Remove from Saved gives the focus to the card beside the one removed', async ({ page }) => {
  await signUp(page);
  for (const index of [0, 1]) {
    await menuButton(cards(page).nth(index)).click();
    await page.getByRole('menuitem', { name: 'Save to Favourites' }).click();
    await expect(page.getByText('Card added to favourites').first()).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Saved' }).click();
  await expect(cards(page)).toHaveCount(2);
  const second = await cards(page).nth(1).getAttribute('data-card-id');
  await menuButton(cards(page).first()).press('Enter');
  await page.getByRole('menuitem', { name: 'Remove from Saved' }).press('Enter');
  await expect(cards(page)).toHaveCount(1);
  const left = page.locator(`[data-testid="kickshot-card"][data-card-id="${second}"]`);
  await expect(left).toHaveCount(1);
  // a control of the card that is left, never the page's body
  await expect
    .poll(() => left.evaluate((card) => card.contains(document.activeElement)), {
      message: 'the focus is in the card left',
    })
    .toBe(true);
});

test('the second confirmation of Delete All Data gives the focus back when cancelled, and to the next page when done', async ({
  page,
}) => {
  await signUp(page);
  await page.goto('/delete-account');
  const card = page.getByRole('region', { name: 'Delete All Data', exact: true });
  await card.getByRole('textbox', { name: 'Type DELETE DATA to confirm' }).fill('DELETE DATA');
  const button = card.getByRole('button', { name: 'Delete All Data' });
  await button.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete all your data?' });
  await dialog.getByRole('button', { name: 'Cancel' }).press('Enter');
  await expect(dialog).toBeHidden();
  await expect(button, await focusedElement(page)).toBeFocused();

  await button.press('Enter');
  await dialog.getByRole('button', { name: 'Delete All Data' }).press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(() => page.evaluate(() => !!document.activeElement?.closest('main')), {
      message: 'the focus is on a control of the home page',
    })
    .toBe(true);
});

test('the header’s More menu and the inbox, loaded on first use, open from the keyboard and give the focus back', async ({
  page,
}) => {
  await signUp(page);
  const more = page.getByRole('button', { name: 'More', exact: true });
  await more.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Notes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Notes' })).toBeHidden();
  await expect(more, await focusedElement(page)).toBeFocused();
  // the second opening is the loaded menu's own
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Notes' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(more, await focusedElement(page)).toBeFocused();

  const bell = page.getByRole('button', { name: /^Notifications/ });
  await bell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('inbox')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('inbox')).toBeHidden();
  await expect(bell, await focusedElement(page)).toBeFocused();
});
