import { Badge } from '@mantine/core';
import { formatRate, progressRateColor } from '../practice/practice-rules';
import { RATE_BADGE } from './rate-colors';

/**
 * A success rate with one decimal, coloured by the Progress page's bands (readable in both
 * schemes); as wide as its figure, never cut ("100.0%").
 */
export function RateBadge({ rate }: { rate: number }) {
  const { color, textColor } = RATE_BADGE[progressRateColor(rate)];
  return (
    <Badge
      color={color}
      c={textColor}
      variant="filled"
      style={{ flexShrink: 0, overflow: 'visible' }}
      styles={{ label: { overflow: 'visible', textOverflow: 'clip' } }}
    >
      {formatRate(rate)}
    </Badge>
  );
}
