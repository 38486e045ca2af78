import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  MIN_PHONE_TEXT_PX,
  PHONE_WIDTHS,
  smallestTextPx,
} from '../../src/modules/cards/domain/diagrams/spec-helpers.js';
import { signUp } from './support.js';

/**
 * The diagrams' text as a phone shows it: the image the browser chose (its compact layout), the
 * width it is drawn at and, from the SVG it loaded, the smallest text in CSS px.
 */
async function shownText(page: Page, image: Locator): Promise<{ src: string; width: number; px: number }> {
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const { src, width } = await image.evaluate((img: HTMLImageElement) => ({
    src: img.currentSrc,
    width: img.getBoundingClientRect().width,
  }));
  const svg = await (await page.request.get(src)).text();
  return { src, width, px: smallestTextPx(svg, width) };
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every diagram text is 11 CSS px or more: the tile, the card, practice and the Info dialog', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signUp(page);
    const card = page.getByTestId('kickshot-card').first();
    const tile = await shownText(page, card.getByRole('img', { name: /^Diagram of/ }));
    expect(tile.src).toContain('layout=compact');
    // the widths the unit tests compute with (spec-helpers.ts) are the ones the page draws
    expect(tile.width).toBeGreaterThanOrEqual(PHONE_WIDTHS.tile);
    expect(tile.px).toBeGreaterThanOrEqual(MIN_PHONE_TEXT_PX);

    await card.getByTestId('card-name').click();
    const details = page.getByRole('dialog');
    const opened = await shownText(page, details.getByRole('img', { name: /^Diagram of/ }));
    expect(opened.src).toContain('layout=compact');
    expect(opened.width).toBeGreaterThanOrEqual(PHONE_WIDTHS.dialog);
    expect(opened.px).toBeGreaterThanOrEqual(MIN_PHONE_TEXT_PX);
    await details.getByRole('button', { name: 'Practice This Shot' }).click();
    const practice = page.getByRole('dialog', { name: /^Practice:/ });
    const practised = await shownText(page, practice.getByRole('img', { name: /^Diagram of/ }));
    expect(practised.width).toBeGreaterThanOrEqual(PHONE_WIDTHS.dialog);
    expect(practised.px).toBeGreaterThanOrEqual(MIN_PHONE_TEXT_PX);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.getByRole('button', { name: 'Info' }).click();
    for (const tab of ['General Description', 'Aiming Points & Spin', 'Shooting Power', 'Cards Index']) {
      await page.getByRole('tab', { name: tab }).click();
      const info = await shownText(page, page.getByRole('tabpanel', { name: tab }).getByRole('img'));
      expect({ tab, compact: info.src.includes('layout=compact') }).toEqual({ tab, compact: true });
      expect(info.width).toBeGreaterThanOrEqual(PHONE_WIDTHS.dialog);
      expect({ tab, px: info.px >= MIN_PHONE_TEXT_PX }).toEqual({ tab, px: true });
    }
  });
});

test('a wide screen shows the full layout, its box reserved at the image’s own ratio', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUp(page);
  const image = page
    .getByTestId('kickshot-card')
    .first()
    .getByRole('img', { name: /^Diagram of/ });
  const { src } = await shownText(page, image);
  expect(src).not.toContain('layout=');
  await page.getByRole('button', { name: 'Info' }).click();
  const info = page.getByRole('tabpanel', { name: 'General Description' }).getByRole('img');
  await shownText(page, info);
  // 940 × 960: the box is the image's, not a card diagram's (it was drawn letterboxed in 940 × 760)
  const ratio = await info.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return box.width / box.height;
  });
  expect(ratio).toBeCloseTo(940 / 960, 2);
});
