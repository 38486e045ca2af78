import { Migration } from '@mikro-orm/migrations';

/**
 * A team's own senior rule: on or off, the lowest skill level counted as senior (null: the game's
 * standard, SL 6 in 8-ball and SL 7 in 9-ball) and how many seniors may play. Existing teams keep
 * the standard rule: on, the game's level, at most two.
 */
export class Migration20261204130000_team_senior_rule extends Migration {
  override name = 'Migration20261204130000_team_senior_rule';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "teams" add column "senior_rule" boolean not null default true, ` +
        `add column "senior_skill_level" int null, add column "max_seniors" int not null default 2;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "teams" drop column "senior_rule", drop column "senior_skill_level", drop column "max_seniors";`,
    );
  }
}
