import { expect, test } from '@playwright/test';
import { openPractice, signUp, tapOutcomes } from './support.js';

test('practise a card, end the session, see it on Progress and in Global Statistics', async ({ page }) => {
  await signUp(page);
  const { cardName, dialog } = await openPractice(page);
  await tapOutcomes(dialog, ['Success', 'Success', 'Miss']);
  const rate = dialog.getByTestId('success-rate');
  await expect(rate).toHaveText('66.7%');
  await expect(rate).toHaveAttribute('data-style', 'secondary');
  await expect(dialog.getByTestId('today-totals')).toHaveText('Today: 3 attempts, 2 successes');
  await expect(page.getByText('Achievement unlocked!').first()).toBeVisible();
  // while the dialog is open, the toasts keep clear of its buttons
  const overlapsDialogButton = () =>
    page.evaluate(() => {
      const rects = (selector: string): DOMRect[] =>
        Array.from(document.querySelectorAll(selector), (element) => element.getBoundingClientRect());
      const buttons = rects('[role="dialog"] button');
      return rects('.mantine-Notification-root').some((t) =>
        buttons.some((b) => t.left < b.right && b.left < t.right && t.top < b.bottom && b.top < t.bottom),
      );
    });
  await expect.poll(overlapsDialogButton).toBe(false);
  await dialog.getByRole('button', { name: 'End Session' }).click();
  await expect(page.getByText('Practice session completed!')).toBeVisible();

  await page.goto('/progress');
  await expect(page.getByRole('heading', { name: 'Progress & Improvements' })).toBeVisible();
  await expect(page.getByTestId('stat-total-attempts')).toHaveText('3');
  await expect(page.getByTestId('stat-success-rate')).toHaveText('66.7%');
  // cards by their names, never their ids
  await expect(page.getByRole('cell', { name: cardName })).toBeVisible();

  await page.goto('/statistics');
  await expect(page.getByRole('heading', { name: 'Global Statistics' })).toBeVisible();
  await expect(page.getByTestId('top-kickshot').filter({ hasText: cardName })).toBeVisible();
});

test('the practice dialog: today’s totals on open, no rate before a tap, focus back on the menu', async ({
  page,
}) => {
  await signUp(page);
  const cards = page.getByTestId('kickshot-card');
  const { dialog } = await openPractice(page, 0);
  await expect(dialog.getByTestId('success-rate')).toHaveCount(0);
  await expect(dialog.getByTestId('drill-target')).toContainText('strong amateur');
  await tapOutcomes(dialog, ['Success']);
  await expect(dialog.getByTestId('today-totals')).toHaveText('Today: 1 attempt, 1 success');
  await dialog.getByRole('button', { name: 'Continue Browsing' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.nth(0).getByRole('button', { name: /Actions for/ })).toBeFocused();

  // another card the same day: the day's totals show at once
  await openPractice(page, 1);
  await expect(dialog.getByTestId('today-totals')).toHaveText('Today: 1 attempt, 1 success');
  await expect(dialog.getByTestId('success-rate')).toHaveCount(0);
});

test('a card without videos says so', async ({ page }) => {
  await signUp(page);
  const card = page.getByTestId('kickshot-card').first();
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Practice Videos' }).click();
  await expect(page.getByText('No practice videos available for this shot yet.')).toBeVisible();
});
