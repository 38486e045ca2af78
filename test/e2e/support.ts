import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import pg from 'pg';

export const PASSWORD = 'corner-pocket-42';

export function uniqueEmail(prefix = 'player'): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Signs up through the /auth page and waits for the home page. */
export async function signUp(page: Page, email = uniqueEmail(), password = PASSWORD): Promise<string> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await panel.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/$/);
  return email;
}

/** Signs in through the /auth page. */
export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const panel = page.getByRole('tabpanel', { name: 'Sign In' });
  await panel.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await panel.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * The newest e-mail the server wrote to DATA_DIR/mail for this address, and with a link containing
 * `linkPart` when given (mail is sent in the background: the one asked for may arrive after another).
 */
export async function lastMailTo(
  to: string,
  linkPart?: string,
): Promise<{ subject: string; text: string; links: string[] }> {
  const folder = join(process.env.E2E_DATA_DIR!, 'mail');
  for (let attempt = 0; attempt < 50; attempt++) {
    const files = (await readdir(folder).catch(() => [] as string[]))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .reverse();
    for (const file of files) {
      const mail = JSON.parse(await readFile(join(folder, file), 'utf8')) as {
        to: string;
        subject: string;
        text: string;
        links: string[];
      };
      if (mail.to === to && (!linkPart || mail.links.some((link) => link.includes(linkPart)))) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} in ${folder}`);
}

/** Runs SQL on the e2e server's embedded database (its URL is in DATA_DIR/server.lock). */
export async function sql(query: string, params: unknown[] = []): Promise<pg.QueryResult> {
  const { url } = JSON.parse(await readFile(join(process.env.E2E_DATA_DIR!, 'server.lock'), 'utf8')) as {
    url: string;
  };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(query, params);
  } finally {
    await client.end();
  }
}

/**
 * Opens a page from the header's More menu (a navigation in the app: its caches stay). Right after
 * signing in the header is still settling, and a first press may not open the menu: it is pressed
 * again until the item shows.
 */
export async function openFromMore(page: Page, name: string): Promise<void> {
  const more = page.getByRole('banner').getByRole('button', { name: 'More' });
  const item = page.getByRole('menuitem', { name });
  await expect(async () => {
    if (!(await item.isVisible())) await more.click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await item.click();
}

/**
 * Opens the practice dialog of the home grid's card at `index` from the card's actions menu:
 * the card's name as the card shows it, and the dialog.
 */
export async function openPractice(page: Page, index = 0): Promise<{ cardName: string; dialog: Locator }> {
  const card = page.getByTestId('kickshot-card').nth(index);
  // its text as written (innerText is empty while content-visibility has not laid the card out yet)
  const cardName = ((await card.getByTestId('card-name').textContent()) ?? '').trim();
  expect(cardName).not.toBe('');
  await card.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Practice This Shot' }).click();
  return { cardName, dialog: page.getByRole('dialog') };
}

/** Taps the practice dialog's Success or Miss, once for each outcome, in order. */
export async function tapOutcomes(dialog: Locator, outcomes: readonly ('Success' | 'Miss')[]): Promise<void> {
  for (const outcome of outcomes) await dialog.getByRole('button', { name: outcome }).click();
}

/** Two frames painted: what was just shown has been drawn (and a layout shift of it recorded). */
export function painted(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
