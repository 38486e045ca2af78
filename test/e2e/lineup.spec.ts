import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signUp } from './support.js';

/** A toast with these texts (toasts stack; any of them may be the one). */
const toast = (page: Page, ...texts: string[]) =>
  texts.reduce((found, text) => found.filter({ hasText: text }), page.getByRole('alert'));

type PlayerRow = [name: string, skillLevel: number, wins: number, losses: number];

/** Fills the panel's Add Player form (checking its defaults) and submits it; answers the form. */
async function addPlayer(panel: Locator, [name, skillLevel, wins, losses]: PlayerRow): Promise<Locator> {
  await panel.getByRole('button', { name: 'Add Player' }).click();
  const form = panel.getByRole('form', { name: /^Add Player/ });
  await expect(form.getByRole('textbox', { name: 'Skill level' })).toHaveValue('3'); // the default
  await expect(form.getByRole('textbox', { name: 'Wins' })).toHaveValue('0');
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Skill level' }).fill(String(skillLevel));
  await form.getByRole('textbox', { name: 'Wins' }).fill(String(wins));
  await form.getByRole('textbox', { name: 'Losses' }).fill(String(losses));
  await form.getByRole('button', { name: 'Add Player' }).click();
  return form;
}

const OURS: PlayerRow[] = [
  ['Sam Carter', 5, 12, 6],
  ['Lee Park', 4, 8, 8],
  ['Ana Ruiz', 6, 15, 4],
  ['Joe Banks', 3, 3, 7],
  ['Mia Chen', 4, 6, 5],
  ['Tom Reed', 2, 1, 4],
];
const THEIRS: PlayerRow[] = [
  ['Dan Wolfe', 6, 10, 5],
  ['Kim Lowe', 5, 9, 9],
  ['Ray Ortiz', 4, 4, 4],
  ['Pat Hale', 3, 2, 2],
  ['Gus Lund', 4, 7, 3],
  ['Eve Moss', 2, 0, 3],
];

