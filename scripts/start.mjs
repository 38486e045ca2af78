// `npm start`: build what is not built (or is older than its sources), then run the server, which
// migrates the database and serves the API and the client on PORT.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './node-flags.mjs';

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

function ensureBuilt(name, output, sources, script) {
  if (mtime(output) >= newest(sources)) return;
  console.log(`Building the ${name}…`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

ensureBuilt(
  'server',
  'dist/src/main.js',
  ['src', 'migrations', 'tsconfig.json', 'tsconfig.build.json'],
  'build:server',
);
ensureBuilt(
  'client',
  'client/dist/index.html',
  ['client/src', 'client/index.html', 'client/public', 'client/vite.config.ts'],
  'build:client',
);

// the allocator settings of node-flags.mjs, unless the environment sets its own
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/src/main.js'], {
  stdio: 'inherit',
  env: { ...SERVER_ENV, ...process.env },
});
// The terminal's Ctrl-C reaches the server directly; a SIGTERM sent to this script is passed on.
process.on('SIGINT', () => undefined);
process.on('SIGTERM', () => server.kill('SIGTERM'));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
