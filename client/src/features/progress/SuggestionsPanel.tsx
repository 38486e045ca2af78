import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Schemas } from '../../api/types';
import type { CardNames } from './card-label';
import { CardLabel } from './CardLabel';
import classes from './Scorecard.module.css';

/**
 * Practice next: the cards the server suggests (the weak ones, 5+ attempts below 70%, then cards
 * not practiced yet), each with why; a skeleton of three while they load, nothing when there are
 * none.
 */
export function SuggestionsPanel({
  suggestions,
  names,
}: {
  suggestions: Schemas['SuggestionDto'][] | undefined;
  names: CardNames | undefined;
}) {
  if (!suggestions)
    return (
      <Paper withBorder p="md" radius="md" aria-hidden>
        <Skeleton height={22} width="40%" mb="xs" />
        <Stack gap="sm">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={70} />
          ))}
        </Stack>
      </Paper>
    );
  if (suggestions.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Practice next
      </Title>
      <ul className={classes.ruled}>
        {suggestions.map((s) => (
          <li key={s.cardId}>
            <CardLabel id={s.cardId} names={names} strong />
            <Text size="sm" mt={2}>
              {s.reason}
            </Text>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
