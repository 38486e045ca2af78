import { Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { Schemas } from '../../api/types';

/** The achievements earned, newest first; shown only once there is one. */
export function AchievementsList({ achievements }: { achievements: Schemas['AchievementDto'][] }) {
  if (achievements.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Achievements
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {achievements.map((a) => (
          <Group key={a.name} gap="sm" wrap="nowrap" align="flex-start">
            <IconTrophy size={22} color="var(--mantine-color-yellow-6)" aria-hidden />
            <div>
              <Text fw={600}>{a.name}</Text>
              <Text size="sm" c="dimmed">
                {a.description}
              </Text>
              <Text size="xs" c="dimmed">
                {new Date(a.earnedAt).toLocaleDateString()}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
