import { Migration } from '@mikro-orm/migrations';

/**
 * Achievements store their description when earned: the ones earned while the catalogue spelled
 * "Practised" take the product's spelling, "Practiced". Only a row holding exactly one of the old
 * texts changes; the pairs are this migration's own, frozen with it.
 */
const RENAMED: readonly [before: string, after: string][] = [
  ['Practised 10 shots.', 'Practiced 10 shots.'],
  ['Practised 100 shots.', 'Practiced 100 shots.'],
  ['Practised 1,000 shots.', 'Practiced 1,000 shots.'],
  ['Practised on 7 days in a row.', 'Practiced on 7 days in a row.'],
  ['Practised every card of the black deck.', 'Practiced every card of the black deck.'],
  ['Practised every card of the red deck.', 'Practiced every card of the red deck.'],
];

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

function rewrite(pairs: readonly [from: string, to: string][]): string {
  const values = pairs.map(([from, to]) => `(${literal(from)}, ${literal(to)})`).join(', ');
  return `update achievements a set description = d.to_text from (values ${values}) as d(from_text, to_text)
     where a.description = d.from_text;`;
}

export class Migration20261207090000_achievement_descriptions extends Migration {
  override name = 'Migration20261207090000_achievement_descriptions';

  override up(): void | Promise<void> {
    this.addSql(rewrite(RENAMED));
  }

  override down(): void | Promise<void> {
    this.addSql(rewrite(RENAMED.map(([before, after]): [string, string] => [after, before])));
  }
}
