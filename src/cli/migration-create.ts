import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/app-config.js';
import { openDatabase } from '../database/database-url.js';
import { migrate } from '../database/migrate.js';
import { ormConfig } from '../database/orm.config.js';
import { ENTITIES, ROUTINES } from '../entities.js';

/**
 * `npm run migration:create -- <name>`: migrates the database, then writes a migration with the
 * difference between the entities and the schema into migrations/. Add the new class to
 * migrations/index.ts.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config, (message) => console.log(message));
  try {
    const orm = await MikroORM.init(
      ormConfig({ entities: ENTITIES, routines: ROUTINES, clientUrl: database.url, poolMax: 2 }),
    );
    try {
      await migrate(orm, database.url);
      const result = await orm.migrator.create(undefined, false, false, process.argv[2]);
      console.log(
        result.fileName
          ? `Wrote migrations/${result.fileName}`
          : 'No changes: the schema matches the entities',
      );
    } finally {
      await orm.close(true);
    }
  } finally {
    await database.stop();
  }
}

void main();
