import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 21: the Lineup Advisor's tables (module teams): `teams` (own and opponent teams with their
 * cap), `players` and `team_players` (a player's skill level and record on a team; a duplicated team
 * shares its players), all owned by `user_id`.
 */
export class Migration20261202130000_teams extends Migration {
  override name = 'Migration20261202130000_teams';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "teams" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "name" text not null, "game_type" text not null, "max_handicap_sum" int not null default 23, "is_opponent" boolean not null default false, primary key ("id"));`,
    );
    this.addSql(
      `create index "teams_user_id_is_opponent_created_at_index" on "teams" ("user_id", "is_opponent", "created_at");`,
    );

    this.addSql(
      `create table "players" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "name" text not null, primary key ("id"));`,
    );
    this.addSql(`create index "players_user_id_index" on "players" ("user_id");`);

    this.addSql(
      `create table "team_players" ("id" uuid not null, "team_id" uuid not null, "player_id" uuid not null, "handicap" int not null, "wins" int not null default 0, "losses" int not null default 0, "notes" text not null default '', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "team_players_player_id_index" on "team_players" ("player_id");`);
    this.addSql(
      `alter table "team_players" add constraint "team_players_team_id_player_id_unique" unique ("team_id", "player_id");`,
    );

    this.addSql(
      `alter table "teams" add constraint "teams_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "players" add constraint "players_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "team_players" add constraint "team_players_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "team_players" add constraint "team_players_player_id_foreign" foreign key ("player_id") references "players" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "teams" cascade;`);
    this.addSql(`drop table if exists "players" cascade;`);
    this.addSql(`drop table if exists "team_players" cascade;`);
  }
}
