import { expect, test, type Page } from '@playwright/test';
import { painted, signUp } from './support.js';

// A player's page does not move under their eyes: opened afresh (the session recovered, then the
// data fetched), each section keeps the place its skeleton held. Measured at a phone's width, where
// one column makes every late section push the others down.

/** Well under the 0.1 a browser calls "good"; what the player's pages aim at. */
const MOST_SHIFT = 0.02;

async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      }[])
        if (!entry.hadRecentInput)
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node?.textContent ?? '').slice(0, 60)),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.use({ viewport: { width: 412, height: 823 } });

test("the player's pages keep their layout as their data arrives", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await recordShifts(page);
  for (const path of [
    '/',
    '/favourites',
    '/progress',
    '/statistics',
    '/lineup',
    '/links',
    '/notes',
    '/chat',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // a shift of what was just shown has been recorded
    await painted(page);
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(MOST_SHIFT);
  }
});
