import {
  Badge,
  Button,
  Container,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconChartBar, IconHome } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGlobalStats } from '../../api/stats';
import { usePageTitle } from '../../ui/usePageTitle';
import { CardImage } from '../cards/CardImage';
import { deckLabel } from '../cards/card-filters';
import { formatRate, statisticsBandColor } from '../practice/practice-rules';

function Diagram({ deck, id }: { deck: string; id: string }) {
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <CardImage
      src={`/kickshot-diagrams/${deck}/${id}.svg`}
      alt={`Diagram of ${id}`}
      w={96}
      radius="sm"
      onGiveUp={() => setHidden(true)}
    />
  );
}

function RateBar({ rate, label }: { rate: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={rate} color={statisticsBandColor(rate)} style={{ flex: 1 }} aria-label={label} />
      <Text size="sm" fw={600} w={56} ta="right">
        {formatRate(rate)}
      </Text>
    </Group>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={800}>
        {value.toLocaleString()}
      </Text>
    </Paper>
  );
}

/** /statistics: what every player practises, from anonymous totals. */
export function StatisticsPage() {
  usePageTitle('Global Statistics');
  const { data, isPending, isError, error } = useGlobalStats();

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Global Statistics</Title>
            <Text c="dimmed">See which kickshots are most practiced by all users, and how well they go.</Text>
          </div>
          <Button component={Link} to="/" variant="default" leftSection={<IconHome size={16} />}>
            Home
          </Button>
        </Group>

        {isPending && (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} data-testid="stats-skeleton">
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={110} radius="md" />
            ))}
          </SimpleGrid>
        )}
        {isError && <Text c="red">{error.message}</Text>}

        {data && data.totals.attempts === 0 && (
          <Paper withBorder p="xl" radius="md">
            <Stack align="center" ta="center">
              <IconChartBar size={40} aria-hidden />
              <Title order={2} size="h3">
                No Statistics Available
              </Title>
              <Text c="dimmed">Start practicing kickshots to see global statistics appear here.</Text>
            </Stack>
          </Paper>
        )}

        {data && data.totals.attempts > 0 && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <Tile label="Total Attempts" value={data.totals.attempts} />
              <Tile label="Total Successes" value={data.totals.successes} />
              <Tile label="Different Kickshots" value={data.totals.kickshotsPractised} />
            </SimpleGrid>

            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="md">
                Most Practiced Kickshots
              </Title>
              <Stack gap="md">
                {data.topKickshots.map((k, index) => (
                  <Group key={k.kickshotId} wrap="nowrap" align="center" data-testid="top-kickshot">
                    <Text fw={800} w={28}>
                      #{index + 1}
                    </Text>
                    <Diagram deck={k.deckColor} id={k.kickshotId} />
                    <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                      <Group gap="xs">
                        <Text fw={600}>{k.kickshotId}</Text>
                        <Badge variant="light" color={k.deckColor === 'red' ? 'red' : 'gray'}>
                          {deckLabel(k.deckColor)}
                        </Badge>
                      </Group>
                      <Text size="sm" c="dimmed">
                        {k.attempts} attempts · {k.successes} successes · {k.userCount}{' '}
                        {k.userCount === 1 ? 'user' : 'users'}
                      </Text>
                      <RateBar rate={k.successRate} label={`Success rate of ${k.kickshotId}`} />
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="md">
                Practice by Country
              </Title>
              <Stack gap="sm">
                {data.countries.map((c, index) => (
                  <Group key={c.country} wrap="nowrap">
                    <Text fw={800} w={28}>
                      #{index + 1}
                    </Text>
                    <Stack gap={2} style={{ flex: 1 }}>
                      <Group justify="space-between">
                        <Text fw={600}>{c.country}</Text>
                        <Text size="sm" c="dimmed">
                          {c.userCount} {c.userCount === 1 ? 'user' : 'users'} · {c.attempts} attempts ·{' '}
                          {c.successes} successes
                        </Text>
                      </Group>
                      <RateBar rate={c.successRate} label={`Success rate in ${c.country}`} />
                    </Stack>
                  </Group>
                ))}
              </Stack>
            </Paper>
          </>
        )}
      </Stack>
    </Container>
  );
}
