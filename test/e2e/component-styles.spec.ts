import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { openPractice, painted, signUp } from './support.js';

// Each page loads the styles of the Mantine components it uses, not Mantine's whole stylesheet
// (client/scripts/mantine-component-styles.ts). The check: adding the whole stylesheet to a page
// changes no computed style of any element. A component whose styles did not come, or came in an
// order that lets one rule override another differently than in Mantine's own stylesheet, shows
// up as a difference.

const whole = readFileSync(
  createRequire(import.meta.url).resolve('@mantine/core/styles.layer.css'),
  'utf8',
).replace(/@layer mantine\s*\{/g, '@layer mantine.whole {');

const PROPERTIES = [
  'display',
  'position',
  'box-sizing',
  'width',
  'height',
  'margin',
  'padding',
  'border',
  'border-radius',
  'background-color',
  'color',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'opacity',
  'overflow',
  'z-index',
  'flex-direction',
  'gap',
  'justify-content',
  'align-items',
];

/** Every element's computed styles, keyed by its place in the document. */
function computedStyles(page: Page): Promise<Record<string, string>> {
  return page.evaluate((properties) => {
    const styles: Record<string, string> = {};
    const elements = document.body.querySelectorAll('*');
    elements.forEach((element, index) => {
      const computed = getComputedStyle(element);
      const label = `${index} ${element.tagName.toLowerCase()}.${(element.getAttribute('class') ?? '').trim().split(/\s+/).join('.')}`;
      styles[label] = properties.map((property) => computed.getPropertyValue(property)).join(' | ');
    });
    return styles;
  }, PROPERTIES);
}

/** The computed styles once two snapshots a few frames apart agree (the page has settled). */
async function settledStyles(page: Page): Promise<Record<string, string>> {
  let previous = await computedStyles(page);
  for (;;) {
    await painted(page);
    const current = await computedStyles(page);
    if (JSON.stringify(current) === JSON.stringify(previous)) return current;
    previous = current;
  }
}

async function expectStylesComplete(page: Page, what: string): Promise<void> {
  const before = await settledStyles(page);
  const added = await page.addStyleTag({ content: whole });
  const after = await settledStyles(page);
  await added.evaluate((element) => {
    (element as ChildNode).remove();
  });
  // what the page itself changed meanwhile (data arriving) is no difference of styles
  const again = await settledStyles(page);
  const changed = Object.keys(before)
    .filter((key) => before[key] === again[key] && before[key] !== after[key])
    .map((key) => `${key}\n    page:  ${before[key]}\n    whole: ${after[key]}`);
  expect(changed, `${what}: styles missing or in another order`).toEqual([]);
}

test.use({ reducedMotion: 'reduce' });

test('each page has the styles of the Mantine components it shows', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/auth');
  await page.waitForLoadState('networkidle');
  await expectStylesComplete(page, '/auth');

  await signUp(page);
  for (const path of [
    '/',
    '/favourites',
    '/progress',
    '/statistics',
    '/lineup',
    '/links',
    '/notes',
    '/chat',
    '/timeout',
    '/flip-coin',
    '/account/security',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectStylesComplete(page, path);
  }

  // the dialogs and menus of the home page, loaded when first opened
  await page.goto('/');
  await page.getByRole('button', { name: 'Info' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectStylesComplete(page, 'the Info dialog');
  await page.keyboard.press('Escape');
  const { dialog } = await openPractice(page);
  await expect(dialog).toBeVisible();
  await expectStylesComplete(page, 'the practice dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectStylesComplete(page, 'the More menu');
});
