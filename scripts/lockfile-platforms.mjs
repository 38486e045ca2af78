// The npm registry reachable here serves only the Linux builds of packages that ship native
// binaries per platform, so `npm install` leaves the other platforms' optional packages out of
// package-lock.json — and `npm ci` then refuses the lock file as out of sync. This adds those
// optional entries back, with the os/cpu/libc their names declare, so `npm ci` skips them as it
// would on any other machine. It runs as the postinstall script, so every `npm install` keeps the
// lock file usable by `npm ci`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = {
  darwin: 'darwin',
  win32: 'win32',
  linux: 'linux',
  android: 'android',
  freebsd: 'freebsd',
  openharmony: 'openharmony',
};
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS[part]);
  const cpu = parts.find((part) => CPU.includes(part));
  if (!os || !cpu) return undefined;
  const libc = parts.some((part) => part.includes('musl')) ? 'musl' : os === 'linux' ? 'glibc' : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc: [libc] } : {}) };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    lock.packages[key] = { version, dev: entry.dev, optional: true, ...platform };
    if (!entry.dev) delete lock.packages[key].dev;
    added++;
  }
}
if (added === 0) process.exit(0);
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
