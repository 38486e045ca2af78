import { Alert, Anchor, Container, Group, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { AchievementsList } from './AchievementsList';
import { DailyPracticeChart } from './DailyPracticeChart';
import { MostPracticedTable } from './MostPracticedTable';
import { ProgressStats } from './ProgressStats';
import { RecentSessionsTable } from './RecentSessionsTable';
import { SuggestionsPanel } from './SuggestionsPanel';
import { useProgressOverview } from './useProgressOverview';

/** /progress: the player's own practice. */
export function ProgressPage() {
  usePageTitle('Progress & Improvements');
  const overview = useProgressOverview();

  if (overview.status === 'pending') {
    return (
      <Container py="xl">
        <Group justify="center">
          <Loader aria-label="Loading your progress" />
        </Group>
      </Container>
    );
  }
  if (overview.status === 'error') {
    return (
      <Container py="xl">
        <Alert color="red">{overview.error.message}</Alert>
      </Container>
    );
  }

  const { progress, sessions, achievements } = overview;
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Group justify="space-between">
          <Title order={1}>Progress & Improvements</Title>
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Group>
        <ProgressStats progress={progress} achievements={achievements.length} />
        <DailyPracticeChart />
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <MostPracticedTable progress={progress} />
          <RecentSessionsTable sessions={sessions} />
        </SimpleGrid>
        <SuggestionsPanel />
        <AchievementsList achievements={achievements} />
      </Stack>
    </Container>
  );
}
