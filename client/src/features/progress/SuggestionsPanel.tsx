import { Paper, Stack, Text, Title } from '@mantine/core';
import { useSuggestions } from '../../api/practice';
import type { CardNames } from './card-label';
import { CardLabel } from './CardLabel';

/**
 * Practise next: the cards the server suggests, with why; nothing while there are none. The card
 * and the reason each have their own line, so the name arriving later moves nothing.
 */
export function SuggestionsPanel({ names }: { names: CardNames | undefined }) {
  const { data: suggestions } = useSuggestions();
  if (!suggestions || suggestions.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Practise next
      </Title>
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {suggestions.map((s) => (
          <li key={s.cardId}>
            <CardLabel id={s.cardId} names={names} fw={600} size="sm" />
            <Text size="sm">{s.reason}</Text>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}
