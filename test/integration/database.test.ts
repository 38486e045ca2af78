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
    const ids = () => cardRows(db.url);
    try {
      // the data as it stands right after that migration (the later ones rolled back)
      await orm.migrator.down({ to: 'Migration20261125214500_card_rank_order' });
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
        stats: ['black-2S:0', 'black-5S:0', 'black-9S:0'],
        videos: ['red:7C'],
        achievement: ['black-5S'],
      });
      await orm.migrator.up({ to: 'Migration20261125214500_card_rank_order' });
      expect(await ids()).toEqual({
        favourites: ['black-2S', 'black-4S', 'black-5S'],
        progress: ['black-2S:2', 'black-4S:4', 'black-5S:5'],
        stats: ['black-2S:0', 'black-4S:0', 'black-5S:0'],
        videos: ['red:8C'],
        achievement: ['black-4S'],
      });
    } finally {
      await orm.close(true);
      await db.drop();
    }
  });

  it('moves every shot of the black and red decks up one rank (the king’s to the ace), both ways', async () => {
    const db: TestDatabase = await createTestDatabase();
    const orm = await MikroORM.init(
      ormConfig({ entities: ENTITIES, routines: ROUTINES, clientUrl: db.url, poolMax: 1 }),
    );
    const migration = 'Migration20261204120000_card_rank_ace_high';
    const before = MIGRATIONS[MIGRATIONS.findIndex((m) => m.name === migration) - 1]!.name;
    // every black spade (each one's old id is another one's new id), and the ends of the red hearts
    const moves: [from: string, to: string][] = [
      ['black-AS', 'black-2S'],
      ['black-2S', 'black-3S'],
      ['black-3S', 'black-4S'],
      ['black-4S', 'black-5S'],
      ['black-5S', 'black-6S'],
      ['black-6S', 'black-7S'],
      ['black-7S', 'black-8S'],
      ['black-8S', 'black-9S'],
      ['black-9S', 'black-10S'],
      ['black-10S', 'black-JS'],
      ['black-JS', 'black-QS'],
      ['black-QS', 'black-KS'],
      ['black-KS', 'black-AS'],
      ['red-AH', 'red-2H'],
      ['red-KH', 'red-AH'],
    ];
    const sorted = (list: string[]) => [...list].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    try {
      await orm.migrator.down({ to: before });
      const user = (
        await query(
          db.url,
          "insert into users (id, email, password_hash, created_at, updated_at) values (gen_random_uuid(), 'ace-high@example.com', 'x', now(), now()) returning id",
        )
      ).rows[0] as { id: string };
      for (const [i, [card]] of moves.entries()) {
        const deck = card.split('-')[0];
        await query(
          db.url,
          'insert into favourites (id, user_id, card_id, created_at) values (gen_random_uuid(), $1, $2, now())',
          [user.id, card],
        );
        await query(
          db.url,
          `insert into kickshot_progress (id, user_id, kickshot_id, deck_color, attempts, successes, last_practiced, first_practiced)
           values (gen_random_uuid(), $1, $2, $3, $4, 0, now(), now())`,
          [user.id, card, deck, i + 1],
        );
        await query(
          db.url,
          'insert into kickshot_stats (kickshot_id, deck_color, total_attempts) values ($1, $2, $3)',
          [card, deck, i + 1],
        );
      }
      for (const [deck, identifier] of [
        ['black', 'AS'],
        ['black', 'KS'],
        ['red', 'KH'],
        ['blue', 'AS'],
      ]) {
        await query(
          db.url,
          `insert into practice_videos (id, deck_color, card_identifier, title, url, created_at)
           values (gen_random_uuid(), $1, $2, 'Video', 'https://example.com/v', now())`,
          [deck, identifier],
        );
      }
      await query(
        db.url,
        `insert into achievements (id, user_id, achievement_type, achievement_name, description, metadata, earned_at)
         values (gen_random_uuid(), $1, 'mastery', 'Sharpshooter', 'x', '{"cardId": "red-KH", "attempts": 20}', now())`,
        [user.id],
      );
      const old = {
        favourites: sorted(moves.map(([from]) => from)),
        progress: sorted(moves.map(([from], i) => `${from}:${i + 1}`)),
        stats: sorted(moves.map(([from], i) => `${from}:${i + 1}`)),
        videos: ['black:AS', 'black:KS', 'blue:AS', 'red:KH'],
        achievement: ['red-KH'],
      };
      expect(await cardRows(db.url)).toEqual(old);

      await orm.migrator.up({ to: migration });
      expect(await cardRows(db.url)).toEqual({
        favourites: sorted(moves.map(([, to]) => to)),
        progress: sorted(moves.map(([, to], i) => `${to}:${i + 1}`)),
        stats: sorted(moves.map(([, to], i) => `${to}:${i + 1}`)),
        // the blue deck's cards keep their identifiers
        videos: ['black:2S', 'black:AS', 'blue:AS', 'red:AH'],
        achievement: ['red-AH'],
      });

      await orm.migrator.down({ to: before });
      expect(await cardRows(db.url)).toEqual(old);
    } finally {
      await orm.close(true);
      await db.drop();
    }
  });

  it('rewrites the stored achievement descriptions spelled “Practised” to “Practiced”, and back', async () => {
    const db: TestDatabase = await createTestDatabase();
    const orm = await MikroORM.init(
      ormConfig({ entities: ENTITIES, routines: ROUTINES, clientUrl: db.url, poolMax: 1 }),
    );
    const migration = 'Migration20261207090000_achievement_descriptions';
    const before = MIGRATIONS[MIGRATIONS.findIndex((m) => m.name === migration) - 1]!.name;
    const old: Record<string, string> = {
      'Warming Up': 'Practised 10 shots.',
      Century: 'Practised 100 shots.',
      'Table Regular': 'Practised 1,000 shots.',
      'Week Streak': 'Practised on 7 days in a row.',
      'Black Deck Complete': 'Practised every card of the black deck.',
      'Red Deck Complete': 'Practised every card of the red deck.',
      // not one of the old texts exactly: kept as it is
      'First Shot': 'Recorded your first practice attempt.',
      Custom: 'Practised 10 shots. And more.',
    };
    const descriptions = async () =>
      Object.fromEntries(
        (await query(db.url, 'select achievement_name, description from achievements')).rows.map(
          (r: { achievement_name: string; description: string }) => [r.achievement_name, r.description],
        ),
      );
    try {
      await orm.migrator.down({ to: before });
      const user = (
        await query(
          db.url,
          "insert into users (id, email, password_hash, created_at, updated_at) values (gen_random_uuid(), 'practiced@example.com', 'x', now(), now()) returning id",
        )
      ).rows[0] as { id: string };
      for (const [name, description] of Object.entries(old)) {
        await query(
          db.url,
          `insert into achievements (id, user_id, achievement_type, achievement_name, description, metadata, earned_at)
           values (gen_random_uuid(), $1, 'attempts', $2, $3, '{}', now())`,
          [user.id, name, description],
        );
      }

      await orm.migrator.up({ to: migration });
      expect(await descriptions()).toEqual({
        'Warming Up': 'Practiced 10 shots.',
        Century: 'Practiced 100 shots.',
        'Table Regular': 'Practiced 1,000 shots.',
        'Week Streak': 'Practiced on 7 days in a row.',
        'Black Deck Complete': 'Practiced every card of the black deck.',
        'Red Deck Complete': 'Practiced every card of the red deck.',
        'First Shot': 'Recorded your first practice attempt.',
        Custom: 'Practised 10 shots. And more.',
      });

      await orm.migrator.down({ to: before });
      expect(await descriptions()).toEqual(old);
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

/** The rows that name a card, each list sorted: favourites, progress (id:attempts), the per-card rollup
 * (id:total attempts), videos (deck:identifier) and achievements' card. */
async function cardRows(url: string) {
  const column = async (sql: string) =>
    (await query(url, sql)).rows.map((r: { v: string }) => r.v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    favourites: await column('select card_id as v from favourites'),
    progress: await column("select kickshot_id || ':' || attempts as v from kickshot_progress"),
    stats: await column("select kickshot_id || ':' || total_attempts as v from kickshot_stats"),
    videos: await column("select deck_color || ':' || card_identifier as v from practice_videos"),
    achievement: await column("select metadata->>'cardId' as v from achievements"),
  };
}
