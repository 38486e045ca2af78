import { MikroORM } from '@mikro-orm/postgresql';
import { mkdtemp, chmod, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MIGRATIONS } from '../../migrations/index.js';
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
      const practice = MIGRATIONS.findIndex((m) => m.name === 'Migration20261122152953_practice');
      expect((await orm.migrator.getPending()).map((m) => m.name)).toEqual(
        MIGRATIONS.slice(practice + 1).map((m) => m.name),
      );
      await orm.migrator.up();
      expect(await orm.schema.getUpdateSchemaSQL({ wrap: false })).toBe('');
    } finally {
      await orm.close(true);
      await db.drop();
    }
  });

  it('moves a player’s data with a card that changed rank, both ways', async () => {
    const db: TestDatabase = await createTestDatabase();
    const orm = await MikroORM.init(
      ormConfig({ entities: ENTITIES, routines: ROUTINES, clientUrl: db.url, poolMax: 1 }),
    );
    const ids = async () => ({
      favourites: (await query(db.url, 'select card_id from favourites order by card_id')).rows.map(
        (r: { card_id: string }) => r.card_id,
      ),
      progress: (
        await query(db.url, 'select kickshot_id, attempts from kickshot_progress order by kickshot_id')
      ).rows.map((r: { kickshot_id: string; attempts: number }) => `${r.kickshot_id}:${r.attempts}`),
      stats: (await query(db.url, 'select kickshot_id from kickshot_stats order by kickshot_id')).rows.map(
        (r: { kickshot_id: string }) => r.kickshot_id,
      ),
      videos: (await query(db.url, 'select card_identifier from practice_videos')).rows.map(
        (r: { card_identifier: string }) => r.card_identifier,
      ),
      achievement: (await query(db.url, "select metadata->>'cardId' as card from achievements")).rows.map(
        (r: { card: string }) => r.card,
      ),
    });
    try {
      const user = (
        await query(
          db.url,
          "insert into users (id, email, password_hash, created_at, updated_at) values (gen_random_uuid(), 'moves@example.com', 'x', now(), now()) returning id",
        )
      ).rows[0] as { id: string };
      // 4S and 5S trade places with 9S (4S→9S, 5S→4S, 9S→5S); black-2S stays
      for (const [card, attempts] of [
        ['black-4S', 4],
        ['black-5S', 5],
        ['black-2S', 2],
      ] as const) {
        await query(
          db.url,
          'insert into favourites (id, user_id, card_id, created_at) values (gen_random_uuid(), $1, $2, now())',
          [user.id, card],
        );
        await query(
          db.url,
          `insert into kickshot_progress (id, user_id, kickshot_id, deck_color, attempts, successes, last_practiced, first_practiced)
           values (gen_random_uuid(), $1, $2, 'black', $3, 0, now(), now())`,
          [user.id, card, attempts],
        );
        await query(db.url, "insert into kickshot_stats (kickshot_id, deck_color) values ($1, 'black')", [
          card,
        ]);
      }
      await query(
        db.url,
        `insert into practice_videos (id, deck_color, card_identifier, title, url, created_at)
         values (gen_random_uuid(), 'red', '8C', 'Full-ball follow', 'https://example.com/v', now())`,
      );
      await query(
        db.url,
        `insert into achievements (id, user_id, achievement_type, achievement_name, description, metadata, earned_at)
         values (gen_random_uuid(), $1, 'mastery', 'Mastery', 'x', '{"cardId": "black-4S"}', now())`,
        [user.id],
      );
      // the seeded rows are the data as it stands after the migration: rolled back, they take the old ids
      await orm.migrator.down({ to: 'Migration20261122213000_practice_batch_v2' });
      expect(await ids()).toEqual({
        favourites: ['black-2S', 'black-5S', 'black-9S'],
        progress: ['black-2S:2', 'black-5S:4', 'black-9S:5'],
        stats: ['black-2S', 'black-5S', 'black-9S'],
        videos: ['7C'],
        achievement: ['black-5S'],
      });
      await orm.migrator.up();
      expect(await ids()).toEqual({
        favourites: ['black-2S', 'black-4S', 'black-5S'],
        progress: ['black-2S:2', 'black-4S:4', 'black-5S:5'],
        stats: ['black-2S', 'black-4S', 'black-5S'],
        videos: ['8C'],
        achievement: ['black-4S'],
      });
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

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql, params);
  } finally {
    await client.end();
  }
}
