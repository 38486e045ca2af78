import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { signUp } from './support.js';

type GameType = '8-ball' | '9-ball';
type Side = 'us' | 'opponent';
interface Ref {
  id: string;
  name: string;
  skillLevel: number;
}
interface Option {
  ours: Ref;
  theirs: Ref;
  race: { ours: number; theirs: number };
}
interface Analysis {
  decision: {
    kind: 'our-put-up' | 'our-reply' | 'their-put-up';
    match: number;
    best: Option | null;
    options: Option[];
  };
  line: { ours: Ref; theirs: Ref; result: unknown }[];
  night: { nextMatch: number | null; teamPoints: { ours: number; theirs: number } };
}
interface NightBody {
  homeTeam: unknown;
  awayTeam: unknown;
  firstPutUp: Side;
  played: { ours: string; theirs: string; winner: Side; ourScore: number; theirScore: number }[];
  theirPutUp: string | null;
}

const ROSTERS: Record<
  GameType,
  { ours: [string, number, number, number][]; theirs: [string, number, number, number][] }
> = {
  '8-ball': {
    ours: [
      ['Sam Carter', 5, 12, 6],
      ['Lee Park', 4, 8, 8],
      ['Ana Ruiz', 6, 15, 4],
      ['Joe Banks', 3, 3, 7],
      ['Mia Chen', 4, 6, 5],
      ['Tom Reed', 2, 1, 4],
    ],
    theirs: [
      ['Dan Wolfe', 6, 10, 5],
      ['Kim Lowe', 5, 9, 9],
      ['Ray Ortiz', 4, 4, 4],
      ['Pat Hale', 3, 2, 2],
      ['Gus Lund', 4, 7, 3],
      ['Eve Moss', 2, 0, 3],
    ],
  },
  '9-ball': {
    ours: [
      ['Sam Carter', 5, 12, 6],
      ['Lee Park', 4, 8, 8],
      ['Ana Ruiz', 7, 15, 4],
      ['Joe Banks', 3, 3, 7],
      ['Mia Chen', 2, 6, 5],
      ['Tom Reed', 6, 1, 4],
    ],
    theirs: [
      ['Dan Wolfe', 6, 10, 5],
      ['Kim Lowe', 5, 9, 9],
      ['Ray Ortiz', 1, 4, 4],
      ['Pat Hale', 3, 2, 2],
      ['Gus Lund', 4, 7, 3],
      ['Eve Moss', 8, 0, 3],
    ],
  },
};

async function accessToken(page: Page): Promise<string> {
  const session = await page.request.post('/api/v1/auth/token', { data: {} });
  return ((await session.json()) as { accessToken: string }).accessToken;
}

/** A saved team with its players, through the API (the team forms have their own e2e). */
async function savedTeam(
  page: Page,
  token: string,
  name: string,
  gameType: GameType,
  isOpponent: boolean,
  players: [string, number, number, number][],
): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/v1/me/teams', {
    headers,
    data: { name, gameType, maxHandicapSum: 23, isOpponent },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  for (const [playerName, handicap, wins, losses] of players) {
    const added = await page.request.post(`/api/v1/me/teams/${id}/players`, {
      headers,
      data: { name: playerName, handicap, wins, losses, notes: '' },
    });
    expect(added.status()).toBe(201);
  }
}

const isAdvice = (r: Response) => r.url().endsWith('/api/v1/lineup') && r.request().method() === 'POST';
const isNightSave = (r: Response) =>
  r.url().endsWith('/api/v1/lineup/night') && r.request().method() === 'PUT';

/** The APA team points of a result, written out here from the league's rules (independent of the app). */
function teamPoints(
  gameType: GameType,
  race: { ours: number; theirs: number },
  ours: number,
  theirs: number,
): [number, number] {
  const weWon = ours >= race.ours;
  if (gameType === '9-ball') {
    // the loser's share for the two scores this test plays: no point (0) or one short of the race (8)
    const loser = weWon ? (theirs === 0 ? 0 : 8) : ours === 0 ? 0 : 8;
    return weWon ? [20 - loser, loser] : [loser, 20 - loser];
  }
  const [winnerPoints, loserPoints] = weWon
    ? [theirs === 0 ? 3 : 2, theirs > 0 && theirs === race.theirs - 1 ? 1 : 0]
    : [ours === 0 ? 3 : 2, ours > 0 && ours === race.ours - 1 ? 1 : 0];
  return weWon ? [winnerPoints, loserPoints] : [loserPoints, winnerPoints];
}

/** The score of match m (1–5): wins and losses alternate, some shut out, some on the hill. */
function scoreOf(
  m: number,
  race: { ours: number; theirs: number },
): { winner: Side; ours: number; theirs: number } {
  const weWin = m % 2 === 1;
  const close = m >= 3;
  return weWin
    ? { winner: 'us', ours: race.ours, theirs: close ? race.theirs - 1 : 0 }
    : { winner: 'opponent', ours: close ? race.ours - 1 : 0, theirs: race.theirs };
}

