// Lighthouse on the built server and client: /auth signed out, and the player's pages signed in as
// a new player, first with Lighthouse's default settings (a mid-range phone: mobile screen, 4× CPU
// slowdown, slow 4G, simulated), then with its desktop settings (its desktop-config: desktop form
// factor and screen, dense-4G throttling). Prints a table for each and a verdict against the goals
// below, and exits 0 whatever the scores (they move with the machine: a benchmark, not a test); 1
// only when Lighthouse could not run or a signed-in page did not render signed in (its figures
// would be the sign-in page's).
// Goals: Performance ≥ 90 on mobile and ≥ 98 on desktop; Accessibility 100; Best Practices and SEO
// ≥ 95; CLS < 0.02; no main-thread task over 200 ms on the phone.
// Then the first card row: a signed-in player's cold load of / in Chromium with the CPU slowed 4×
// (no network throttling), until every card of the grid's first row shows its diagram; the median
// of FIRST_ROW_RUNS loads, against 1.5 s.
// LIGHTHOUSE_PAGES=/,/progress measures only those pages.
//
// Signed in: the client recovers its session at start-up from the httpOnly refresh cookie
// (POST /api/v1/auth/token), and a refresh token rotates on every use, so each run gets a sign-in
// of its own, its cookies (those the sign-in answer sets, plus the ks_session hint) put in the
// browser's cookie jar over the DevTools protocol before Lighthouse loads the page. Lighthouse
// leaves cookies alone when it resets storage. (Its extraHeaders would not do: a Cookie header
// added to every request is invisible to document.cookie, and keeps sending the spent token.)
//
// Chrome: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, CHROME_PATH or /usr/bin/chromium. Set
// LIGHTHOUSE_REPORTS=<directory> to keep each run's full report (JSON).
/* global document, window, requestAnimationFrame, getComputedStyle -- read in the page, by Playwright */
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { SERVER_NODE_FLAGS } from '../scripts/node-flags.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Performance on each preset; Accessibility must be 100; Best Practices and SEO GOAL_SCORE. */
const GOAL_PERFORMANCE = { mobile: 90, desktop: 98 };
const GOAL_SCORE = 95;
const GOAL_CLS = 0.02;
/** No main-thread task longer than this on a mid-range phone (the mobile preset's simulated CPU). */
const GOAL_LONGEST_TASK_MS = 200;
const PASSWORD = 'corner-pocket-42-bench';
const GOAL_FIRST_ROW_MS = 1500;
const FIRST_ROW_RUNS = 5;
const PAGES = [
  { path: '/auth', signedIn: false },
  { path: '/', signedIn: true },
  { path: '/favourites', signedIn: true },
  { path: '/progress', signedIn: true },
  { path: '/statistics', signedIn: true },
  { path: '/lineup', signedIn: true },
  { path: '/links', signedIn: true },
  { path: '/notes', signedIn: true },
  { path: '/chat', signedIn: true },
];
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').map((path) => path.trim());
const RUNS = ['mobile', 'desktop'].flatMap((preset) =>
  PAGES.filter((page) => !ONLY || ONLY.includes(page.path)).map((page) => ({ ...page, preset })),
);
/** Lighthouse's own failures to record a page load (NO_NAVSTART, NO_FCP…) say "run again": up to this often. */
const ATTEMPTS = 3;
const CHROME_PATH =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH || process.env.CHROME_PATH || '/usr/bin/chromium';

/** A failure Lighthouse reports in its result (`runtimeError`), rather than throws. */
class LighthouseRuntimeError extends Error {}

