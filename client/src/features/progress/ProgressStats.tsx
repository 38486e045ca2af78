import { Paper } from '@mantine/core';
import { IconListCheck, IconTarget, IconTrendingUp, IconTrophy } from '@tabler/icons-react';
import type { ProgressEntry } from '../../api/types';
import { formatRate, progressRateColor } from '../practice/practice-rules';
import { overallTotals } from './progress-totals';
import classes from './Scorecard.module.css';
import { StatCard } from './StatCard';

const ICON = { size: 18, 'aria-hidden': true, color: 'var(--mantine-color-dimmed)' } as const;

/**
 * The scorecard's totals: Total Attempts, Success Rate, Practiced Shots and Achievements, on one
 * ruled sheet (two by two on a phone); skeletons until they are known.
 */
export function ProgressStats({
  progress,
  achievements,
}: {
  progress: ProgressEntry[] | undefined;
  achievements: number | undefined;
}) {
  const totals = progress && overallTotals(progress);
  return (
    <Paper withBorder radius="md" className={classes.totals}>
      <div className={classes.cells}>
        <StatCard label="Total Attempts" value={totals?.attempts} icon={<IconTarget {...ICON} />} />
        <StatCard
          label="Success Rate"
          value={totals && formatRate(totals.rate)}
          band={totals && progressRateColor(totals.rate)}
          icon={<IconTrendingUp {...ICON} />}
        />
        <StatCard label="Practiced Shots" value={progress?.length} icon={<IconListCheck {...ICON} />} />
        <StatCard label="Achievements" value={achievements} icon={<IconTrophy {...ICON} />} />
      </div>
    </Paper>
  );
}
