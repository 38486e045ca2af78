import { Text, type TextProps } from '@mantine/core';
import { cardLabel, type CardNames } from './card-label';

/**
 * A card's id and, when known, its name, on one line that never wraps (cut with an ellipsis
 * instead): the name arriving later changes neither the line's height nor where the id sits.
 */
export function CardLabel({ id, names, ...props }: TextProps & { id: string; names: CardNames | undefined }) {
  const label = cardLabel(id, names);
  return (
    <Text truncate="end" title={label === id ? undefined : label} {...props}>
      {label}
    </Text>
  );
}
