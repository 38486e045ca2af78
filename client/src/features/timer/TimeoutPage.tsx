import {
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  Progress,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { PageHeading } from '../../ui/PageHeading';
import {
  elapsedPercent,
  formatClock,
  MAX_MINUTES,
  MIN_MINUTES,
  minutesLabel,
  spokenDuration,
  TICK_FROM_SECONDS,
} from './timer-machine';
import { useTimer } from './useTimer';

const MINUTE_OPTIONS = Array.from({ length: MAX_MINUTES - MIN_MINUTES + 1 }, (_, index) => {
  const minutes = MIN_MINUTES + index;
  return { value: String(minutes), label: minutesLabel(minutes) };
});

/** Wide enough for 'Start' and 'Stop' alike: the buttons never move when it changes. */
const MAIN_BUTTON_WIDTH = 128;

/** /timeout: a countdown for a timeout at the table, with the last ten seconds ticking aloud. */
export function TimeoutPage() {
  const reduceMotion = useReducedMotion();
  const { state, announcement, start, stop, reset, setMinutes } = useTimer();
  const running = state.status === 'running';
  const elapsed = Math.round(elapsedPercent(state));
  const closing = state.seconds <= TICK_FROM_SECONDS;

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageHeading
          title="Timeout Timer"
          description="Time a timeout at the table: the last ten seconds tick aloud."
        />

        <Paper withBorder p={{ base: 'md', xs: 'xl' }} radius="md">
          <Stack align="center" gap="lg">
            <NativeSelect
              label="Minutes"
              data={MINUTE_OPTIONS}
              value={String(state.minutes)}
              onChange={(event) => setMinutes(Number(event.currentTarget.value))}
              disabled={running}
              w={220}
            />

            <Text
              role="timer"
              aria-label={`Time left: ${spokenDuration(state.seconds)}`}
              data-testid="timer-display"
              data-status={state.status}
              fz={{ base: 80, xs: 112 }}
              fw={800}
              lh={1}
              ta="center"
              c={closing && state.status !== 'idle' ? 'var(--mantine-color-red-text)' : undefined}
              style={{ fontVariantNumeric: 'tabular-nums', letterSpacing: '-0.02em' }}
            >
              {formatClock(state.seconds)}
            </Text>

            <Progress
              value={elapsed}
              aria-label="Time elapsed"
              size="lg"
              radius="xl"
              w="100%"
              color={state.status === 'finished' ? 'red' : undefined}
              transitionDuration={reduceMotion ? 0 : 200}
            />

            <Group justify="center" gap="sm">
              {/* one button that changes: it keeps the focus from Start to Stop and back */}
              <Button
                color={running ? 'red' : undefined}
                w={MAIN_BUTTON_WIDTH}
                leftSection={running ? <IconPlayerPause size={18} /> : <IconPlayerPlay size={18} />}
                onClick={running ? stop : start}
              >
                {running ? 'Stop' : 'Start'}
              </Button>
              <Button
                variant="default"
                w={MAIN_BUTTON_WIDTH}
                leftSection={<IconRotate size={18} />}
                onClick={reset}
              >
                Reset
              </Button>
            </Group>
          </Stack>
        </Paper>

        <VisuallyHidden role="status" aria-live="polite">
          {announcement}
        </VisuallyHidden>
      </Stack>
    </Container>
  );
}
