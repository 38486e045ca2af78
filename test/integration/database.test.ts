import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { DataDirInUseError, EmbeddedDatabase } from '../../src/database/embedded-postgres.js';
import { ormConfig } from '../../src/database/orm.config.js';
import { ENTITIES, ROUTINES } from '../../src/entities.js';
import { createTestDatabase, type TestDatabase } from '../support/database.js';

describe('database', () => {
  it('the migrations produce exactly the schema the entities describe, and the latest roll back', async () => {
    const db: TestDatabase = await createTestDatabase();
    const orm = await MikroORM.init(
      ormConfig({ entities: ENTITIES, routines: ROUTINES, clientUrl: db.url, poolMax: 1 }),
    );
    try {
      expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
      expect(await orm.migrator.getPending()).toEqual([]);
      // the practice migrations roll back and apply again
      await orm.migrator.down({ to: 'Migration20261122152953_practice' });
      expect((await orm.migrator.getPending()).map((m) => m.name)).toEqual([
        'Migration20261122170832_practice_batches',
        'Migration20261122213000_practice_batch_v2',
      ]);
      await orm.migrator.up();
      expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    } finally {
      await orm.close(true);
      await db.drop();
    }
  });

  describe('embedded PostgreSQL', () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(join(tmpdir(), 'kickshots-embedded-'));
      await chmod(dataDir, 0o755);
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it('keeps its data across restarts and refuses a second server on the same DATA_DIR', async () => {
      const first = await EmbeddedDatabase.start({ dataDir });
      try {
        await query(first.url, 'create table kept (value text)');
        await query(first.url, "insert into kept values ('still here')");
        await expect(EmbeddedDatabase.start({ dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
      } finally {
        await first.stop();
      }
      const second = await EmbeddedDatabase.start({ dataDir });
      try {
        expect((await query(second.url, 'select value from kept')).rows).toEqual([{ value: 'still here' }]);
      } finally {
        await second.stop();
      }
    }, 120_000);
  });
});

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}
