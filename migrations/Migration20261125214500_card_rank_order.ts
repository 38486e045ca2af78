import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 17 put some cards at the rank their difficulty deserves: the same shot now has another
 * identifier. A player's favourites, progress, achievements' card and the videos of such a shot
 * follow it to its new identifier (a permutation, moved through temporary ids so no unique key
 * sees two rows at once). The list is this migration's own, frozen with it.
 */
const MOVES: [deck: 'black' | 'red', from: string, to: string][] = [
  ['black', '5S', '4S'],
  ['black', '9S', '5S'],
  ['black', '4S', '9S'],
  ['black', 'QC', 'KC'],
  ['black', 'KC', 'QC'],
  ['black', '2H', 'AH'],
  ['black', '3H', '2H'],
  ['black', 'AH', '3H'],
  ['red', '8C', '2C'],
  ['red', '2C', '3C'],
  ['red', '3C', '4C'],
  ['red', '4C', '5C'],
  ['red', '5C', '6C'],
  ['red', '6C', '7C'],
  ['red', '7C', '8C'],
];

/** The moves as a VALUES list of (deck, from id, to id, from identifier, to identifier). */
function movesSql(moves: typeof MOVES): string {
  return moves
    .map(([deck, from, to]) => `('${deck}', '${deck}-${from}', '${deck}-${to}', '${from}', '${to}')`)
    .join(', ');
}

function remap(moves: typeof MOVES): string[] {
  const values = `(values ${movesSql(moves)}) as m(deck, from_id, to_id, from_ident, to_ident)`;
  const tmp = (column: string) => `'moving:' || ${column}`;
  return [
    // favourites (card_id), progress and the per-card rollup (kickshot_id): to temporary ids, then on
    `update favourites f set card_id = ${tmp('m.to_id')} from ${values} where f.card_id = m.from_id;`,
    `update favourites set card_id = substr(card_id, 8) where card_id like 'moving:%';`,
    `update kickshot_progress p set kickshot_id = ${tmp('m.to_id')} from ${values} where p.kickshot_id = m.from_id;`,
    `update kickshot_progress set kickshot_id = substr(kickshot_id, 8) where kickshot_id like 'moving:%';`,
    `update kickshot_stats s set kickshot_id = ${tmp('m.to_id')} from ${values} where s.kickshot_id = m.from_id;`,
    `update kickshot_stats set kickshot_id = substr(kickshot_id, 8) where kickshot_id like 'moving:%';`,
    // an achievement's card (the mastery achievement's metadata)
    `update achievements a set metadata = jsonb_set(a.metadata::jsonb, '{cardId}', to_jsonb(m.to_id))
       from ${values} where a.metadata::jsonb ->> 'cardId' = m.from_id;`,
    // practice videos: by deck and identifier (no unique key: one statement)
    `update practice_videos v set card_identifier = m.to_ident from ${values}
       where v.deck_color = m.deck and v.card_identifier = m.from_ident;`,
  ];
}

export class Migration20261125214500_card_rank_order extends Migration {
  override name = 'Migration20261125214500_card_rank_order';

  override up(): void | Promise<void> {
    for (const sql of remap(MOVES)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of remap(MOVES.map(([deck, from, to]) => [deck, to, from]))) this.addSql(sql);
  }
}
