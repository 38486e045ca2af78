import { Group, Switch } from '@mantine/core';
import type { DeckColor } from '../../api/types';

/** The black deck's 'on' track: near-black on a light page, mid grey on a dark one. */
const DARK_DECK_ON = 'light-dark(var(--mantine-color-dark-7), var(--mantine-color-gray-6))';

const DECKS: { color: DeckColor; label: string }[] = [
  { color: 'black', label: 'Black deck — kick shots' },
  { color: 'red', label: 'Red deck — position play' },
];

export function DeckToggles({
  value,
  onChange,
}: {
  value: DeckColor[];
  onChange: (decks: DeckColor[]) => void;
}) {
  return (
    <Group gap="lg" role="group" aria-label="Decks shown">
      {DECKS.map((deck) => (
        <Switch
          key={deck.color}
          label={deck.label}
          color={deck.color === 'red' ? 'red' : DARK_DECK_ON}
          checked={value.includes(deck.color)}
          onChange={(event) =>
            onChange(
              event.currentTarget.checked
                ? [...value, deck.color]
                : value.filter((color) => color !== deck.color),
            )
          }
        />
      ))}
    </Group>
  );
}
