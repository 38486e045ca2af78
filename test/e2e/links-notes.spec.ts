import { expect, test, type Page } from '@playwright/test';
import { openFromMore, signUp, sql } from './support.js';

const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A toast with this title and text (toasts stack; any of them may be the one). */
const toast = (page: Page, title: string, text: string) =>
  page.getByRole('alert').filter({ hasText: title }).filter({ hasText: text });

test('Links & Media: add a video link, search, edit and delete it, beside a featured link', async ({
  page,
}) => {
  const featuredUrl = `https://rules.example/${Date.now().toString(36)}`;
  await sql(
    `insert into public_links (id, created_at, updated_at, url, description, tags, category)
     values (gen_random_uuid(), now(), now(), $1, 'Official world rules', 'rules, wpa', 'rules')`,
    [featuredUrl],
  );
  // YouTube's image server, answered here (the test machine is offline): a 1×1 PNG
  const thumbnails: string[] = [];
  await page.route('https://i.ytimg.com/**', (route) => {
    thumbnails.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: PIXEL });
  });
  await signUp(page);
  await page.getByRole('link', { name: 'Links' }).click();
  await expect(page).toHaveURL(/\/links$/);
  await expect(page.getByRole('heading', { name: 'Links & Media', level: 1 })).toBeVisible();

  const featured = page.getByRole('region', { name: 'Featured Links' });
  await expect(featured.getByText('Curated links provided by the app')).toBeVisible();
  const featuredCard = featured.getByRole('article').filter({ hasText: 'Official world rules' });
  await expect(featuredCard.getByText('rules', { exact: true }).first()).toBeVisible();
  await expect(featuredCard.getByText('wpa', { exact: true })).toBeVisible();
  // read-only: no edit or delete on a featured link
  await expect(featuredCard.getByRole('button')).toHaveCount(0);
  await expect(featuredCard.getByRole('link', { name: /in a new tab/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );

  const mine = page.getByRole('region', { name: 'Your Links' });
  await expect(
    mine.getByText("No links available. Click 'Add Link' to create your first personal link."),
  ).toBeVisible();

  // add: the form checks what the server checks
  await page.getByRole('button', { name: 'Add Link' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Link' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await expect(dialog.getByText('Please enter a valid URL')).toBeVisible();
  await expect(dialog.getByText('Description is required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Two-rail kick drill');
  await dialog.getByRole('textbox', { name: 'Tags' }).fill('kicks, drills');
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await expect(toast(page, 'Link added', 'The link has been added successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = mine.getByRole('article').filter({ hasText: 'Two-rail kick drill' });
  await expect(card.getByText('kicks', { exact: true })).toBeVisible();
  await expect(card.getByText('drills', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Play video: Two-rail kick drill' })).toBeVisible();
  await expect(card.locator('img')).toHaveAttribute(
    'src',
    'https://i.ytimg.com/vi/dQw4w9WgXcQ/mqdefault.jpg',
  );

  // search as you type, over description and tags of both sections
  const search = page.getByRole('searchbox', { name: 'Search links and media' });
  await expect(search).toHaveAttribute('placeholder', 'Search Links and Media...');
  await search.fill('DRILLS');
  await expect(featured).toBeHidden();
  await expect(card).toBeVisible();
  await search.fill('wpa');
  await expect(featuredCard).toBeVisible();
  await expect(mine.getByText('No links found matching your search.')).toBeVisible();
  await search.fill('no such link anywhere');
  await expect(page.getByText('No links found matching your search.')).toBeVisible();
  await search.fill('');

  // edit
  await card.getByRole('button', { name: 'Edit Two-rail kick drill' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Link' });
  await expect(dialog.getByRole('textbox', { name: 'URL' })).toHaveValue('https://youtu.be/dQw4w9WgXcQ');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Two-rail kick drill, slow motion');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Link updated', 'The link has been updated successfully.')).toBeVisible();
  const edited = mine.getByRole('article').filter({ hasText: 'Two-rail kick drill, slow motion' });
  await expect(edited).toBeVisible();

  // delete, after the confirmation
  await edited.getByRole('button', { name: /^Delete/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(
    confirm.getByText('This action cannot be undone. This will permanently delete the link.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: /^Delete/ }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Link deleted', 'The link has been successfully deleted.')).toBeVisible();
  await expect(edited).toBeHidden();

  // the session ends while the page is open: the server's 401 becomes the spec's message
  await page.route('**/api/v1/me/links', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 401,
            error: 'Unauthorized',
            message: 'Sign in',
            code: 'UNAUTHORIZED',
          }),
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Add Link' }).click();
  dialog = page.getByRole('dialog', { name: 'Add Link' });
  await dialog.getByRole('textbox', { name: 'URL' }).fill('https://a.example');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Anything');
  await dialog.getByRole('button', { name: 'Add Link' }).click();
  await expect(toast(page, 'Error', 'You must be logged in to add or edit links')).toBeVisible();
});

test('Notes: add, search, edit and delete a private note from the More menu', async ({ page }) => {
  await signUp(page);
  await openFromMore(page, 'Notes');
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByRole('heading', { name: 'Notes', level: 1 })).toBeVisible();
  await expect(page.getByText('No notes found.')).toBeVisible();

  const add = async (title: string, content: string, tags: string) => {
    await page.getByRole('button', { name: 'Add Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Note' });
    await expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveAttribute(
      'placeholder',
      'e.g., work, personal, important',
    );
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Content' }).fill(content);
    await dialog.getByRole('textbox', { name: 'Tags' }).fill(tags);
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await expect(toast(page, 'Note added', 'Your note has been saved successfully.').last()).toBeVisible();
    await expect(dialog).toBeHidden();
  };
  await add('Tuesday league', 'Lost the 9 on a kick.\nNext time: two rails, low left.', 'league, kicks');
  await add('Break practice', 'Cut break from the side rail.', 'practice');

  const notes = page.getByRole('article');
  await expect(notes).toHaveCount(2);
  await expect(notes.first()).toContainText('Break practice'); // newest first
  const league = notes.filter({ hasText: 'Tuesday league' });
  await expect(league.getByRole('region', { name: 'Tuesday league: content' })).toHaveText(
    'Lost the 9 on a kick.\nNext time: two rails, low left.',
  );
  await expect(league.getByText('kicks', { exact: true })).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search notes' });
  await search.fill('LOW LEFT');
  await expect(notes).toHaveCount(1);
  await expect(league).toBeVisible();
  await search.fill('nothing like it');
  await expect(page.getByText('No notes found.')).toBeVisible();
  await search.fill('');
  await expect(notes).toHaveCount(2);

  await league.getByRole('button', { name: 'Edit Tuesday league' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Note' });
  await edit.getByRole('textbox', { name: 'Title' }).fill('');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByText('Title is required')).toBeVisible();
  await edit.getByRole('textbox', { name: 'Title' }).fill('Tuesday league (won)');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(toast(page, 'Note updated', 'Your note has been updated successfully.')).toBeVisible();
  const won = notes.filter({ hasText: 'Tuesday league (won)' });
  await expect(won).toBeVisible();

  await won.getByRole('button', { name: 'Delete Tuesday league (won)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete note' });
  await expect(
    confirm.getByText('Are you sure you want to delete this note? This action cannot be undone.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Note deleted', 'Your note has been deleted successfully.')).toBeVisible();
  await expect(notes).toHaveCount(1);

  // a failed write says so with the spec's words, and the note stays
  await page.route('**/api/v1/me/notes/*', (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({
            statusCode: 503,
            error: 'Service Unavailable',
            message: 'Down',
            code: 'DOWN',
          }),
        })
      : route.fallback(),
  );
  await notes
    .first()
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog', { name: 'Delete note' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Error deleting note', 'Please try again later.')).toBeVisible();
  await expect(notes).toHaveCount(1);
});
