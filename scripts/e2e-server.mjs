// Runs the built server for the Playwright suite and removes its scratch DATA_DIR afterwards.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { SERVER_NODE_FLAGS } from './node-flags.mjs';

const dataDir = process.env.DATA_DIR;
// The server's log goes to test-results/e2e-server.log, for reading after a failure.
mkdirSync('test-results', { recursive: true });
const log = createWriteStream('test-results/e2e-server.log');
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'dist/src/main.js'], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: process.env,
});
server.stdout.pipe(log);
server.stderr.pipe(process.stderr);
const forward = (signal) => server.kill(signal);
process.on('SIGTERM', forward);
process.on('SIGINT', forward);
server.on('exit', (code) => {
  if (dataDir?.includes('kickshots-e2e-')) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
