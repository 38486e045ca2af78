// `npm run bench`: runs every benchmark in bench/ against the built server. Benchmarks measure and
// print; they are not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const only = process.argv[2];
let failed = 0;
for (const file of readdirSync('bench')
  .filter((f) => f.endsWith('.bench.mjs'))
  .sort()) {
  if (only && !file.includes(only)) continue;
  console.log(`\n▶ ${file}`);
  if (spawnSync(process.execPath, [`bench/${file}`], { stdio: 'inherit' }).status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
