import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { Logger } from '@nestjs/common';
import { FileMailTransport } from './file-mail.transport.js';

const TOKEN = 'Zm9vYmFyLXNlY3JldC1yZXNldC10b2tlbi0xMjM0NTY3ODkw';
const LINK = `http://localhost:3000/reset-password?token=${TOKEN}`;
const MESSAGE = {
  from: 'Kickshots <no-reply@kickshots.local>',
  to: 'player@example.com',
  subject: 'Reset your Kickshots password',
  text: `Someone asked to reset your password.\n\nChoose a new password: ${LINK}\n\n— Kickshots`,
  html: `<p><a href="${LINK}">Choose a new password</a></p>`,
};

describe('FileMailTransport', () => {
  let root: string;
  let logged: unknown[][];
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'kickshots-mail-spec-'));
    logged = [];
    for (const level of ['log', 'warn', 'error', 'debug', 'verbose'] as const)
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => {
        logged.push(args);
      });
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(root, { recursive: true, force: true });
  });

  const mode = async (path: string) => (await stat(path)).mode & 0o777;

  it('logs the file it wrote and never the links or their tokens', async () => {
    const folder = join(root, 'mail');
    await new FileMailTransport(folder).send(MESSAGE);
    const files = (await readdir(folder)).sort();
    expect(files.map((name) => name.replace(/^.*\./, ''))).toEqual(['eml', 'json']);
    const eml = join(folder, files[0]!);
    expect(logged).toEqual([[`Mail written to ${eml}`]]);
    expect(JSON.stringify(logged)).not.toContain(TOKEN);
  });

  it('writes the .eml and its .json twin (with the links) 0600 in a folder it creates 0700', async () => {
    const folder = join(root, 'data', 'mail');
    await new FileMailTransport(folder).send(MESSAGE);
    expect(await mode(folder)).toBe(0o700);
    const files = (await readdir(folder)).sort();
    for (const name of files)
      expect({ name, mode: await mode(join(folder, name)) }).toEqual({ name, mode: 0o600 });
    const twin = JSON.parse(await readFile(join(folder, files[1]!), 'utf8')) as Record<string, unknown>;
    expect(twin).toMatchObject({ to: MESSAGE.to, subject: MESSAGE.subject, links: [LINK] });
    expect(await readFile(join(folder, files[0]!), 'utf8')).toContain(
      'Subject: Reset your Kickshots password',
    );
  });

  it('narrows a mail folder that already exists with a looser mode to 0700', async () => {
    const folder = join(root, 'mail');
    await mkdir(folder);
    await chmod(folder, 0o755);
    await new FileMailTransport(folder).send(MESSAGE);
    expect(await mode(folder)).toBe(0o700);
  });
});
