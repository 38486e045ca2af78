// Runs the built server for the Playwright suite and removes its scratch DATA_DIR afterwards.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
const server = spawn(process.execPath, ['dist/src/main.js'], { stdio: 'inherit', env: process.env });
const forward = (signal) => server.kill(signal);
process.on('SIGTERM', forward);
process.on('SIGINT', forward);
server.on('exit', (code) => {
  if (dataDir?.includes('kickshots-e2e-')) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
