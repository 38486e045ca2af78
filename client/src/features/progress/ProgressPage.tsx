import { LineChart } from '@mantine/charts';
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconTarget, IconTrophy, IconTrendingUp, IconListCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  useAchievements,
  useDailyPractice,
  useProgress,
  useSessions,
  useSuggestions,
} from '../../api/practice';
import { usePageTitle } from '../../ui/usePageTitle';
import { formatRate, progressRateColor, successRate } from '../practice/practice-rules';

function StatCard({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {icon}
      </Group>
      <Text fz={28} fw={800} c={color} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}

function RateBadge({ rate }: { rate: number }) {
  return (
    <Badge color={progressRateColor(rate)} variant="light">
      {formatRate(rate)}
    </Badge>
  );
}

/** /progress: the player's own practice. */
export function ProgressPage() {
  usePageTitle('Progress & Improvements');
  const progress = useProgress();
  const sessions = useSessions();
  const achievements = useAchievements();
  const daily = useDailyPractice();
  const suggestions = useSuggestions();

  if (progress.isPending || sessions.isPending || achievements.isPending) {
    return (
      <Container py="xl">
        <Group justify="center">
          <Loader aria-label="Loading your progress" />
        </Group>
      </Container>
    );
  }
  if (progress.isError || sessions.isError || achievements.isError) {
    return (
      <Container py="xl">
        <Alert color="red">{(progress.error ?? sessions.error ?? achievements.error)?.message}</Alert>
      </Container>
    );
  }

  const rows = progress.data;
  const attempts = rows.reduce((sum, r) => sum + r.attempts, 0);
  const successes = rows.reduce((sum, r) => sum + r.successes, 0);
  const overall = successRate(successes, attempts);

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Progress & Improvements</Title>
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Group>

        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <StatCard label="Total Attempts" value={attempts} icon={<IconTarget size={20} />} />
          <StatCard
            label="Success Rate"
            value={formatRate(overall)}
            color={progressRateColor(overall)}
            icon={<IconTrendingUp size={20} />}
          />
          <StatCard label="Practiced Shots" value={rows.length} icon={<IconListCheck size={20} />} />
          <StatCard label="Achievements" value={achievements.data.length} icon={<IconTrophy size={20} />} />
        </SimpleGrid>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="sm">
            Last 30 days
          </Title>
          {daily.data && daily.data.some((d) => d.attempts > 0) ? (
            <LineChart
              h={240}
              data={daily.data.map((d) => ({
                date: d.date.slice(5),
                Attempts: d.attempts,
                'Success rate': Number(d.successRate.toFixed(1)),
              }))}
              dataKey="date"
              withRightYAxis
              rightYAxisProps={{ domain: [0, 100] }}
              series={[
                { name: 'Attempts', color: 'blue.6' },
                { name: 'Success rate', color: 'teal.6', yAxisId: 'right' },
              ]}
            />
          ) : (
            <Text c="dimmed" size="sm">
              Practise a few shots and your daily attempts and success rate appear here.
            </Text>
          )}
        </Paper>

        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Most Practiced Kickshots
            </Title>
            {rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                No practice yet: open a card's menu and choose Practice This Shot.
              </Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {rows.slice(0, 5).map((row) => (
                    <Table.Tr key={row.kickshotId}>
                      <Table.Td>{row.kickshotId}</Table.Td>
                      <Table.Td>
                        {row.successes} / {row.attempts}
                      </Table.Td>
                      <Table.Td>
                        <RateBadge rate={row.successRate} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Recent Practice Sessions
            </Title>
            {sessions.data.length === 0 ? (
              <Text c="dimmed" size="sm">
                No sessions yet.
              </Text>
            ) : (
              <Table>
                <Table.Tbody>
                  {sessions.data.slice(0, 7).map((session) => (
                    <Table.Tr key={session.sessionDate}>
                      <Table.Td>{new Date(`${session.sessionDate}T00:00:00`).toLocaleDateString()}</Table.Td>
                      <Table.Td>
                        {session.totalSuccesses} / {session.totalAttempts}
                      </Table.Td>
                      <Table.Td>
                        <RateBadge rate={successRate(session.totalSuccesses, session.totalAttempts)} />
                      </Table.Td>
                      <Table.Td>
                        {session.sessionDurationMinutes !== null
                          ? `${session.sessionDurationMinutes} min`
                          : '—'}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Paper>
        </SimpleGrid>

        {suggestions.data && suggestions.data.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Practise next
            </Title>
            <Stack gap={6}>
              {suggestions.data.map((s) => (
                <Group key={s.cardId} gap="xs">
                  <Badge variant="outline">{s.cardId}</Badge>
                  <Text size="sm">{s.reason}</Text>
                </Group>
              ))}
            </Stack>
          </Paper>
        )}

        {achievements.data.length > 0 && (
          <Paper withBorder p="md" radius="md">
            <Title order={2} size="h4" mb="sm">
              Achievements
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {achievements.data.map((a) => (
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
        )}
      </Stack>
    </Container>
  );
}
