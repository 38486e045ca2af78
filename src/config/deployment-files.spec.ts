import { readFileSync } from 'node:fs';
import { CONFIG_VARIABLES, loadConfig } from './app-config.js';

/** The files an operator deploys with agree with the configuration the server reads. */
describe('deployment files', () => {
  const envExample = readFileSync('.env.example', 'utf8');
  const compose = readFileSync('docker-compose.yml', 'utf8');

  it('.env.example lists every variable the server reads, each with a comment above it', () => {
    const lines = envExample.split('\n');
    for (const { name } of CONFIG_VARIABLES) {
      const index = lines.findIndex((line) => new RegExp(`^(# )?${name}=`).test(line));
      expect([name, index >= 0]).toEqual([name, true]);
      expect([name, lines[index - 1]?.startsWith('#')]).toEqual([name, true]);
    }
  });

  it('.env.example, filled in as it is, starts a production server with real payments and mail', () => {
    const values = Object.fromEntries(
      envExample
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const config = loadConfig({ ...values, NODE_ENV: 'production' });
    expect(config).toMatchObject({ payments: 'stripe', mail: { transport: 'smtp' } });
    expect(config.firstAdmin?.email).toBe('admin@example.com');
  });

  it('docker compose runs the app in production with the settings of an optional .env', () => {
    expect(compose).toMatch(/env_file:\n\s+- path: \.env\n\s+required: false/);
    expect(compose).toMatch(/environment:\n\s+NODE_ENV: production/);
    // no default that would quietly satisfy a production check
    expect(compose).not.toMatch(/PUBLIC_URL:|PAYMENTS:|MAIL:/);
  });

  it('the Docker image starts the server with the Node flags and allocator settings of scripts/node-flags.mjs', async () => {
    const dockerfile = readFileSync('Dockerfile', 'utf8');
    const flagsModule = new URL('../../scripts/node-flags.mjs', import.meta.url).href;
    const { SERVER_NODE_FLAGS, SERVER_ENV } = (await import(flagsModule)) as {
      SERVER_NODE_FLAGS: string[];
      SERVER_ENV: Record<string, string>;
    };
    const cmd = dockerfile.match(/^CMD (\[.*\])$/m)?.[1];
    expect(JSON.parse(cmd ?? '[]')).toEqual(['node', ...SERVER_NODE_FLAGS, 'dist/src/main.js']);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    for (const [name, value] of Object.entries(SERVER_ENV)) {
      expect([name, runtime.includes(`${name}=${value}`)]).toEqual([name, true]);
    }
  });
});
