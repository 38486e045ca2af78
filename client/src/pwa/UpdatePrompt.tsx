import { Button, Group, Text } from '@mantine/core';

/** The body of the "Update available" toast. */
export function UpdatePrompt({ onReload }: { onReload: () => void }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm">A new version of the app is ready.</Text>
      <Button size="compact-sm" onClick={onReload}>
        Reload
      </Button>
    </Group>
  );
}
