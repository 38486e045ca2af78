import { expect, test, type Browser, type BrowserContext, type Response } from '@playwright/test';
import { signUp } from './support.js';

// What a browser really fetches on a cold first visit, measured in Chromium rather than read from
// the build manifest: every script until the network is idle (lazy chunks fetched at start
// included), with its bytes on the wire.

/** The JavaScript a first page may download before the network is idle (compressed, as sent). */
const FIRST_LOAD_JS_BUDGET = 150 * 1024;
/** Everything a first visit to the sign-in page downloads, whatever its kind (no offline precache). */
const FIRST_VISIT_BUDGET = 250 * 1024;

interface Fetched {
  url: string;
  type: string;
  /** The body's bytes as transferred (compressed when it was). */
  body: number;
  headers: number;
  fromServiceWorker: boolean;
}

/** Records every finished response of the context, the service worker's included. */
function recordResponses(context: BrowserContext): { fetched: Fetched[]; pending: Promise<unknown>[] } {
  const fetched: Fetched[] = [];
  const pending: Promise<unknown>[] = [];
  context.on('requestfinished', (request) => {
    pending.push(
      request.sizes().then(
        (sizes) =>
          fetched.push({
            url: new URL(request.url()).pathname,
            type: request.resourceType(),
            body: sizes.responseBodySize,
            headers: sizes.responseHeadersSize,
            fromServiceWorker: !!request.serviceWorker(),
          }),
        // a response whose page has gone (a redirect) has no sizes left to read
        () => undefined,
      ),
    );
  });
  return { fetched, pending };
}

/**
 * No script or stylesheet is worth a request under this size (its headers weigh about as much).
 * The one exception is the bundler's runtime (rolldown's helpers, 0.6 KB), a chunk of its own that
 * code-splitting settings cannot merge into the shell's.
 */
const SMALLEST_RESPONSE = 1024;
const BUNDLER_RUNTIME = /^\/assets\/rolldown-runtime-[\w-]+\.js$/;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.body, 0);
const scripts = (fetched: Fetched[]) =>
  fetched.filter((item) => !item.fromServiceWorker && item.type === 'script');

function report(title: string, fetched: Fetched[]): string {
  return [
    title,
    ...[...fetched]
      .sort((a, b) => b.body - a.body)
      .map(
        (item) =>
          `  ${kb(item.body).padStart(9)} ${item.type.padEnd(10)} ${item.url}${item.fromServiceWorker ? ' (service worker)' : ''}`,
      ),
  ].join('\n');
}

/** A fresh browser profile (no HTTP cache, no service worker) holding the given cookies. */
async function coldContext(
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  return browser.newContext({ storageState, serviceWorkers: 'allow' });
}

async function loadCold(
  context: BrowserContext,
  path: string,
): Promise<{ fetched: Fetched[]; document: Response }> {
  const { fetched, pending } = recordResponses(context);
  const page = await context.newPage();
  const document = await page.goto(path);
  await page.waitForLoadState('networkidle');
  // each response's size is read from the browser after it has finished
  await Promise.all(pending);
  return { fetched, document: document! };
}

function checkAssets(path: string, fetched: Fetched[]) {
  const js = scripts(fetched);
  test.info().annotations.push({
    type: 'first load',
    description: `${path}: ${kb(sum(js))} JS in ${js.length} files`,
  });
  console.log(report(`${path}: ${kb(sum(js))} of JavaScript in ${js.length} responses`, js));
  expect(sum(js), report(`${path}: over the budget of ${kb(FIRST_LOAD_JS_BUDGET)}`, js)).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET,
  );
  const small = fetched.filter(
    (item) =>
      !item.fromServiceWorker &&
      (item.type === 'script' || item.type === 'stylesheet') &&
      item.body < SMALLEST_RESPONSE &&
      !BUNDLER_RUNTIME.test(item.url),
  );
  expect(small, report(`${path}: scripts or stylesheets under 1 KB`, small)).toEqual([]);
}

test('the sign-in page: JavaScript within budget, the page compressed', async ({ browser }) => {
  const context = await coldContext(browser);
  const { fetched, document } = await loadCold(context, '/auth');
  expect(await document.headerValue('content-encoding')).toMatch(/^(br|gzip)$/);
  checkAssets('/auth', fetched);
  // a visitor who only signs in later: no service worker, nothing precached for offline use
  const total = fetched.reduce((bytes, item) => bytes + item.body + item.headers, 0);
  console.log(report(`/auth: ${kb(total)} in all, in ${fetched.length} responses`, fetched));
  expect(fetched.filter((item) => item.fromServiceWorker)).toEqual([]);
  expect(total, report(`/auth: over ${kb(FIRST_VISIT_BUDGET)} in all`, fetched)).toBeLessThanOrEqual(
    FIRST_VISIT_BUDGET,
  );
  await context.close();
});

test('the home page, signed in, on a cold cache: JavaScript within budget', async ({ browser, page }) => {
  await signUp(page);
  const signedIn = await page.context().storageState();
  await page.close();
  const context = await coldContext(browser, signedIn);
  const { fetched } = await loadCold(context, '/');
  await expect(context.pages()[0]!.getByRole('switch', { name: /Black deck/ })).toBeVisible();
  checkAssets('/', fetched);
  await context.close();
});

test("the opened page's chunk is asked for beside the shell's, not after it has run", async ({ browser }) => {
  const context = await coldContext(browser);
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  // nothing of the app runs while the shell's stylesheet is held (scripts wait for it)
  let askedEarly = false;
  await page.route(/\/assets\/client-[\w-]+\.css$/, async (route) => {
    await expect
      .poll(() => requested.some((path) => /\/assets\/AuthPage-[\w-]+\.js$/.test(path)), { timeout: 5000 })
      .toBe(true)
      .then(
        () => (askedEarly = true),
        () => undefined,
      );
    await route.continue();
  });
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  expect(askedEarly).toBe(true);
  await context.close();
});

test('HEAD answers as GET for the app’s pages', async ({ request }) => {
  for (const path of ['/', '/auth', '/progress']) {
    const head = await request.head(path);
    expect({ path, status: head.status() }).toEqual({ path, status: 200 });
    expect(head.headers()['content-type']).toBe('text/html; charset=utf-8');
  }
});
