// `npm run test:cluster`: builds the server when dist/ is missing or older than its sources, checks
// that the Debian packages the test runs are installed (haproxy, libfaketime), then runs the
// cluster test (test/cluster/run.mjs): three replicas behind HAProxy on one PostgreSQL server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { haproxyPath } from '../test/cluster/support/balancer.mjs';
import { faketimeLibrary } from '../test/cluster/support/replica.mjs';

function newest(paths) {
  let latest = 0;
  const visit = (path) => {
    if (!existsSync(path)) return;
    const stat = statSync(path);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) visit(join(path, entry));
    else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

const missing = [];
if (!haproxyPath()) missing.push('haproxy');
if (!faketimeLibrary()) missing.push('libfaketime');
if (missing.length > 0) {
  console.error(
    `The cluster test needs Debian's ${missing.join(' and ')}: apt-get install ${missing.join(' ')} (.ci/run installs them)`,
  );
  process.exit(1);
}

if (mtime('dist/src/main.js') < newest(['src', 'migrations', 'tsconfig.json', 'tsconfig.build.json'])) {
  console.log('Building the server…');
  const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  // tsc leaves an output it would write unchanged as it was: mark the build as newer than its sources
  const now = new Date();
  utimesSync('dist/src/main.js', now, now);
}

const test = spawn(process.execPath, ['test/cluster/run.mjs'], { stdio: 'inherit' });
// Ctrl-C reaches the test directly (it stops what it started); a SIGTERM sent here is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => test.kill('SIGTERM'));
test.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
