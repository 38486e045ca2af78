import { Alert, Anchor, Container, Group, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../ui/format-date';
import { usePageTitle } from '../../ui/usePageTitle';
import { AchievementsList } from './AchievementsList';
import { BestCardsPanel } from './BestCardsPanel';
import { DailyPracticePanel } from './DailyPracticePanel';
import { MostPracticedTable } from './MostPracticedTable';
import { ProgressStats } from './ProgressStats';
import { RecentSessionsTable } from './RecentSessionsTable';
import { SuggestionsPanel } from './SuggestionsPanel';
import { useCardNames } from './useCardNames';
import { useProgressOverview } from './useProgressOverview';

/**
 * /progress: the player's own practice, read like a scorecard: the totals, the best cards and what
 * to practice next, the most practiced cards and the recent sessions, the achievements, then the
 * last 30 days. One container and one layout, loading or not: the heading shows at once and each
 * section shows a skeleton of its own size until its data is there. Offline it shows the copy this
 * device saved, and says so.
 */
export function ProgressPage() {
  usePageTitle('Progress & Improvements');
  const { view, daily } = useProgressOverview();
  // not waited for: the labels show the playing card now and the names once the card list is there
  const names = useCardNames();
  const shown = view.kind === 'live' ? view : view.kind === 'saved' ? view.saved : undefined;

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg" aria-busy={view.kind === 'pending'}>
        <Group justify="space-between">
          <Title order={1}>Progress & Improvements</Title>
          <Anchor component={Link} to="/">
            Home
          </Anchor>
        </Group>
        {view.kind === 'saved' && (
          <Alert
            role="status"
            color="gray"
            variant="light"
            icon={<IconCloudOff size={18} aria-hidden />}
            data-testid="saved-progress-note"
          >
            Showing saved data from {formatDateTime(view.saved.savedAt)}: it is brought up to date once you
            are back online.
          </Alert>
        )}
        {view.kind === 'error' ? (
          <Alert color="red">{view.message}</Alert>
        ) : view.kind === 'unsaved' ? (
          <Alert role="status" color="gray" variant="light" icon={<IconCloudOff size={18} aria-hidden />}>
            You are offline, and this device has no saved copy of your progress yet: open this page once while
            online and it is kept here for the next time.
          </Alert>
        ) : (
          <>
            {view.kind === 'pending' && <VisuallyHidden role="status">Loading your progress</VisuallyHidden>}
            <ProgressStats progress={shown?.progress} achievements={shown?.achievements.length} />
            <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
              <BestCardsPanel progress={shown?.progress} names={names} />
              <SuggestionsPanel suggestions={shown?.suggestions} names={names} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }} style={{ alignItems: 'start' }}>
              <MostPracticedTable progress={shown?.progress} names={names} />
              <RecentSessionsTable sessions={shown?.sessions} />
            </SimpleGrid>
            {shown && <AchievementsList achievements={shown.achievements} />}
            <DailyPracticePanel days={daily.days} error={daily.error} />
          </>
        )}
      </Stack>
    </Container>
  );
}
