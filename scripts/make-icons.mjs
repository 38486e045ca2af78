// Renders the app icons (client/public/icons/*.png) from the SVGs beside them, in Chromium.
// Run by hand when an icon changes: `node scripts/make-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const ICONS = [
  // favicon.svg: rounded, the "any" purpose icons
  { source: 'client/public/favicon.svg', out: 'client/public/icons/icon-192.png', size: 192 },
  { source: 'client/public/favicon.svg', out: 'client/public/icons/icon-512.png', size: 512 },
  // icon.svg: full bleed, the ball inside the maskable safe zone (the middle 80%)
  { source: 'client/public/icons/icon.svg', out: 'client/public/icons/maskable-512.png', size: 512 },
  { source: 'client/public/icons/icon.svg', out: 'client/public/icons/apple-touch-icon.png', size: 180 },
];

const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const { source, out, size } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const svg = readFileSync(source, 'utf8');
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: out, omitBackground: true });
  await page.close();
  console.log(`${out} (${size}×${size})`);
}
await browser.close();
