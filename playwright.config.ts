import { chmodSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/** Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH, Debian's /usr/bin/chromium, or Playwright's own. */
function chromiumPath(): string | undefined {
  const candidates = [
    process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

// The config is evaluated again in every worker: the first evaluation picks the port and the data
// folder and passes them on through the environment. 7100–7899 holds none of the ports browsers
// refuse to load (the Fetch standard's "bad ports", e.g. 3659 gave ERR_UNSAFE_PORT on every page).
process.env.E2E_PORT ??= String(7100 + Math.floor(Math.random() * 800));
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'kickshots-e2e-'));
  chmodSync(process.env.E2E_DATA_DIR, 0o755); // reachable by the postgres OS user when we run as root
}
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'test/e2e',
  fullyParallel: true,
  // one browser at a time: the server, PostgreSQL and Chromium share two cores
  workers: 1,
  // a test that needs a second try is a failing test
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    // The built app (npm test builds first) on a fresh embedded database.
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/v1/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: 'test',
      LOG_FORMAT: 'json',
      PUBLIC_URL: baseURL,
      // every test signs up from 127.0.0.1: keep the per-address limits out of the way
      RATE_LIMIT_SCALE: '100',
      // notifications.spec.ts subscribes to a push service of its own on 127.0.0.1 (tests only)
      PUSH_ALLOW_PRIVATE_ENDPOINTS: 'true',
    },
  },
});
