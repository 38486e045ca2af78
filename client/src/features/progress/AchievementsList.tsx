import { Group, Paper, Text, Title } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { Schemas } from '../../api/types';
import { formatDate } from '../../ui/format-date';
import classes from './Scorecard.module.css';

/** The achievements earned, newest first, one ruled line each; shown only once there is one. */
export function AchievementsList({ achievements }: { achievements: Schemas['AchievementDto'][] }) {
  if (achievements.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Achievements
      </Title>
      <ul className={classes.ruled}>
        {achievements.map((a) => (
          <li key={a.name}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <IconTrophy
                size={20}
                color="var(--mantine-primary-color-filled)"
                aria-hidden
                style={{ flexShrink: 0, marginTop: 2 }}
              />
              <div style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} size="sm">
                  {a.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {a.description}
                </Text>
              </div>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }} mt={2}>
                {formatDate(a.earnedAt)}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    </Paper>
  );
}