if (!existsSync('client/dist/index.html')) {
  console.log('client/dist is missing: npm run build:client');
  const build = spawnSync('npm', ['run', '--silent', 'build:client'], { stdio: 'inherit' });
  if (build.status !== 0 || !existsSync('client/dist/index.html')) {
    console.error('lighthouse: no built client (client/dist/index.html); `npm run build:client` failed');
    process.exit(1);
  }
}
if (!existsSync(CHROME_PATH)) {
  console.error(`lighthouse: no Chrome at ${CHROME_PATH} (set PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH)`);
  process.exit(1);
}
const precompressed = readdirSync('client/dist/assets').filter((f) => f.endsWith('.br')).length;
console.log(
  `client/dist built ${statSync('client/dist/index.html').mtime.toISOString()}, ` +
    (precompressed
      ? `${precompressed} assets pre-compressed`
      : 'not pre-compressed (built without client/scripts/precompress.mjs): compressed per request'),
);

const builtAt = statSync('client/dist/index.html').mtimeMs;
const server = await startServer();
const results = [];
let failure;
let firstRow;
try {
  const email = `lighthouse-${Date.now()}@bench.local`;
  await api(server.url, '/api/v1/auth/sign-up', { email, password: PASSWORD });
  if (!ONLY || ONLY.includes('/')) firstRow = await measureFirstRow(email);
  for (const run of RUNS) {
    const lhr = await measure(run, email);
    const result = summarise(run, lhr);
    results.push(result);
    if (process.env.LIGHTHOUSE_REPORTS) {
      mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
      const name = `${run.preset}${run.path.replaceAll('/', '-') || '-'}`.replace(/-$/, '-home');
      writeFileSync(join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`), JSON.stringify(lhr));
    }
  }
} catch (error) {
  failure = error;
} finally {
  await server.stop();
}

for (const preset of ['mobile', 'desktop']) {
  const rows = results.filter((r) => r.preset === preset);
  if (rows.length) {
    console.log(`\n${preset === 'mobile' ? 'Mobile (a mid-range phone, simulated)' : 'Desktop'}`);
    printTable(rows);
  }
}
// the server read index.html at start-up: a client rebuilt meanwhile leaves it naming chunks that are gone
if (statSync('client/dist/index.html', { throwIfNoEntry: false })?.mtimeMs !== builtAt)
  console.warn('lighthouse: client/dist was rebuilt during the run: these figures are not reliable');
if (failure) {
  console.error(`lighthouse: could not run: ${failure instanceof Error ? failure.message : failure}`);
  process.exit(1);
}
printVerdict(results);
if (firstRow) {
  const verdict = firstRow.median <= GOAL_FIRST_ROW_MS ? 'within' : 'over';
  console.log(
    `First card row at 4× CPU (cold load of /, signed in, ${firstRow.cards} cards a row): median ` +
      `${firstRow.median} ms of ${firstRow.times.join(', ')} ms, ${verdict} the goal of ${GOAL_FIRST_ROW_MS} ms`,
  );
}
const wrongPage = results.filter((r) => r.problem);
if (wrongPage.length) {
  for (const r of wrongPage) console.error(`lighthouse: ${r.preset} ${r.path}: ${r.problem}`);
  process.exit(1);
}

/** The built server on a free port with a fresh DATA_DIR (its own embedded database). */
async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'kickshots-bench-'));
  chmodSync(dataDir, 0o755);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/src/main.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'production',
      PAYMENTS: 'sandbox',
      MAIL: 'files',
      LOG_LEVEL: 'warn',
      // five sign-ins and token rotations in a minute from one address: not what is measured here
      RATE_LIMIT_SCALE: '1000',
    },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${url}/api/v1/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (i >= 120 || child.exitCode !== null) {
      await stop();
      throw new Error('the server did not become ready within a minute');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { url, stop };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** POSTs JSON to the API; returns the answer, or throws with its status and body. */
async function api(url, path, body) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${path}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * A fresh sign-in: the cookies its answer sets (the refresh cookie, and the ks_session hint once the
 * server sets it; added here otherwise), as DevTools protocol cookies for 127.0.0.1.
 */
async function signIn(url, email) {
  const res = await api(url, '/api/v1/auth/sign-in', { email, password: PASSWORD });
  const session = await res.json();
  if (!session.refreshToken) throw new Error(`sign-in: no session (${JSON.stringify(session)})`);
  const { hostname } = new URL(url);
  const cookies = res.headers.getSetCookie().map((header) => parseSetCookie(header, hostname));
  if (!cookies.some((c) => c.name === 'ks_refresh'))
    cookies.push({
      name: 'ks_refresh',
      value: session.refreshToken,
      domain: hostname,
      path: '/api/v1/auth',
      httpOnly: true,
      sameSite: 'Lax',
    });
  if (!cookies.some((c) => c.name === 'ks_session'))
    cookies.push({ name: 'ks_session', value: '1', domain: hostname, path: '/', sameSite: 'Lax' });
  return cookies;
}

function parseSetCookie(header, domain) {
  const [pair, ...attributes] = header.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const cookie = { name: pair.slice(0, eq), value: pair.slice(eq + 1), domain, path: '/' };
  for (const attribute of attributes) {
    const [key, value = ''] = attribute.split('=');
    switch (key.toLowerCase()) {
      case 'path':
        cookie.path = value;
        break;
      case 'httponly':
        cookie.httpOnly = true;
        break;
      case 'secure':
        cookie.secure = true;
        break;
      case 'samesite':
        cookie.sameSite = value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
        break;
      case 'max-age':
        cookie.expires = Math.floor(Date.now() / 1000) + Number(value);
        break;
    }
  }
  return cookie;
}

/**
 * A signed-in player's cold loads of / (a fresh browser context each: no HTTP cache, no service
 * worker) with the CPU slowed 4×: the time from the navigation's start until every card of the
 * grid's first row shows its diagram, taken by the page itself at the first frame it is so.
 */
async function measureFirstRow(email) {
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: ['--no-sandbox'] });
  const times = [];
  let cards = 0;
  try {
    for (let run = 0; run < FIRST_ROW_RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const cookies = await signIn(server.url, email);
      await context.addCookies(
        cookies.map(({ expires, ...cookie }) => ({ ...cookie, expires: expires ?? -1 })),
      );
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(() => {
        const check = () => {
          const grid = [...document.querySelectorAll('[data-testid="kickshot-card"]')];
          const top = grid[0]?.getBoundingClientRect().top;
          const row = grid.filter((card) => card.getBoundingClientRect().top === top);
          const drawn = row.filter((card) => {
            const image = card.querySelector('img');
            return image?.complete && image.naturalWidth > 0;
          });
          // the row is whole when it has as many cards as the grid has columns
          const columns = grid[0]
            ? getComputedStyle(grid[0].parentElement).gridTemplateColumns.split(' ').length
            : Infinity;
          if (row.length === columns && drawn.length === row.length) {
            window.__firstRow = { at: performance.now(), cards: row.length };
          } else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      await page.goto(`${server.url}/`);
      const shown = await page.waitForFunction(() => window.__firstRow, null, { timeout: 60_000 });
      const { at, cards: perRow } = await shown.jsonValue();
      times.push(Math.round(at));
      cards = perRow;
      await context.close();
    }
  } finally {
    await browser.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  return { times, cards, median: sorted[Math.floor(sorted.length / 2)] };
}

/** One page's run, signed in afresh for each attempt (a refresh token is single use). */
async function measure(run, email) {
  for (let attempt = 1; ; attempt++) {
    const cookies = run.signedIn ? await signIn(server.url, email) : [];
    try {
      return await runLighthouse(`${server.url}${run.path}`, run.preset, cookies);
    } catch (error) {
      if (!(error instanceof LighthouseRuntimeError) || attempt >= ATTEMPTS) throw error;
      console.log(`${run.preset} ${run.path}: ${error.message}: trying again`);
    }
  }
}

/** One Lighthouse run in a Chrome of its own (a fresh profile), with these cookies in its jar. */
async function runLighthouse(url, preset, cookies) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  });
  try {
    if (cookies.length) await setCookies(chrome.port, cookies);
    const result = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (result.lhr.runtimeError)
      throw new LighthouseRuntimeError(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** Storage.setCookies on the browser's DevTools protocol endpoint (Node's own WebSocket). */
async function setCookies(port, cookies) {
  const { webSocketDebuggerUrl } = await (await fetch(`http://127.0.0.1:${port}/json/version`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', () => reject(new Error('DevTools: could not connect')), { once: true });
  });
  try {
    const answer = await new Promise((resolve, reject) => {
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data));
        if (message.id === 1) resolve(message);
      });
      socket.addEventListener('close', () => reject(new Error('DevTools: connection closed')));
      socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies } }));
    });
    if (answer.error) throw new Error(`Storage.setCookies: ${answer.error.message}`);
  } finally {
    socket.close();
  }
}

