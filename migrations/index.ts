import type { MigrationObject } from '@mikro-orm/core';

/**
 * Every migration, in order. Migrations are never edited once landed: a change is a new file
 * (`npm run migration:create -- <name>`) added at the end of this list.
 */
export const MIGRATIONS: MigrationObject[] = [];