for (const gameType of ['8-ball', '9-ball'] as const) {
  test(`Match night at 390 px: a whole ${gameType} night entered match by match, re-planned after each, resumed after a reload`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page);
    const token = await accessToken(page);
    await savedTeam(page, token, 'Chalk Dust', gameType, false, ROSTERS[gameType].ours);
    await savedTeam(page, token, 'Rail Birds', gameType, true, ROSTERS[gameType].theirs);
    await page.goto('/lineup');
    await page
      .getByRole('region', { name: 'Your Stored Teams' })
      .getByRole('button', { name: 'Select Chalk Dust' })
      .click();
    await page
      .getByRole('region', { name: 'Your Stored Opponent Teams' })
      .getByRole('button', { name: 'Select Rail Birds' })
      .click();
    await expect(
      page.getByRole('region', { name: 'Opponent Team' }).getByRole('textbox', { name: 'Team name' }),
    ).toHaveValue('Rail Birds');

    let advice = page.waitForResponse(isAdvice);
    await page.getByRole('button', { name: 'Start match night' }).click();
    const night = page.getByRole('region', { name: 'Match night' });
    await expect(night).toContainText(`Chalk Dust v Rail Birds · ${gameType} · match 1 of 5`);
    const tally = night.getByTestId('night-tally');
    let banked: [number, number] = [0, 0];
    let won: [number, number] = [0, 0];

    for (let m = 1; m <= 5; m++) {
      let answer = (await (await advice).json()) as { analysis: Analysis };
      let decision = answer.analysis.decision;
      expect(decision.match).toBe(m);
      if (decision.kind === 'their-put-up') {
        // they put up the player that leaves us least (the last of the options): our best answer to them
        const theirPick = decision.options.at(-1)!.theirs;
        advice = page.waitForResponse(isAdvice);
        await night.getByRole('combobox', { name: `They put up in match ${m}` }).selectOption(theirPick.id);
        answer = (await (await advice).json()) as { analysis: Analysis };
        decision = answer.analysis.decision;
        expect(decision.kind).toBe('our-reply');
        expect(decision.best!.theirs.id).toBe(theirPick.id);
      }
      const best = decision.best!;
      // the advice shown is the optimiser's: the same request straight to the API answers the same
      const saved = (await (
        await page.request.get('/api/v1/lineup/night', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { night: NightBody };
      const { homeTeam, awayTeam, firstPutUp, played, theirPutUp } = saved.night;
      const direct = await page.request.post('/api/v1/lineup', {
        headers: { authorization: `Bearer ${token}` },
        data: { homeTeam, awayTeam, firstPutUp, played, ...(theirPutUp ? { theirPutUp } : {}) },
      });
      expect(((await direct.json()) as { analysis: Analysis }).analysis.decision.best).toEqual(best);
      await expect(night.getByTestId('recommended-pick')).toContainText(`${best.ours.name}`);
      // the line is legal: five different players within the cap of 23 and at most two seniors
      const five = answer.analysis.line.map((p) => p.ours);
      expect(new Set(five.map((p) => p.id)).size).toBe(5);
      expect(five.reduce((sum, p) => sum + p.skillLevel, 0)).toBeLessThanOrEqual(23);
      expect(five.filter((p) => p.skillLevel >= (gameType === '8-ball' ? 6 : 7)).length).toBeLessThanOrEqual(
        2,
      );

      // record the match as played: the recommended pairing, a score from the race
      const form = night.getByRole('form', { name: `Record match ${m}` });
      await expect(form.getByRole('combobox', { name: 'Your player' })).toHaveValue(best.ours.id);
      await expect(form.getByRole('combobox', { name: 'Their player' })).toHaveValue(best.theirs.id);
      const score = scoreOf(m, best.race);
      const winnerName = score.winner === 'us' ? best.ours.name : best.theirs.name;
      await form.getByText(`${winnerName} won`, { exact: true }).click();
      const unit = gameType === '8-ball' ? 'Games' : 'Points';
      await form.getByRole('textbox', { name: `${unit} won by ${best.ours.name}` }).fill(String(score.ours));
      await form
        .getByRole('textbox', { name: `${unit} won by ${best.theirs.name}` })
        .fill(String(score.theirs));
      const stored = page.waitForResponse(isNightSave);
      advice = page.waitForResponse(isAdvice);
      await form.getByRole('button', { name: `Record match ${m}` }).click();
      expect((await stored).status()).toBe(200);
      const points = teamPoints(gameType, best.race, score.ours, score.theirs);
      banked = [banked[0] + points[0], banked[1] + points[1]];
      won = score.winner === 'us' ? [won[0] + 1, won[1]] : [won[0], won[1] + 1];
      await expect(tally).toContainText(`Team points ${banked[0].toFixed(2)}–${banked[1].toFixed(2)}`);
      await expect(tally).toContainText(`Matches ${won[0]}–${won[1]}`);
      await expect(night.getByTestId('pairing-result')).toHaveCount(m);
      if (m < 5) await expect(night.getByTestId('cap-left')).toContainText(`for your ${5 - m} still to play`);

      if (m === 3) {
        // a reload resumes the night from the server
        await (await advice).json();
        advice = page.waitForResponse(isAdvice);
        await page.reload();
        await expect(night).toContainText('match 4 of 5');
        await expect(tally).toContainText(`Team points ${banked[0].toFixed(2)}–${banked[1].toFixed(2)}`);
        await expect(night.getByTestId('decision')).toBeVisible();
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme });
          const { violations } = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          expect(
            violations.map((v) => `${scheme}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
          ).toEqual([]);
        }
        await page.emulateMedia({ colorScheme: 'light' });
        await page.screenshot({
          path: test.info().outputPath(`match-night-${gameType}-390.png`),
          fullPage: true,
        });
      }
    }

    const last = (await (await advice).json()) as { analysis: Analysis };
    expect(last.analysis.decision).toBeNull();
    expect(last.analysis.night.teamPoints).toEqual({ ours: banked[0], theirs: banked[1] });
    await expect(night).toContainText('all five matches played');
    await expect(night.getByRole('form')).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await night.getByRole('button', { name: 'End match night' }).click();
    await page
      .getByRole('dialog', { name: 'End match night' })
      .getByRole('button', { name: 'End night' })
      .click();
    await expect(night).toBeHidden();
    const cleared = await page.request.get('/api/v1/lineup/night', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await cleared.json()) as { night: unknown }).night).toBeNull();
  });
}