/** The figures of one run, and whether it measured the page it was meant to. */
function summarise(run, lhr) {
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : undefined;
  };
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const jsBytes = scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  const token = requests.find((r) => new URL(r.url).pathname === '/api/v1/auth/token');
  let problem;
  if (finalPath !== run.path) problem = `ended on ${finalPath}, not ${run.path}`;
  else if (run.signedIn && token && token.statusCode !== 200)
    problem = `POST /api/v1/auth/token answered ${token.statusCode}: not signed in`;
  return {
    ...run,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue,
    jsBytes,
    jsFiles: scripts.length,
    // the longest main-thread task (on the mobile preset: a mid-range phone's CPU, simulated)
    longestTask: Math.max(0, ...(lhr.audits['long-tasks']?.details?.items ?? []).map((t) => t.duration ?? 0)),
    finalPath,
    sessionRecovered: token?.statusCode === 200,
    problem,
  };
}

function printTable(rows) {
  const header = [
    'page',
    'preset',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'CLS',
    'LCP',
    'longest task',
    'JS transferred',
    'ended on',
  ];
  const lines = rows.map((r) => [
    `${r.path} ${r.signedIn ? '(signed in)' : '(signed out)'}`,
    r.preset,
    fmt(r.performance),
    fmt(r.accessibility),
    fmt(r.bestPractices),
    fmt(r.seo),
    r.cls === undefined ? '–' : r.cls.toFixed(3),
    r.lcp === undefined ? '–' : `${(r.lcp / 1000).toFixed(2)} s`,
    `${Math.round(r.longestTask)} ms`,
    `${(r.jsBytes / 1024).toFixed(1)} kB in ${r.jsFiles} files`,
    r.finalPath + (r.sessionRecovered ? ' (session recovered)' : ''),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const row = (cells) =>
    cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(row(header));
  console.log(widths.map((w) => '─'.repeat(w)).join('  '));
  for (const l of lines) console.log(row(l));
}

function fmt(score) {
  return score === undefined ? '–' : String(score);
}

function printVerdict(rows) {
  const misses = [];
  for (const r of rows) {
    const page = `${r.path} ${r.preset}`;
    for (const [name, value, goal] of [
      ['Performance', r.performance, GOAL_PERFORMANCE[r.preset]],
      ['Accessibility', r.accessibility, 100],
      ['Best Practices', r.bestPractices, GOAL_SCORE],
      ['SEO', r.seo, GOAL_SCORE],
    ])
      if (value === undefined || value < goal) misses.push(`${page} ${name} ${fmt(value)} (goal ${goal})`);
    if (r.cls === undefined || r.cls >= GOAL_CLS) misses.push(`${page} CLS ${r.cls?.toFixed(3) ?? '–'}`);
    if (r.preset === 'mobile' && r.longestTask > GOAL_LONGEST_TASK_MS)
      misses.push(`${page} longest task ${Math.round(r.longestTask)} ms`);
  }
  console.log(
    misses.length
      ? `Verdict: below the goals: ${misses.join('; ')}`
      : `Verdict: every page meets the goals (Performance ≥ ${GOAL_PERFORMANCE.mobile} mobile and ≥ ${GOAL_PERFORMANCE.desktop} desktop, Accessibility 100, Best Practices and SEO ≥ ${GOAL_SCORE}, CLS < ${GOAL_CLS}, longest task on a phone ≤ ${GOAL_LONGEST_TASK_MS} ms)`,
  );
}
