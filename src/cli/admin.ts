import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { EntityManager, RequestContext } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../app.module.js';
import { ConfigError, loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database-url.js';
import { AuthException } from '../modules/auth/auth.exception.js';
import { AuthService } from '../modules/auth/auth.service.js';
import { UsersService } from '../modules/auth/users.service.js';

const USAGE = `Usage (in the Docker image: node dist/src/cli/admin.js <command> <email>):
  npm run admin -- create <email>           create an admin (asks for a password, or prints a generated one)
  npm run admin -- promote <email>          give an existing user the admin role
  npm run admin -- reset-password <email>   set a user's password (asks for it, or prints a generated one)
                                            and end their sessions`;

const COMMANDS = ['create', 'promote', 'reset-password'] as const;
type Command = (typeof COMMANDS)[number];

/** Asks for a password without echoing it; empty input means "generate one". */
async function askPassword(): Promise<string | undefined> {
  if (!process.stdin.isTTY) return undefined;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const output = rl as unknown as { _writeToOutput: (text: string) => void };
  const write = output._writeToOutput.bind(rl);
  let muted = false;
  output._writeToOutput = (text: string) => (muted ? undefined : write(text));
  const question = rl.question('Password (leave empty to generate one): ');
  muted = true;
  const answer = await question;
  rl.close();
  process.stdout.write('\n');
  return answer || undefined;
}

async function main(): Promise<void> {
  const [command, email] = process.argv.slice(2);
  if (!COMMANDS.includes(command as Command) || !email) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = { ...loadConfig(), logLevel: 'warn' as const };
  const database = await openDatabase(config, () => undefined, { shareRunning: true });
  const app = await NestFactory.createApplicationContext(
    AppModule.forRoot({ config, databaseUrl: database.url, schedule: false, jobs: 'off' }),
    { logger: ['error'] },
  );
  try {
    await RequestContext.create(app.get(EntityManager), () =>
      run(app.get(UsersService), app.get(AuthService), command as Command, email),
    );
  } finally {
    await app.close();
    await database.stop();
  }
}

async function run(users: UsersService, auth: AuthService, command: Command, email: string): Promise<void> {
  switch (command) {
    case 'create': {
      const typed = await askPassword();
      const password = typed ?? randomBytes(12).toString('base64url');
      const user = await auth.createUser(email, password);
      await users.grantRole(user.id, 'admin');
      console.log(`Created admin ${user.email}${typed ? '' : ` with password: ${password}`}`);
      return;
    }
    case 'promote': {
      const user = await users.findByEmail(email);
      if (!user) throw new AuthException('USER_NOT_FOUND');
      await users.grantRole(user.id, 'admin');
      console.log(`${user.email} is now an admin`);
      return;
    }
    case 'reset-password': {
      const typed = await askPassword();
      const password = typed ?? randomBytes(12).toString('base64url');
      const user = await auth.setPasswordOf(email, password);
      console.log(
        `New password set for ${user.email}${typed ? '' : `: ${password}`}; their sessions are ended`,
      );
      return;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof AuthException ? error.message : error);
  process.exit(1);
});
