import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig } from '../../src/config/app-config.js';
import type { JobsMode } from '../../src/common/jobs/job-queue.js';
import { MailService } from '../../src/modules/mail/index.js';
import { createApp } from '../../src/server.js';
import {
  authMailsSent,
  ipFactory,
  linkToken,
  mailsSent,
  mailsTo,
  recover,
  resetStatus,
  sql,
} from '../support/auth-helpers.js';
import { createTestDatabase } from '../support/database.js';
import { newUser } from '../support/factories.js';
import { one } from '../support/lists.js';
import { AuthMailer } from '../../src/modules/auth/auth-mailer.js';
import { createTestAppWithDataDir, type TestApp, type TestAppWithDataDir } from '../support/app.js';

const ip = ipFactory(60);

/** The jobs of the mail queue, oldest first. */
async function mailJobs(t: TestApp) {
  const { rows } = await sql<{ state: string; data: { to: string; event: string; userId: string } }>(
    t,
    `select state, data from pgboss.job where name = 'mail-send' order by created_on`,
  );
  return rows;
}

describe('the mail queue', () => {
  let t: TestAppWithDataDir;
  beforeAll(async () => {
    t = await createTestAppWithDataDir();
  }, 30_000);
  afterAll(() => t.close(), 30_000);

  it('stores a reset mail as a job of the mail-send queue, and its worker writes it to the mail folder', async () => {
    const user = await newUser(t.app);
    expect((await recover(t, user.email, ip())).statusCode).toBe(200);
    await t.app.get(AuthMailer, { strict: false }).idle();
    expect((await mailJobs(t)).filter((job) => job.data.to === user.email)).toEqual([
      {
        state: expect.any(String) as string,
        data: expect.objectContaining({ to: user.email, event: 'recover', userId: user.id }) as object,
      },
    ]);

    await authMailsSent(t);
    const mail = one(await mailsTo(t.dataDir, user.email));
    expect(mail.subject).toBe('Reset your Kickshots password');
    expect((await resetStatus(t, linkToken(mail, '/reset-password'), ip())).json()).toEqual({
      valid: true,
      email: user.email,
    });
    expect((await mailJobs(t)).find((job) => job.data.to === user.email)?.state).toBe('completed');
  }, 30_000);
});

describe('a mail asked for just before a restart', () => {
  it('is sent by the next start, from the job the first one stored', async () => {
    const db = await createTestDatabase();
    const dataDir = await mkdtemp(join(tmpdir(), 'kickshots-mail-restart-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
      DATA_DIR: dataDir,
    });
    const start = async (jobs: JobsMode): Promise<TestApp> => {
      const app: NestFastifyApplication = await createApp({
        config,
        databaseUrl: db.url,
        schedule: false,
        client: false,
        jobs,
      });
      await app.getHttpAdapter().getInstance().ready();
      return { app, db, config, close: () => app.close() };
    };
    // The first process only queues (as one that stops before its worker runs would leave it).
    let running = await start('enqueue');
    try {
      const user = await newUser(running.app);
      expect((await recover(running, user.email, ip())).statusCode).toBe(200);
      await running.close(); // shutting down waits until the mail is queued
      expect(await mailsTo(dataDir, user.email)).toEqual([]);
      expect((await mailJobs(running)).map((job) => [job.state, job.data.event, job.data.to])).toEqual([
        ['created', 'recover', user.email],
      ]);

      running = await start('work');
      await mailsSent(running);
      const mail = one(await mailsTo(dataDir, user.email));
      expect(mail.subject).toBe('Reset your Kickshots password');
      expect((await resetStatus(running, linkToken(mail, '/reset-password'), ip())).json()).toEqual({
        valid: true,
        email: user.email,
      });
    } finally {
      await running.close();
      await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a process without the job queue (tooling)', () => {
  it('refuses to queue a mail, saying why', async () => {
    const db = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', LOG_FORMAT: 'json' });
    const app = await createApp({ config, databaseUrl: db.url, schedule: false, client: false, jobs: 'off' });
    try {
      const mail = app.get(MailService, { strict: false });
      await expect(
        mail.enqueue({
          to: 'someone@example.com',
          content: { subject: 'Hi', paragraphs: ['Hello'] },
          event: 'test',
        }),
      ).rejects.toThrow(
        "The job queue is off in this process (jobs: 'off'): nothing can be queued on mail-send",
      );
    } finally {
      await app.close();
      await db.drop();
    }
  }, 30_000);
});
