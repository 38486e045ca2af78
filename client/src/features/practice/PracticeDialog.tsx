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
  // Taps show at once; the server's answer then replaces the optimistic totals.
  const [cardTotals, setCardTotals] = useState<Totals | null>(null);
  const [today, setToday] = useState<Totals | null>(null);
  const known = progress?.find((row) => row.kickshotId === card.id);
  const shownCard = cardTotals ?? { attempts: known?.attempts ?? 0, successes: known?.successes ?? 0 };
  const rate = successRate(shownCard.successes, shownCard.attempts);

  const tap = (success: boolean) => {
    const bump = (t: Totals): Totals => ({
      attempts: t.attempts + 1,
      successes: t.successes + (success ? 1 : 0),
    });
    const undo = (t: Totals): Totals => ({
      attempts: t.attempts - 1,
      successes: t.successes - (success ? 1 : 0),
    });
    setCardTotals(bump(shownCard));
    setToday((t) => bump(t ?? { attempts: 0, successes: 0 }));
    record.mutate(
      { cardId: card.id, success, localDate: localDate(), attemptId: crypto.randomUUID() },
      {
        onSuccess: (answer) => {
          setCardTotals({ attempts: answer.card.attempts, successes: answer.card.successes });
          setToday({ attempts: answer.today.attempts, successes: answer.today.successes });
          for (const achievement of answer.newAchievements) {
            notifications.show({
              color: 'yellow',
              title: 'Achievement unlocked!',
              message: `${achievement.name} — ${achievement.description}`,
            });
          }
        },
        onError: () => {
          setCardTotals((t) => (t ? undo(t) : t));
          setToday((t) => (t ? undo(t) : t));
          notifications.show({ color: 'red', message: 'Failed to track practice session' });
        },
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
