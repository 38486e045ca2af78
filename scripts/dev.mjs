// `npm run dev`: the server recompiles and restarts on change (tsc --watch + node --watch) and Vite
// serves the client with hot reload on http://localhost:5173, proxying the API to the server.
import { spawn, spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', '--silent', 'build:server'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    stdio: 'inherit',
  }),
  spawn(process.execPath, ['--watch-path=dist', 'dist/src/main.js'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', 'client'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
let running = children.length;
children.forEach((child) => child.on('exit', () => --running === 0 && process.exit(0)));
