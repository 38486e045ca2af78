import { Alert, Anchor, Container, Group, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { usePageTitle } from '../../ui/usePageTitle';
import { AchievementsList } from './AchievementsList';
import { DailyPracticePanel } from './DailyPracticePanel';
import { MostPracticedTable } from './MostPracticedTable';
import { ProgressStats } from './ProgressStats';
import { RecentSessionsTable } from './RecentSessionsTable';
import { SuggestionsPanel } from './SuggestionsPanel';
import { useCardNames } from './useCardNames';
import { useProgressOverview } from './useProgressOverview';

/**
 * /progress: the player's own practice. One container and one layout, loading or not: the heading
 * shows at once and each section shows a skeleton of its own size until its data is there.
 */
export function ProgressPage() {
  usePageTitle('Progress & Improvements');
  const overview = useProgressOverview();
  // not waited for: the labels show the ids now and the names once the card list is there
  const names = useCardNames();
  const loaded = overview.status === 'success' ? overview : undefined;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg" aria-busy={overview.status === 'pending'}>
        <Group justify="space-between">
          <Title order={1}>Progress & Improvements</Title>
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Group>
        {overview.status === 'error' ? (
          <Alert color="red">{overview.error.message}</Alert>
        ) : (
          <>
            {overview.status === 'pending' && (
              <VisuallyHidden role="status">Loading your progress</VisuallyHidden>
            )}
            <ProgressStats progress={loaded?.progress} achievements={loaded?.achievements.length} />
            <DailyPracticePanel />
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <MostPracticedTable progress={loaded?.progress} names={names} />
              <RecentSessionsTable sessions={loaded?.sessions} />
            </SimpleGrid>
            {loaded && (
              <>
                <SuggestionsPanel names={names} />
                <AchievementsList achievements={loaded.achievements} />
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
