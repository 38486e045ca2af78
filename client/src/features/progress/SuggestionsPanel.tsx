import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useSuggestions } from '../../api/practice';

/** Practise next: the cards the server suggests, with why; nothing while there are none. */
export function SuggestionsPanel() {
  const { data: suggestions } = useSuggestions();
  if (!suggestions || suggestions.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Practise next
      </Title>
      <Stack gap={6}>
        {suggestions.map((s) => (
          <Group key={s.cardId} gap="xs">
            <Badge variant="outline">{s.cardId}</Badge>
            <Text size="sm">{s.reason}</Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
