/** Card names by card id, from the card list (card text is paid content: only with access). */
export type CardNames = ReadonlyMap<string, string>;

export function cardNames(cards: readonly { id: string; name: string }[]): CardNames {
  return new Map(cards.map((card) => [card.id, card.name]));
}

/**
 * The kickshot id, then the card's name once it is known: "black-2S · Bank to the Side
 * Pocket". The id comes first so that it never moves when the name arrives, and stays visible when
 * a narrow cell cuts the line short.
 */
export function cardLabel(id: string, names: CardNames | undefined): string {
  const name = names?.get(id)?.trim();
  return name ? `${id} · ${name}` : id;
}
