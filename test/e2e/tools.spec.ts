import { expect, test, type Page } from '@playwright/test';
import { signUp, sql } from './support.js';

/** Stops the page's clock (installed before the first navigation): time moves only when the test says. */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

test('the timeout timer counts down, pauses, resets and says when time is up', async ({ page }) => {
  await page.clock.install();
  await signUp(page);
  await page.goto('/timeout');
  await expect(page.getByRole('heading', { level: 1, name: 'Timeout Timer' })).toBeVisible();
  await pauseClock(page);

  const minutes = page.getByRole('combobox', { name: 'Minutes' });
  const timer = page.getByRole('timer');
  const progress = page.getByRole('progressbar', { name: 'Time elapsed' });
  const start = page.getByRole('button', { name: 'Start', exact: true });
  const stop = page.getByRole('button', { name: 'Stop', exact: true });
  const reset = page.getByRole('button', { name: 'Reset', exact: true });

  // 1 to 60 minutes, 1 by default
  await expect(minutes).toHaveValue('1');
  await expect(minutes.locator('option')).toHaveCount(60);
  await expect(minutes.locator('option').first()).toHaveText('1 minute');
  await expect(minutes.locator('option').nth(1)).toHaveText('2 minutes');
  await expect(timer).toHaveText('1:00');
  await expect(timer).toHaveAttribute('aria-label', 'Time left: 1 minute');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');

  // running: the minutes are locked, the display falls with the clock
  await start.click();
  await expect(stop).toBeVisible();
  await expect(minutes).toBeDisabled();
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('0:50');
  await expect(progress).toHaveAttribute('aria-valuenow', '17');

  // Stop pauses: time passing changes nothing; Start goes on from there
  await stop.click();
  await expect(start).toBeVisible();
  await expect(minutes).toBeEnabled();
  await page.clock.runFor(5000);
  await expect(timer).toHaveText('0:50');
  await start.click();
  await page.clock.runFor(40_000);
  await expect(timer).toHaveText('0:10');
  await expect(page.getByRole('status').filter({ hasText: '10 seconds left.' })).toBeAttached();

  // the end: 'Time's up!' for 3 seconds, the bar full, the timer stopped
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('0:00');
  await expect(page.getByText("Time's up!")).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '100');
  await expect(start).toBeVisible();
  await page.clock.runFor(4000);
  await expect(page.getByText("Time's up!")).toBeHidden();

  // Reset restores the full time, also while running
  await reset.click();
  await expect(timer).toHaveText('1:00');
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await start.click();
  await page.clock.runFor(3000);
  await expect(timer).toHaveText('0:57');
  await reset.click();
  await expect(timer).toHaveText('1:00');
  await expect(start).toBeVisible();

  // another number of minutes sets the time left
  await minutes.selectOption('5');
  await expect(timer).toHaveText('5:00');

  await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('flip a coin: it flips for two seconds, then lands on the 8-ball or the 9-ball', async ({ page }) => {
  await page.clock.install();
  await signUp(page);
  await page.goto('/flip-coin');
  await expect(page.getByRole('heading', { level: 1, name: 'Flip a Coin' })).toBeVisible();
  await pauseClock(page);

  const button = page.getByRole('button', { name: /Flip Coin|Flipping\.\.\./ });
  const ball = page.locator('svg[data-ball]');
  const result = page.getByTestId('coin-result');
  await expect(button).toHaveText('Flip Coin');
  await expect(ball).toHaveAttribute('data-ball', '8');

  await button.click();
  await expect(button).toHaveText('Flipping...');
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await expect(result).toHaveText('');
  // the face changes every 100 ms
  await page.clock.runFor(100);
  await expect(ball).toHaveAttribute('data-ball', '9');
  await page.clock.runFor(100);
  await expect(ball).toHaveAttribute('data-ball', '8');

  await page.clock.runFor(1800);
  await expect(result).toHaveText(/^(It's an 8-Ball - Heads|It's a 9-Ball - Tails)$/);
  await expect(result).toHaveAttribute('aria-live', 'polite');
  await expect(button).toHaveText('Flip Coin');
  await expect(button).toHaveAttribute('aria-disabled', 'false');
  const text = await result.textContent();
  await expect(ball).toHaveAttribute('data-ball', text!.includes('8-Ball') ? '8' : '9');
});

test('the About page shows the version from the configuration and leads back home', async ({ page }) => {
  // the version an admin set in app_config (put back as it was afterwards)
  const before = await sql("select value from app_config where key = 'app_version'");
  await sql(
    `insert into app_config (id, key, value, updated_at) values (gen_random_uuid(), 'app_version', $1, now())
     on conflict (key) do update set value = excluded.value`,
    [JSON.stringify('9.8.7-e2e')],
  );
  try {
    await signUp(page);
    const site = (await (await page.request.get('/api/v1/site')).json()) as {
      appName: string;
      contact: { supportEmail: string; storeUrl: string };
      plan: { priceLabel: string };
    };
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: `About ${site.appName}` })).toBeVisible();
    await expect(page.getByTestId('app-version')).toHaveText('Version 9.8.7-e2e');
    await expect(page.getByText('One-year free trial', { exact: true })).toBeVisible();
    await expect(page.getByTestId('price-badge')).toHaveText(`${site.plan.priceLabel} a year`);
    await expect(page.getByText('104 instruction cards', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key features' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
    await expect(page.getByRole('link', { name: site.contact.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.contact.supportEmail}`,
    );
    const store = page.getByRole('link', { name: /Visit the store/ });
    await expect(store).toHaveAttribute('href', site.contact.storeUrl);
    await expect(store).toHaveAttribute('target', '_blank');
    await expect(store).toHaveAttribute('rel', 'noopener noreferrer');

    await page.getByRole('button', { name: 'View plan' }).click();
    await expect(page.getByRole('dialog', { name: 'Subscription' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Subscription' })).toBeHidden();

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  } finally {
    if (before.rowCount) {
      await sql("update app_config set value = $1 where key = 'app_version'", [
        JSON.stringify(before.rows[0].value),
      ]);
    } else {
      await sql("delete from app_config where key = 'app_version'");
    }
  }
});
