import { Badge } from '@mantine/core';
import { formatRate, progressRateColor } from '../practice/practice-rules';

/** A success rate with one decimal, coloured by the Progress page's bands. */
export function RateBadge({ rate }: { rate: number }) {
  return (
    <Badge color={progressRateColor(rate)} variant="light">
      {formatRate(rate)}
    </Badge>
  );
}
