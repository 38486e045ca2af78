import { ReflectMetadataProvider } from '@mikro-orm/decorators/legacy';
import { Migrator } from '@mikro-orm/migrations';
import { defineConfig, type Options } from '@mikro-orm/postgresql';
import { MIGRATIONS } from '../../migrations/index.js';
import { ENTITIES, ROUTINES } from './entities.js';

export interface OrmConfigOptions {
  clientUrl: string;
  poolMax?: number;
}

/** The one MikroORM configuration, used by the server, the CLI and the tests. */
export function ormConfig({ clientUrl, poolMax = 10 }: OrmConfigOptions): Options {
  return defineConfig({
    clientUrl,
    entities: ENTITIES,
    routines: ROUTINES,
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
    forceUtcTimezone: true,
    ignoreUndefinedInQuery: true,
  });
}
