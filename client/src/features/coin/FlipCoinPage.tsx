import { Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconCoin } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { PageHeading } from '../../ui/PageHeading';
import { BALL_OF, FLIP_LABEL, FLIP_MS, FLIPPING_LABEL, RESULT_TEXT } from './coin';
import { PoolBall } from './PoolBall';
import { useCoinFlip } from './useCoinFlip';
import classes from './FlipCoin.module.css';

/**
 * The ball's size: under the area where a change of colour ten times a second could trouble
 * people sensitive to flashing (WCAG 2.3.1, about 21,800 px² at usual viewing distances).
 */
const BALL_SIZE = 160;

const FLIP_DURATION = { '--flip-ms': `${FLIP_MS}ms` } as CSSProperties;

/** /flip-coin: who breaks, decided by a fair coin with an 8-ball and a 9-ball on its faces. */
export function FlipCoinPage() {
  const reduceMotion = useReducedMotion();
  const { phase, face, result, flip } = useCoinFlip(!reduceMotion);
  const flipping = phase === 'flipping';
  const ball = BALL_OF[face];

  return (
    <Container size="sm" py="lg">
      <Stack gap="lg">
        <PageHeading
          title="Flip a Coin"
          description="Who breaks? The 8-ball is heads, the 9-ball is tails."
        />

        <Paper withBorder p={{ base: 'md', xs: 'xl' }} pt="xl" radius="md">
          <Stack align="center" gap="lg">
            <PoolBall
              ball={ball}
              size={BALL_SIZE}
              label={flipping ? undefined : `${ball}-ball, ${face}`}
              className={classes.ball}
              style={FLIP_DURATION}
              data-flipping={flipping || undefined}
            />

            {/* one line's height at all times: nothing below moves when the result comes */}
            <Text
              role="status"
              aria-live="polite"
              data-testid="coin-result"
              fz={{ base: 22, xs: 26 }}
              fw={800}
              ta="center"
              lh={1.3}
              mih="1.3em"
            >
              {result ? RESULT_TEXT[result] : ''}
            </Text>

            <Button
              size="lg"
              w={200}
              leftSection={<IconCoin size={20} />}
              onClick={flip}
              // still focusable while flipping (a disabled button would drop the keyboard's focus)
              data-disabled={flipping || undefined}
              aria-disabled={flipping}
            >
              {flipping ? FLIPPING_LABEL : FLIP_LABEL}
            </Button>
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
