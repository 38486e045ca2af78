import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useEndSession, useProgress, useRecordAttempt } from '../../api/practice';
import type { Card } from '../../api/types';
import { CardImage } from '../cards/CardImage';
import { formatRate, localDate, practiceBadgeStyle, successRate } from './practice-rules';

interface Totals {
  attempts: number;
  successes: number;
}

const BADGE_PROPS = {
  default: { color: 'teal', variant: 'filled' },
  secondary: { color: 'gray', variant: 'light' },
  destructive: { color: 'red', variant: 'filled' },
} as const;

function PracticePanel({ card, onClose }: { card: Card; onClose: () => void }) {
  const { data: progress } = useProgress();
  const record = useRecordAttempt();
  const endSession = useEndSession();
  const startedAt = useRef(new Date().toISOString());
  // Taps show at once: the totals shown are the latest the server answered plus the taps it has
  // not answered yet. Answers may arrive out of order (taps are written in batches), so the answer
  // with the most attempts wins, and each answer announces its own achievements.
  const [answered, setAnswered] = useState<{ card: Totals | null; today: Totals | null }>({
    card: null,
    today: null,
  });
  const [unanswered, setUnanswered] = useState<{ id: string; success: boolean }[]>([]);
  const known = progress?.find((row) => row.kickshotId === card.id);
  const plusUnanswered = (t: Totals): Totals => ({
    attempts: t.attempts + unanswered.length,
    successes: t.successes + unanswered.filter((tap) => tap.success).length,
  });
  const shownCard = plusUnanswered(
    answered.card ?? { attempts: known?.attempts ?? 0, successes: known?.successes ?? 0 },
  );
  const today =
    answered.today || unanswered.length > 0
      ? plusUnanswered(answered.today ?? { attempts: 0, successes: 0 })
      : null;
  const rate = successRate(shownCard.successes, shownCard.attempts);

  const tap = (success: boolean) => {
    const attemptId = crypto.randomUUID();
    setUnanswered((taps) => [...taps, { id: attemptId, success }]);
    const settled = () => setUnanswered((taps) => taps.filter((tap) => tap.id !== attemptId));
    const latest = (a: Totals | null, b: Totals) => (a && a.attempts > b.attempts ? a : b);
    // mutateAsync, not mutate's callbacks: those fire only for the latest of overlapping taps
    record.mutateAsync({ cardId: card.id, success, localDate: localDate(), attemptId }).then(
      (answer) => {
        settled();
        setAnswered((shown) => ({
          card: latest(shown.card, { attempts: answer.card.attempts, successes: answer.card.successes }),
          today: latest(shown.today, { attempts: answer.today.attempts, successes: answer.today.successes }),
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
        settled();
        notifications.show({ color: 'red', message: 'Failed to track practice session' });
      },
    );
  };

  const end = () =>
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
      <CardImage src={card.imagePath} alt={`Diagram of ${card.name}`} fit="contain" radius="md" mah={260} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {card.aimingPosition} · {card.strength}
        </Text>
        <Badge
          size="lg"
          data-testid="success-rate"
          data-style={practiceBadgeStyle(rate)}
          {...BADGE_PROPS[practiceBadgeStyle(rate)]}
        >
          {formatRate(rate)}
        </Badge>
      </Group>
      <SimpleGrid cols={2}>
        <Button size="xl" color="teal" leftSection={<IconCheck />} onClick={() => tap(true)}>
          Success
        </Button>
        <Button size="xl" color="red" variant="light" leftSection={<IconX />} onClick={() => tap(false)}>
          Miss
        </Button>
      </SimpleGrid>
      <Paper withBorder p="sm">
        <Group justify="space-between">
          <Text size="sm" data-testid="card-totals">
            This shot: {shownCard.successes} / {shownCard.attempts}
          </Text>
          <Text size="sm" data-testid="today-totals">
            Today: {today?.attempts ?? 0} attempts, {today?.successes ?? 0} successes
          </Text>
        </Group>
      </Paper>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Continue Browsing
        </Button>
        <Button onClick={end} loading={endSession.isPending} disabled={!today}>
          End Session
        </Button>
      </Group>
    </Stack>
  );
}

/** Practice This Shot: Success and Miss, the success rate, today's totals, End Session. */
export function PracticeDialog({ card, onClose }: { card: Card | null; onClose: () => void }) {
  return (
    <Modal opened={!!card} onClose={onClose} title={card ? `Practice: ${card.name}` : ''} size="lg">
      {card && <PracticePanel key={card.id} card={card} onClose={onClose} />}
    </Modal>
  );
}
