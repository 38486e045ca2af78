import {
  Alert,
  Badge,
  Box,
  Button,
  Container,
  Flex,
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
import { Link } from 'react-router';
import { useGlobalStats } from '../../api/stats';
import type { Schemas } from '../../api/types';
import { usePageTitle } from '../../ui/usePageTitle';
import { CardImage } from '../cards/CardImage';
import { deckLabel } from '../cards/card-filters';
import { formatRate, statisticsBandColor } from '../practice/practice-rules';
import { cardTitle, type CardNames } from '../progress/card-label';
import { CardLabel } from '../progress/CardLabel';
import { useCardNames } from '../progress/useCardNames';
import { countryFigures, DECK_BADGE, DIAGRAM_SIZE, kickshotFigures } from './top-kickshot';

/** Thumbnail width: the whole row on a phone, 200 px beside the figures from the xs breakpoint. */
const THUMB_WIDTH = { base: '100%', xs: 200 };

/** Passed through CardImage to the <img>: loaded when near the viewport, its size known up front. */
const LAZY_DIAGRAM = { loading: 'lazy', ...DIAGRAM_SIZE } as const;

/**
 * A card diagram in a box of the diagram's own ratio: the space is there before the image comes,
 * and stays (empty) when it never does.
 */
function Diagram({ deck, id, title }: { deck: string; id: string; title: string }) {
  return (
    <Box
      w={THUMB_WIDTH}
      bg="var(--mantine-color-default-hover)"
      style={{
        flexShrink: 0,
        aspectRatio: `${DIAGRAM_SIZE.width} / ${DIAGRAM_SIZE.height}`,
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
      }}
    >
      <CardImage
        {...LAZY_DIAGRAM}
        src={`/kickshot-diagrams/${deck}/${id}.svg`}
        alt={`Diagram of ${title}`}
        w="100%"
        h="100%"
        fit="contain"
      />
    </Box>
  );
}

function RateBar({ rate, label }: { rate: number; label: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Progress value={rate} color={statisticsBandColor(rate)} style={{ flex: 1 }} aria-label={label} />
      {/* as wide as the figure: 100.0% is never cut */}
      <Text
        size="sm"
        fw={600}
        miw={56}
        ta="right"
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {formatRate(rate)}
      </Text>
    </Group>
  );
}

/** A total; a skeleton of the figure's exact size until it is known. */
function Tile({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Skeleton visible={value === undefined} w={value === undefined ? '40%' : undefined} radius="sm">
        <Text fz={28} fw={800}>
          {(value ?? 0).toLocaleString()}
        </Text>
      </Skeleton>
    </Paper>
  );
}

function Totals({ totals }: { totals: Schemas['GlobalTotalsDto'] | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Tile label="Total Attempts" value={totals?.attempts} />
      <Tile label="Total Successes" value={totals?.successes} />
      <Tile label="Different Kickshots" value={totals?.kickshotsPractised} />
    </SimpleGrid>
  );
}

/** One of the most practised cards: its diagram, then (beside it, or under it on a phone) its figures. */
function TopKickshot({
  kickshot: k,
  rank,
  names,
}: {
  kickshot: Schemas['KickshotStatDto'];
  rank: number;
  names: CardNames | undefined;
}) {
  const badge = DECK_BADGE[k.deckColor];
  const title = cardTitle(k.kickshotId, names);
  return (
    <Flex
      direction={{ base: 'column', xs: 'row' }}
      align={{ base: 'stretch', xs: 'center' }}
      gap="md"
      data-testid="top-kickshot"
    >
      <Diagram deck={k.deckColor} id={k.kickshotId} title={title} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={800} lh={1.3}>
            #{rank}
          </Text>
          <div style={{ flex: 1, minWidth: 0 }}>
            <CardLabel id={k.kickshotId} names={names} strong />
          </div>
          <Badge variant="filled" color={badge.color} c={badge.textColor} style={{ flexShrink: 0 }}>
            {deckLabel(k.deckColor)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {kickshotFigures(k)}
        </Text>
        <RateBar rate={k.successRate} label={`Success rate of ${title}`} />
      </Stack>
    </Flex>
  );
}

/** A row of the list while the statistics load: the diagram's box and three lines. */
function TopKickshotSkeleton() {
  return (
    <Flex direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'center' }} gap="md">
      <Skeleton
        w={THUMB_WIDTH}
        radius="sm"
        style={{ flexShrink: 0, aspectRatio: `${DIAGRAM_SIZE.width} / ${DIAGRAM_SIZE.height}` }}
      />
      <Stack gap={8} style={{ flex: 1 }}>
        <Skeleton h={20} w="60%" radius="sm" />
        <Skeleton h={16} w="80%" radius="sm" />
        <Skeleton h={12} radius="sm" />
      </Stack>
    </Flex>
  );
}

/** /statistics: what every player practises, from anonymous totals. */
export function StatisticsPage() {
  usePageTitle('Global Statistics');
  const { data, isPending, isError, error } = useGlobalStats();
  // not waited for: the labels show the ids now and the names once the card list is there
  const names = useCardNames();

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
          <Stack gap="lg" data-testid="stats-skeleton" aria-busy>
            <Totals totals={undefined} />
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="md">
                Most Practiced Kickshots
              </Title>
              <Stack gap="md">
                {Array.from({ length: 3 }, (_, i) => (
                  <TopKickshotSkeleton key={i} />
                ))}
              </Stack>
            </Paper>
          </Stack>
        )}
        {isError && <Alert color="red">{error.message}</Alert>}

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
            <Totals totals={data.totals} />

            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="md">
                Most Practiced Kickshots
              </Title>
              <Stack gap="lg">
                {data.topKickshots.map((k, index) => (
                  <TopKickshot key={k.kickshotId} kickshot={k} rank={index + 1} names={names} />
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
                    <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                      <Group justify="space-between" gap={4} style={{ rowGap: 0 }}>
                        <Text fw={600}>{c.country}</Text>
                        <Text size="sm" c="dimmed">
                          {countryFigures(c)}
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
