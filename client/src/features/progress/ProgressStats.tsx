import { SimpleGrid } from '@mantine/core';
import { IconListCheck, IconTarget, IconTrendingUp, IconTrophy } from '@tabler/icons-react';
import type { ProgressEntry } from '../../api/types';
import { formatRate, progressRateColor } from '../practice/practice-rules';
import { overallTotals } from './progress-totals';
import { StatCard } from './StatCard';

/** Total Attempts, Success Rate, Practiced Shots and Achievements. */
export function ProgressStats({
  progress,
  achievements,
}: {
  progress: ProgressEntry[];
  achievements: number;
}) {
  const { attempts, rate } = overallTotals(progress);
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }}>
      <StatCard label="Total Attempts" value={attempts} icon={<IconTarget size={20} />} />
      <StatCard
        label="Success Rate"
        value={formatRate(rate)}
        color={progressRateColor(rate)}
        icon={<IconTrendingUp size={20} />}
      />
      <StatCard label="Practiced Shots" value={progress.length} icon={<IconListCheck size={20} />} />
      <StatCard label="Achievements" value={achievements} icon={<IconTrophy size={20} />} />
    </SimpleGrid>
  );
}
