import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  NativeSelect,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowBackUp, IconFlag } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../api/client';
import {
  useClearLineupNight,
  useNightAdvice,
  useSaveLineupNight,
  type LineupAnalysis,
  type LineupNight,
  type LineupNightRecord,
  type PlayedMatch,
} from '../../api/lineup';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LineupAdvice } from './LineupAdvice';
import { formatPoints } from './lineup-rules';

const ADVICE_FAILED = 'Failed to generate lineup. Please try again.';

function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status < 500 ? error.message : fallback;
}

/** The night's record without the server's timestamp: what PUT /lineup/night takes. */
function nightBody(night: LineupNightRecord, change: Partial<LineupNight>): LineupNight {
  const { homeTeam, awayTeam, firstPutUp, played, theirPutUp } = night;
  return { homeTeam, awayTeam, firstPutUp, played, theirPutUp, ...change };
}

/** The form for the match being played: who played, who won and the score. */
function RecordMatch({
  analysis,
  pending,
  onRecord,
}: {
  analysis: LineupAnalysis;
  pending: boolean;
  onRecord: (match: PlayedMatch) => void;
}) {
  const { night, decision } = analysis;
  const unit = analysis.raceUnit;
  const suggested = decision?.best ?? null;
  const [ours, setOurs] = useState(suggested?.ours.id ?? night.available.ours[0]?.id ?? '');
  const [theirs, setTheirs] = useState(
    night.theirPutUp?.id ?? suggested?.theirs.id ?? night.available.theirs[0]?.id ?? '',
  );
  const [winner, setWinner] = useState<'us' | 'opponent'>('us');
  const [ourScore, setOurScore] = useState<number | ''>('');
  const [theirScore, setTheirScore] = useState<number | ''>('');
  const ourName = night.available.ours.find((p) => p.id === ours)?.name ?? 'your player';
  const theirName = night.available.theirs.find((p) => p.id === theirs)?.name ?? 'their player';
  const complete = ours !== '' && theirs !== '' && ourScore !== '' && theirScore !== '';

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={`Record match ${night.nextMatch}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onRecord({ ours, theirs, winner, ourScore, theirScore });
      }}
    >
      <Title order={3} size="h4">
        Record match {night.nextMatch}
      </Title>
      <Group grow align="flex-start" gap="sm" wrap="wrap">
        <NativeSelect
          label="Your player"
          value={ours}
          onChange={(event) => setOurs(event.currentTarget.value)}
          data={night.available.ours.map((p) => ({ value: p.id, label: `${p.name} (SL ${p.skillLevel})` }))}
          miw={150}
        />
        <NativeSelect
          label="Their player"
          value={theirs}
          onChange={(event) => setTheirs(event.currentTarget.value)}
          data={night.available.theirs.map((p) => ({ value: p.id, label: `${p.name} (SL ${p.skillLevel})` }))}
          disabled={night.theirPutUp !== null}
          miw={150}
        />
      </Group>
      <div>
        <Text size="sm" fw={500} mb={4} id="match-winner-label">
          Result
        </Text>
        <SegmentedControl
          fullWidth
          aria-labelledby="match-winner-label"
          value={winner}
          onChange={(value) => setWinner(value === 'opponent' ? 'opponent' : 'us')}
          data={[
            { value: 'us', label: `${ourName} won` },
            { value: 'opponent', label: `${theirName} won` },
          ]}
        />
      </div>
      <Group grow gap="sm">
        <NumberInput
          label={`${unit === 'games' ? 'Games' : 'Points'} won by ${ourName}`}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={ourScore}
          onChange={(value) => setOurScore(typeof value === 'number' ? value : '')}
          required
        />
        <NumberInput
          label={`${unit === 'games' ? 'Games' : 'Points'} won by ${theirName}`}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          value={theirScore}
          onChange={(value) => setTheirScore(typeof value === 'number' ? value : '')}
          required
        />
      </Group>
      <Group justify="flex-end">
        <Button type="submit" disabled={!complete || pending} loading={pending}>
          Record match {night.nextMatch}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Match night: the captain follows the night match by match. The night (the teams as they were at
 * its start, who puts up first, the matches played with their scores, the player they have just put
 * up) is kept on the server, so a reload or another device resumes it; each change asks the advisor
 * again for what is left.
 */
export function MatchNight({ night }: { night: LineupNightRecord }) {
  const titleId = useId();
  const advice = useNightAdvice(night);
  const save = useSaveLineupNight();
  const clear = useClearLineupNight();
  const [ending, setEnding] = useState(false);
  const analysis = advice.data?.analysis;
  const played = night.played.length;
  const over = played === 5;

  const update = (change: Partial<LineupNight>) => save.mutate(nightBody(night, change));

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" align="flex-start">
          <div>
            <Title order={2} size="h3" id={titleId}>
              Match night
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {night.homeTeam.name} v {night.awayTeam.name} · {night.homeTeam.gameType} ·{' '}
              {over ? 'all five matches played' : `match ${played + 1} of 5`}
            </Text>
          </div>
          {analysis && (
            <Group gap={6} data-testid="night-tally">
              <Badge size="lg" variant="light">
                Team points {formatPoints(analysis.night.teamPoints.ours)}–
                {formatPoints(analysis.night.teamPoints.theirs)}
              </Badge>
              <Badge size="lg" variant="light" color="gray">
                Matches {analysis.night.matchesWon.ours}–{analysis.night.matchesWon.theirs}
              </Badge>
            </Group>
          )}
        </Group>

        {save.isError && (
          <Alert color="red" title="Error" icon={<IconAlertTriangle size={18} />} role="alert">
            {errorText(save.error, 'Failed to save the night. Please try again.')}
          </Alert>
        )}

        {advice.isPending && (
          <Group gap="sm" role="status">
            <Loader size="sm" aria-hidden />
            <Text c="dimmed">Generating Lineup Suggestions...</Text>
          </Group>
        )}
        {advice.isError && (
          <Alert color="red" title="Error" icon={<IconAlertTriangle size={18} />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{errorText(advice.error, ADVICE_FAILED)}</Text>
              <Button size="xs" variant="light" onClick={() => void advice.refetch()}>
                Try again
              </Button>
            </Stack>
          </Alert>
        )}

        {analysis && analysis.decision?.kind === 'their-put-up' && (
          <NativeSelect
            label={`They put up in match ${analysis.decision.match}`}
            description="Choose their player to see your best answer"
            value=""
            onChange={(event) =>
              event.currentTarget.value && update({ theirPutUp: event.currentTarget.value })
            }
            data={[
              { value: '', label: 'Choose their player' },
              ...analysis.night.available.theirs.map((p) => ({
                value: p.id,
                label: `${p.name} (SL ${p.skillLevel})`,
              })),
            ]}
            disabled={save.isPending}
          />
        )}
        {analysis && night.theirPutUp && (
          <Group gap="xs">
            <Text size="sm">They put up {analysis.night.theirPutUp?.name}.</Text>
            <Button
              size="xs"
              variant="subtle"
              onClick={() => update({ theirPutUp: null })}
              disabled={save.isPending}
            >
              Change
            </Button>
          </Group>
        )}

        {analysis && !over && (
          <Text size="sm" data-testid="cap-left">
            Cap left: {analysis.night.capLeft.ours} for your {analysis.night.slotsLeft} still to play (theirs:{' '}
            {analysis.night.capLeft.theirs}).
          </Text>
        )}
        {analysis && <LineupAdvice analysis={analysis} />}

        {analysis && !over && (
          <RecordMatch
            // a new match (or a new put-up): the form starts from the new advice
            key={`${played}:${night.theirPutUp ?? ''}`}
            analysis={analysis}
            pending={save.isPending}
            onRecord={(match) => update({ played: [...night.played, match], theirPutUp: null })}
          />
        )}

        <Group justify="space-between" gap="sm">
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} />}
            disabled={played === 0 || save.isPending}
            onClick={() => update({ played: night.played.slice(0, -1), theirPutUp: null })}
          >
            Undo last match
          </Button>
          <Button
            color="red"
            variant="light"
            leftSection={<IconFlag size={16} />}
            onClick={() => setEnding(true)}
          >
            End match night
          </Button>
        </Group>
      </Stack>

      <ConfirmDialog
        opened={ending}
        title="End match night"
        message="The night's record is cleared on every device. The teams stay as they are."
        confirmLabel="End night"
        pending={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setEnding(false) })}
        onClose={() => setEnding(false)}
      />
    </Card>
  );
}
