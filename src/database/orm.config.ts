import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../migrations/index.js';
import { DEFAULT_DATABASE_TIMEOUTS, pgTimeoutOptions, type DatabaseTimeouts } from './database-timeouts.js';

export interface OrmConfigOptions {
  clientUrl: string;
  /** The tables and stored functions the modules own (src/entities.ts): database/ knows no module. */
  entities: NonNullable<Options['entities']>;
  routines?: Options['routines'];
  poolMax?: number;
  timeouts?: DatabaseTimeouts;
}

/** The one MikroORM configuration, used by the server, the CLI and the tests. */
export function ormConfig({
  clientUrl,
  entities,
  routines = [],
  poolMax = 10,
  timeouts = DEFAULT_DATABASE_TIMEOUTS,
}: OrmConfigOptions): Options {
  return defineConfig({
    clientUrl,
    entities,
    routines,
    metadataProvider: ReflectMetadataProvider,
    discovery: { warnWhenNoEntities: false },
    extensions: [Migrator],
    migrations: {
      migrationsList: MIGRATIONS,
      path: 'migrations',
      tableName: 'mikro_orm_migrations',
      snapshot: false,
      emit: 'ts',
      silent: true,
    },
    pool: { min: 0, max: poolMax },
    driverOptions: pgTimeoutOptions(timeouts),
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}
