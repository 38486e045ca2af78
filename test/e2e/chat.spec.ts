import { expect, test, type Page } from '@playwright/test';
import { openFromMore, signUp, sql } from './support.js';

/** A toast with this title and text (toasts stack; any of them may be the one). */
const toast = (page: Page, title: string, text: string) =>
  page.getByRole('alert').filter({ hasText: title }).filter({ hasText: text });

const conversation = (page: Page) => page.getByRole('log');
const input = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const send = (page: Page) => page.getByRole('button', { name: 'Send message' });

/** Opens /chat from the header's More menu. */
async function openChat(page: Page): Promise<void> {
  await openFromMore(page, 'AI Pool Coach');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { name: 'AI Pool Coach', level: 1 })).toBeVisible();
}

async function ask(page: Page, question: string): Promise<void> {
  await input(page).fill(question);
  await input(page).press('Enter');
}

test('the coach answers with a card that opens on the home page; Sales & Support starts over', async ({
  page,
}) => {
  await signUp(page);
  await openChat(page);
  await expect(page.getByText('Answered by: Built-in coach')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'AI Pool Coach' })).toHaveAttribute('aria-selected', 'true');
  const log = conversation(page);
  await expect(log).toContainText('kick shots, position play, spin, speed or the diamond system');

  // nothing to send while the input is empty or only whitespace
  await expect(send(page)).toBeDisabled();
  await input(page).fill('   \n  ');
  await expect(send(page)).toBeDisabled();
  await input(page).press('Enter');
  await expect(log.getByText('You:')).toHaveCount(0);

  // the question shows at once, the answer after it, each with its time of day
  await ask(page, 'How do I kick at a ball frozen to the rail?');
  await expect(input(page)).toHaveValue('');
  await expect(log.getByText('How do I kick at a ball frozen to the rail?')).toBeVisible();
  const chips = log.getByRole('list', { name: 'Sources' }).first().getByRole('link');
  await expect(chips.first()).toBeVisible();
  await expect(chips.first()).toHaveAttribute('href', /^\/\?card=(black|red)-\w+$/);
  await expect(log.locator('time')).toHaveCount(3);
  await expect(log.locator('time').last()).toHaveText(/^\d{1,2}:\d{2}/);
  await expect(input(page)).toBeFocused();

  // the chip opens the card's dialog on the home page; the parameter leaves the address
  const chipText = (await chips.first().innerText()).trim();
  const cardName = chipText.replace(/\s*\([^)]*\)$/, '');
  await chips.first().click();
  const cardDialog = page.getByRole('dialog', { name: cardName });
  await expect(cardDialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');
  await expect(cardDialog).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // back on /chat: a new conversation; Sales & Support clears it and greets with its own welcome
  await page.goBack();
  await expect(page).toHaveURL(/\/chat$/);
  await ask(page, 'What is a kick shot?');
  await expect(log.getByText('What is a kick shot?')).toBeVisible();
  await expect(log.locator('time')).toHaveCount(3);
  await page.getByRole('tab', { name: 'Sales & Support' }).click();
  await expect(conversation(page)).not.toContainText('What is a kick shot?');
  await expect(conversation(page).locator('time')).toHaveCount(1);
  await expect(conversation(page)).toContainText('purchases, sales and technical support');

  await ask(page, 'How much does it cost?');
  await expect(conversation(page)).toContainText('$34.95');
  await expect(send(page)).toBeDisabled();
});

test('a failed answer keeps the question and shows the error toast', async ({ page }) => {
  await signUp(page);
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/v1/ai/chat', async (route) => {
    await answered;
    await route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Down',
        code: 'HTTP_503',
      }),
    });
  });
  await openChat(page);
  await ask(page, 'Where do I aim a two-rail kick?');
  // while the answer is on its way: the typing dots, and nothing more can be sent
  await expect(page.getByRole('status').filter({ hasText: 'Coach is typing' })).toBeAttached();
  await expect(input(page)).toBeDisabled();
  await expect(send(page)).toBeDisabled();
  answer();
  await expect(toast(page, 'Error', 'Failed to send message. Please try again.')).toBeVisible();
  await expect(conversation(page).getByText('Where do I aim a two-rail kick?')).toBeVisible();
  await expect(input(page)).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'Coach is typing' })).toHaveCount(0);
});

test('the coach tab without access opens the subscription dialog', async ({ page }) => {
  await signUp(page);
  await page.route('**/api/v1/ai/chat', (route) =>
    route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 403,
        error: 'Forbidden',
        message: 'This needs an active subscription or free trial.',
        code: 'SUBSCRIPTION_REQUIRED',
      }),
    }),
  );
  await openChat(page);
  await ask(page, 'What should I practise?');
  await expect(page.getByRole('dialog', { name: 'Subscription' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send message' })).toHaveCount(0);
});

test('links into the home page: a card, an Info section, an unknown card, and no access', async ({
  page,
}) => {
  const email = await signUp(page);
  // the red deck is off by default: a link to a red card switches it on
  await page.goto('/?card=red-AS');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('switch', { name: /Red deck/ })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.goto('/?info=aiming-points');
  await expect(page.getByRole('dialog', { name: 'How the cards work' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Aiming Points & Spin' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/\/$/);
  await page.keyboard.press('Escape');

  await page.goto('/?card=black-ZZ');
  await expect(page.getByTestId('kickshot-card').first()).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await sql(
    "update subscriptions set trial_end = now() - interval '1 day' where user_id = (select id from users where email = $1)",
    [email],
  );
  await page.goto('/?card=black-2S');
  await expect(page.getByRole('heading', { name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByTestId('kickshot-card')).toHaveCount(0);
});
