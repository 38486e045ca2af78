import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useEndSession, useProgress, useSessions } from '../../api/practice';
import type { Card } from '../../api/types';
import { requireUser, USER_NOT_AUTHENTICATED } from '../auth/require-user';
import { DrillTarget } from '../cards/CardCoaching';
import { CardImage } from '../cards/CardImage';
import { useQueuedTapList, useRecordTap } from './useOfflineTaps';
import { countOf, formatRate, localDate, practiceBadgeStyle, successRate } from './practice-rules';
import { mostAttempts, shownTotals, unanswered, type Totals, type UnansweredTap } from './practice-totals';

const BADGE_PROPS = {
  default: { color: 'teal', variant: 'filled' },
  secondary: { color: 'gray', variant: 'light' },
  destructive: { color: 'red', variant: 'filled' },
} as const;

function PracticePanel({ card, onClose }: { card: Card; onClose: () => void }) {
  const { data: progress } = useProgress();
  const { data: sessions } = useSessions();
  const recordTap = useRecordTap();
  const queued = useQueuedTapList();
  const endSession = useEndSession();
  const startedAt = useRef(new Date().toISOString());
  // Taps show at once: the totals shown are the last known (the saved progress as last fetched, or
  // as kept on this device for a page opened offline, or the latest answer) plus the taps not
  // answered yet: in flight, or kept offline from this dialog or an earlier one. Answers may arrive
  // out of order (taps are written in batches), so the totals with the most attempts win, and each
  // answer announces its own achievements.
  const [answered, setAnswered] = useState<{ card: Totals | null; today: Totals | null }>({
    card: null,
    today: null,
  });
  const [inFlight, setInFlight] = useState<UnansweredTap[]>([]);
  const known = progress?.find((row) => row.kickshotId === card.id);
  const session = sessions?.find((row) => row.sessionDate === localDate());
  const { card: shownCard, today } = shownTotals({
    cardId: card.id,
    today: localDate(),
    savedCard: known && { attempts: known.attempts, successes: known.successes },
    answeredCard: answered.card,
    savedToday: session && { attempts: session.totalAttempts, successes: session.totalSuccesses },
    answeredToday: answered.today,
    unanswered: unanswered(inFlight, queued),
  });
  const rate = successRate(shownCard.successes, shownCard.attempts);

  /** Practice tracking needs a signed-in user: without one, `title` with 'User not authenticated'. */
  const signedIn = (title: string): boolean => {
    try {
      requireUser();
      return true;
    } catch {
      notifications.show({ color: 'red', title, message: USER_NOT_AUTHENTICATED });
      return false;
    }
  };

  const tap = (success: boolean) => {
    if (!signedIn('Failed to track practice session')) return;
    const sent: UnansweredTap = {
      attemptId: crypto.randomUUID(),
      cardId: card.id,
      success,
      localDate: localDate(),
    };
    setInFlight((shown) => [...shown, sent]);
    // answered, failed or kept offline (then the queue counts it): no longer in flight
    const settle = () => setInFlight((shown) => shown.filter((tap) => tap.attemptId !== sent.attemptId));
    recordTap(sent).then(
      (outcome) => {
        settle();
        if (outcome.queued) return;
        const { answer } = outcome;
        setAnswered((shown) => ({
          card: mostAttempts(shown.card, {
            attempts: answer.card.attempts,
            successes: answer.card.successes,
          }),
          today: mostAttempts(shown.today, {
            attempts: answer.today.attempts,
            successes: answer.today.successes,
          }),
        }));
        for (const achievement of answer.newAchievements) {
          notifications.show({
            color: 'yellow',
            title: 'Achievement unlocked!',
            message: `${achievement.name} — ${achievement.description}`,
          });
        }
      },
      () => {
        settle();
        notifications.show({ color: 'red', message: 'Failed to track practice session' });
      },
    );
  };

  const end = () =>
    signedIn('Failed to end practice session') &&
    endSession.mutate(
      { localDate: localDate(), startedAt: startedAt.current },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: 'Practice session completed!' });
          onClose();
        },
        onError: () => notifications.show({ color: 'red', message: 'Failed to end practice session' }),
      },
    );

  return (
    <Stack>
      <CardImage
        src={card.imagePath}
        alt={`Diagram of ${card.name}`}
        fit="contain"
        radius="md"
        loading="eager"
        // the dialog is at most 90% of the screen's height; the rest of it needs about 24rem: with
        // the diagram no taller than what is left, End Session shows without scrolling on a laptop
        mah="max(12rem, min(600px, calc(90dvh - 24rem)))"
      />
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text size="sm" c="dimmed">
          {card.aimingPosition} · {card.strength}
        </Text>
        {/* no rate before the first attempt: 0.0% in red would be a verdict on nothing */}
        {shownCard.attempts > 0 && (
          <Badge
            size="lg"
            style={{ flexShrink: 0, overflow: 'visible' }}
            data-testid="success-rate"
            data-style={practiceBadgeStyle(rate)}
            {...BADGE_PROPS[practiceBadgeStyle(rate)]}
          >
            {formatRate(rate)}
          </Badge>
        )}
      </Group>
      <DrillTarget drill={card.drill} />
      <SimpleGrid cols={2}>
        <Button size="lg" px="sm" color="teal" leftSection={<IconCheck />} onClick={() => tap(true)}>
          Success
        </Button>
        <Button
          size="lg"
          px="sm"
          color="red"
          variant="light"
          leftSection={<IconX />}
          onClick={() => tap(false)}
        >
          Miss
        </Button>
      </SimpleGrid>
      <Paper withBorder p="sm">
        <Group justify="space-between">
          <Text size="sm" data-testid="card-totals">
            This shot: {shownCard.successes} / {shownCard.attempts}
          </Text>
          <Text size="sm" data-testid="today-totals">
            Today: {countOf(today.attempts, 'attempt')}, {countOf(today.successes, 'success', 'successes')}
          </Text>
        </Group>
      </Paper>
      {queued.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="taps-waiting">
          {countOf(queued.length, 'tap')} waiting to sync: counted above, and sent once you are back online
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Continue Browsing
        </Button>
        <Button onClick={end} loading={endSession.isPending} disabled={today.attempts === 0}>
          End Session
        </Button>
      </Group>
    </Stack>
  );
}

/** Practice This Shot: Success and Miss, the success rate, today's totals, End Session. */
export function PracticeDialog({ card, onClose }: { card: Card | null; onClose: () => void }) {
  return (
    <Modal
      opened={!!card}
      onClose={onClose}
      title={card ? `Practice: ${card.name}` : ''}
      size="xl"
      returnFocus={false}
    >
      {card && <PracticePanel key={card.id} card={card} onClose={onClose} />}
    </Modal>
  );
}
