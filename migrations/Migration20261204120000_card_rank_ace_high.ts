import { Migration } from '@mikro-orm/migrations';

/**
 * A card's rank is its difficulty with the ace high: in every suit of the black and red decks the
 * 2 is now the easiest shot and the ace the hardest, so every shot moved up one rank (the ace's
 * shot to the 2, the 2's to the 3, …, the king's to the ace). A player's favourites, progress, the
 * per-card statistics, achievements' card and the videos of a shot follow it to its new identifier
 * (a cyclic permutation per suit, moved through temporary ids so no unique key sees two rows at
 * once). The ranks and the list of moves are this migration's own, frozen with it.
 */
const DECKS = ['black', 'red'] as const;
const SUIT_LETTERS = ['S', 'C', 'D', 'H'] as const;
/** The ranks from the easiest shot of a suit to the hardest, before this migration. */
const EASIEST_FIRST_BEFORE = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
/** The same shots' ranks after it. */
const EASIEST_FIRST_AFTER = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'] as const;

type Move = [deck: (typeof DECKS)[number], from: string, to: string];

const MOVES: Move[] = DECKS.flatMap((deck) =>
  SUIT_LETTERS.flatMap((suit) =>
    EASIEST_FIRST_BEFORE.map((rank, i): Move => [deck, `${rank}${suit}`, `${EASIEST_FIRST_AFTER[i]}${suit}`]),
  ),
);

/** The moves as a VALUES list of (deck, from id, to id, from identifier, to identifier). */
function movesSql(moves: readonly Move[]): string {
  return moves
    .map(([deck, from, to]) => `('${deck}', '${deck}-${from}', '${deck}-${to}', '${from}', '${to}')`)
    .join(', ');
}

function remap(moves: readonly Move[]): string[] {
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

export class Migration20261204120000_card_rank_ace_high extends Migration {
  override name = 'Migration20261204120000_card_rank_ace_high';

  override up(): void | Promise<void> {
    for (const sql of remap(MOVES)) this.addSql(sql);
  }

  override down(): void | Promise<void> {
    for (const sql of remap(MOVES.map(([deck, from, to]): Move => [deck, to, from]))) this.addSql(sql);
  }
}
