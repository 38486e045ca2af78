// `npm test`: everything a change can break, in order — typecheck, lint, format, build, the
// first-load size budget, jest (unit
// and integration, including the OpenAPI staleness check), Playwright e2e against the built app and,
// in CI (CI=true), the cluster test (three replicas behind HAProxy on one PostgreSQL; locally
// `npm run test:cluster`, as it takes minutes and needs Debian's haproxy and libfaketime).
// Every step runs even when an earlier one failed, and the last line is the total over all
// runners: `N passed, N failed` (each static check counts as one).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = [];
const run = (command, args, env = {}) =>
  spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } }).status === 0;

function check(name, command, args) {
  console.log(`\n▶ ${name}`);
  const ok = run(command, args);
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  return ok;
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

mkdirSync('test-results', { recursive: true });
check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('format', 'npm', ['run', '--silent', 'format:check']);
const built = check('build', 'npm', ['run', '--silent', 'build']);
// the first-load JavaScript budget (150 KB as sent, Brotli, on /auth and /), over the build just made
if (built) check('first load', process.execPath, ['scripts/first-load-size.mjs']);

console.log('\n▶ jest (unit + integration)');
rmSync('test-results/jest.json', { force: true });
run(process.execPath, [
  '--experimental-vm-modules',
  'node_modules/jest/bin/jest.js',
  '--json',
  '--outputFile=test-results/jest.json',
]);
const jest = readJson('test-results/jest.json');
results.push({
  name: 'jest',
  passed: jest?.numPassedTests ?? 0,
  failed: jest ? jest.numFailedTests + jest.numRuntimeErrorTestSuites : 1,
});

console.log('\n▶ playwright (e2e)');
rmSync('test-results/e2e.json', { force: true });
if (built) run('npx', ['playwright', 'test']);
const e2e = existsSync('test-results/e2e.json') ? readJson('test-results/e2e.json') : undefined;
results.push({
  name: 'e2e',
  passed: e2e ? e2e.stats.expected : 0,
  // a test that passed only on a retry counts as failed
  failed: e2e ? e2e.stats.unexpected + e2e.stats.flaky + (e2e.errors?.length ?? 0) : 1,
});

if (process.env.CI === 'true') {
  console.log('\n▶ cluster (three replicas behind HAProxy on one PostgreSQL)');
  rmSync('test-results/cluster.json', { force: true });
  if (built) run(process.execPath, ['scripts/test-cluster.mjs']);
  const cluster = readJson('test-results/cluster.json');
  // each scenario counts as one
  results.push({ name: 'cluster', passed: cluster?.passed ?? 0, failed: cluster ? cluster.failed : 1 });
}

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(10)} ${r.passed} passed, ${r.failed} failed`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