test('Lineup Advisor: build two teams of six, generate the lineup and read its odds; duplicate and delete a team', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUp(page);
  await page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link', { name: 'Lineup' }).click();
  await expect(page).toHaveURL(/\/lineup$/);
  await expect(page.getByRole('heading', { name: 'Pool Team Lineup Advisor', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' }).first()).toHaveAttribute('href', '/');

  const stored = page.getByRole('region', { name: 'Your Stored Teams' });
  const storedOpponents = page.getByRole('region', { name: 'Your Stored Opponent Teams' });
  await expect(stored.getByText('No teams stored yet')).toBeVisible();
  await expect(storedOpponents.getByText('No teams stored yet')).toBeVisible();

  // both panels start as placeholders: too few players for a lineup
  const ours = page.getByRole('region', { name: 'Your Team' });
  const theirs = page.getByRole('region', { name: 'Opponent Team' });
  await expect(ours.getByText('Not saved', { exact: true })).toBeVisible();
  await expect(ours.getByRole('textbox', { name: 'Max handicap sum' })).toHaveValue('23');
  await page.getByRole('button', { name: 'Generate Lineup Suggestions' }).click();
  await expect(toast(page, 'Your team needs at least 5 players')).toBeVisible();

  // your team, 8-ball: saved first, then its players are saved one by one
  await ours.getByRole('textbox', { name: 'Team name' }).fill('Chalk Dust');
  await ours.getByRole('textbox', { name: 'Max handicap sum' }).fill('');
  await ours.getByRole('button', { name: 'Save Team' }).click();
  await expect(toast(page, 'Team created successfully')).toBeVisible();
  await expect(ours.getByText('Saved', { exact: true })).toBeVisible();
  await expect(ours.getByRole('textbox', { name: 'Max handicap sum' })).toHaveValue('23'); // the fallback
  await expect(stored.getByText('8-ball · 0 players · cap 23')).toBeVisible();

  // a skill level outside 8-ball's range: the server's words, in the form
  const refused = await addPlayer(ours, ['Sam Carter', 8, 12, 6]);
  await expect(refused.getByText('In 8-ball a skill level is from 2 to 7.')).toBeVisible();
  await refused.getByRole('textbox', { name: 'Skill level' }).fill('5');
  await refused.getByRole('button', { name: 'Add Player' }).click();
  await expect(toast(page, 'Player added successfully')).toBeVisible();
  await expect(refused).toBeHidden();
  for (const row of OURS.slice(1)) {
    const form = await addPlayer(ours, row);
    await expect(form).toBeHidden();
  }
  const ourPlayers = ours.getByRole('list', { name: 'Your Team players' }).getByRole('listitem');
  await expect(ourPlayers).toHaveCount(6);
  await expect(ourPlayers.first()).toContainText('Sam Carter');
  await expect(ourPlayers.first()).toContainText('SL 5');
  await expect(ourPlayers.first()).toContainText('12–6');

  // edit a player: the name is locked
  await ours.getByRole('button', { name: 'Edit Tom Reed' }).click();
  const edit = ours.getByRole('form', { name: /^Edit Player/ });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly', '');
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue('Tom Reed');
  await edit.getByRole('textbox', { name: 'Wins' }).fill('2');
  await edit.getByRole('button', { name: 'Save Player' }).click();
  await expect(toast(page, 'Player updated successfully')).toBeVisible();
  await expect(ourPlayers.filter({ hasText: 'Tom Reed' })).toContainText('2–4');
  await expect(stored.getByText('8-ball · 6 players · cap 23')).toBeVisible();

  // the opponent team: players kept on the page until the team is saved, then saved with it
  await theirs.getByRole('textbox', { name: 'Team name' }).fill('Rail Birds');
  for (const row of THEIRS) {
    const form = await addPlayer(theirs, row);
    await expect(form).toBeHidden();
  }
  await expect(theirs.getByRole('list', { name: 'Opponent Team players' }).getByRole('listitem')).toHaveCount(
    6,
  );
  await expect(storedOpponents.getByText('No teams stored yet')).toBeVisible();
  await theirs.getByRole('button', { name: 'Save Team' }).click();
  await expect(toast(page, 'Team created successfully').last()).toBeVisible();
  await expect(theirs.getByText('Saved', { exact: true })).toBeVisible();
  await expect(storedOpponents.getByText('Rail Birds')).toBeVisible();
  await expect(storedOpponents.getByText('8-ball · 6 players · cap 23')).toBeVisible();

  // generate: the opponent puts up first by default
  const switchFirst = page.getByRole('switch', { name: 'We put up first in match 1' });
  await expect(switchFirst).not.toBeChecked();
  let answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/lineup') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Lineup Suggestions' }).click();
  const answer = (await (await answered).json()) as {
    suggestion: string;
    writtenBy: string;
    analysis: {
      line: { winProbability: number; race: { ours: number; theirs: number } }[];
      nightWinProbability: number;
      expectedMatchesWon: number;
    };
  };
  const result = page.getByRole('region', { name: 'Lineup Suggestions' });
  await expect(result.getByRole('heading', { name: 'Lineup Suggestions', level: 2 })).toBeFocused();
  const pairings = result.getByTestId('pairing');
  await expect(pairings).toHaveCount(5);
  for (const [i, pairing] of answer.analysis.line.entries()) {
    const row = pairings.nth(i);
    await expect(row.getByTestId('pairing-odds')).toHaveText(`${Math.round(pairing.winProbability * 100)}%`);
    await expect(row).toContainText(`race ${pairing.race.ours}–${pairing.race.theirs} games`);
    await expect(row).toContainText(`Match ${i + 1}`);
  }
  await expect(pairings.first()).toContainText('they put up first');
  const night = `${Math.round(answer.analysis.nightWinProbability * 100)}%`;
  await expect(result.getByText('Chance to win the night').locator('..')).toContainText(night);
  await expect(result.getByRole('progressbar', { name: `Chance to win the night: ${night}` })).toBeVisible();
  await expect(result.getByText('Expected matches won').locator('..')).toContainText(
    answer.analysis.expectedMatchesWon.toFixed(2),
  );
  await expect(result.getByRole('table', { name: 'Match 1: they put up first' })).toBeVisible();
  const text = result.getByTestId('lineup-suggestion');
  await expect(text).toContainText('Chalk Dust v Rail Birds: recommended lineup');
  await expect(text).toContainText(`${answer.analysis.expectedMatchesWon.toFixed(2)} of 5 matches expected`);
  await expect(text.locator('strong').first()).toBeVisible(); // Markdown, rendered
  expect(answer.writtenBy).toBe('template');

  const axe = async (what: string) => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    expect(
      violations.map((v) => `${what}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  };
  await page.waitForTimeout(300); // the result's entrance
  await axe('lineup with a result, light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await axe('lineup with a result, dark');
  await page.emulateMedia({ colorScheme: 'light' });

  // we put up first: our best opening put-up, and match 1 is ours to put up
  await switchFirst.check();
  answered = page.waitForResponse(
    (r) => r.url().endsWith('/api/v1/lineup') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Generate Lineup Suggestions' }).click();
  const decision = (
    (await (await answered).json()) as {
      analysis: { decision: { best: { ours: { name: string } }; runnerUp: { ours: { name: string } } } };
    }
  ).analysis.decision;
  await expect(result.getByTestId('recommended-pick')).toContainText(`Put up ${decision.best.ours.name}`);
  await expect(result.getByTestId('runner-up')).toContainText(`Runner-up: ${decision.runnerUp.ours.name}`);
  await expect(pairings.first()).toContainText('you put up first');
  await expect(result.getByRole('table', { name: 'Match 1: you put up first' })).toBeVisible();

  // select, duplicate, delete
  await stored.getByRole('button', { name: 'Duplicate Chalk Dust', exact: true }).click();
  await expect(toast(page, 'Team duplicated successfully')).toBeVisible();
  const copy = 'Chalk Dust (Copy)';
  await expect(stored.getByText(copy)).toBeVisible();
  await stored.getByRole('button', { name: `Select ${copy}`, exact: true }).click();
  await expect(toast(page, `${copy} selected`, `Home team set to ${copy}`)).toBeVisible();
  await expect(ours.getByRole('textbox', { name: 'Team name' })).toHaveValue(copy);
  await expect(ourPlayers).toHaveCount(6);
  await storedOpponents.getByRole('button', { name: 'Select Rail Birds' }).click();
  await expect(toast(page, 'Rail Birds selected', 'Away team set to Rail Birds')).toBeVisible();

  await stored.getByRole('button', { name: `Delete ${copy}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete team' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete ${copy}? This action cannot be undone.`,
  );
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Team deleted successfully')).toBeVisible();
  await expect(stored.getByText(copy)).toBeHidden();
  // the deleted team was in the panel: the placeholder is back, and cannot be duplicated unsaved
  await expect(ours.getByText('Not saved', { exact: true })).toBeVisible();
  await expect(ours.getByRole('textbox', { name: 'Team name' })).toHaveValue('Home Team');
  await ours.getByRole('button', { name: 'Duplicate' }).click();
  await expect(toast(page, 'Please save the team first before duplicating')).toBeVisible();

  // removing a player from a saved team
  await theirs.getByRole('button', { name: 'Remove Eve Moss' }).click();
  await page.getByRole('dialog', { name: 'Remove player' }).getByRole('button', { name: 'Remove' }).click();
  await expect(toast(page, 'Player removed from team')).toBeVisible();
  await expect(theirs.getByRole('list', { name: 'Opponent Team players' }).getByRole('listitem')).toHaveCount(
    5,
  );

  // the session has ended when the teams load: the spec's toast and the inline hint
  await page.route('**/api/v1/me/teams?*', (route) =>
    route.request().method() === 'GET'
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
  await page.reload();
  await expect(toast(page, 'You must be signed in to view your saved teams')).toBeVisible();
  await expect(stored.getByText('Please sign in to view your saved teams')).toBeVisible();
  await expect(storedOpponents.getByText('Please sign in to view your saved teams')).toBeVisible();
});
