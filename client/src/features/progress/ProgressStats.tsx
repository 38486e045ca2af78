import { SimpleGrid } from '@mantine/core';
import { IconListCheck, IconTarget, IconTrendingUp, IconTrophy } from '@tabler/icons-react';
import type { ProgressEntry } from '../../api/types';
import { formatRate, progressRateColor } from '../practice/practice-rules';
import { overallTotals } from './progress-totals';
import { StatCard } from './StatCard';

/** Total Attempts, Success Rate, Practiced Shots and Achievements; skeletons until they are known. */
export function ProgressStats({
  progress,
  achievements,
}: {
  progress: ProgressEntry[] | undefined;
  achievements: number | undefined;
}) {
  const totals = progress && overallTotals(progress);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label="Total Attempts" value={totals?.attempts} icon={<IconTarget size={20} />} />
      <StatCard
        label="Success Rate"
        value={totals && formatRate(totals.rate)}
        band={totals && progressRateColor(totals.rate)}
        icon={<IconTrendingUp size={20} />}
      />
      <StatCard label="Practiced Shots" value={progress?.length} icon={<IconListCheck size={20} />} />
      <StatCard label="Achievements" value={achievements} icon={<IconTrophy size={20} />} />
    </SimpleGrid>
  );
}
