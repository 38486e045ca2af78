import { Alert, Badge, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useId } from 'react';
import type { Decision, LineupAnalysis, Pairing, PlayerRef } from '../../api/lineup';
import { formatExpected, formatPercent, formatPoints, formatRace, oddsColor } from './lineup-rules';

type Unit = LineupAnalysis['raceUnit'];

export function Player({ player }: { player: PlayerRef }) {
  return (
    <>
      {player.name}{' '}
      <Text span size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        (SL {player.skillLevel})
      </Text>
    </>
  );
}

function Stat({ label, value, unit, bar }: { label: string; value: string; unit?: string; bar?: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={26} lh={1.2}>
        {value}
        {unit && (
          <Text span size="sm" fw={400} c="dimmed">
            {' '}
            {unit}
          </Text>
        )}
      </Text>
      {bar !== undefined && (
        <Progress value={bar * 100} color={oddsColor(bar)} mt={6} aria-label={`${label}: ${value}`} />
      )}
    </Paper>
  );
}

function PairingRow({ pairing, unit }: { pairing: Pairing; unit: Unit }) {
  const odds = formatPercent(pairing.winProbability);
  const result = pairing.result;
  const points = `${formatPoints(pairing.teamPoints.ours)}–${formatPoints(pairing.teamPoints.theirs)}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="pairing">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Match {pairing.match} ·{' '}
            {result ? 'played' : pairing.putsUpFirst === 'us' ? 'you put up first' : 'they put up first'}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <Player player={pairing.ours} /> v <Player player={pairing.theirs} />
          </Text>
          <Text size="sm" c="dimmed">
            {formatRace(pairing.race, unit)} ·{' '}
            {result
              ? `${result.winner === 'us' ? 'won' : 'lost'}${result.ourScore === null ? '' : ` ${result.ourScore}–${result.theirScore}`}, team points ${points}${result.pointsExact ? '' : ' (expected)'}`
              : `team points ${points} expected`}
          </Text>
        </div>
        {result ? (
          <Badge
            color={result.winner === 'us' ? 'teal' : 'red'}
            variant="light"
            data-testid="pairing-result"
            style={{ flexShrink: 0 }}
          >
            {result.winner === 'us' ? 'Won' : 'Lost'}
          </Badge>
        ) : (
          <Text fw={700} fz="xl" style={{ whiteSpace: 'nowrap' }} data-testid="pairing-odds">
            {odds}
          </Text>
        )}
      </Group>
      {!result && (
        <Progress
          value={pairing.winProbability * 100}
          color={oddsColor(pairing.winProbability)}
          mt="xs"
          aria-label={`Match ${pairing.match}: ${odds} to win`}
        />
      )}
    </Paper>
  );
}

const DECISION_TITLES: Readonly<Record<Decision['kind'], string>> = {
  'our-put-up': 'you put up first',
  'our-reply': 'your answer',
  'their-put-up': 'they put up first',
};

/** The decision at hand: our pick, the runner-up and the margin, why, and every option valued. */
function DecisionPanel({ decision, unit }: { decision: Decision; unit: Unit }) {
  const tableId = useId();
  const { best, runnerUp, kind } = decision;
  const theirChoice = kind === 'their-put-up';
  return (
    <Paper withBorder radius="md" p="sm" data-testid="decision">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={tableId}>
            Match {decision.match}: {DECISION_TITLES[kind]}
            {decision.theirPutUp && ` to ${decision.theirPutUp.name}`}
          </Title>
          {decision.tooCloseToCall && (
            <Badge color="yellow" variant="light" data-testid="too-close">
              Too close to call
            </Badge>
          )}
        </Group>
        {best && (
          <Text fw={600} data-testid="recommended-pick">
            {kind === 'our-put-up' ? 'Put up ' : 'Answer with '}
            <Player player={best.ours} />: {formatPercent(best.winProbability)} against{' '}
            <Player player={best.theirs} />, {formatRace(best.race, unit)}
          </Text>
        )}
        {runnerUp && decision.margin !== null && (
          <Text size="sm" data-testid="runner-up">
            Runner-up: {runnerUp.ours.name} (SL {runnerUp.ours.skillLevel}),{' '}
            {decision.margin < 0.005
              ? 'as good to two decimals'
              : `${formatPoints(decision.margin)} expected team points behind`}
            {decision.sensitivityChecked ? '' : ' (the assumptions could not be checked in time)'}
          </Text>
        )}
        {decision.why && (
          <Text size="sm" c="dimmed" data-testid="why">
            {decision.why}
          </Text>
        )}
        {theirChoice && (
          <Text size="sm" c="dimmed">
            Your best answer to each player they may put up:
          </Text>
        )}
        <Table.ScrollContainer minWidth={320}>
          <Table aria-labelledby={tableId} verticalSpacing={6} horizontalSpacing="xs" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{theirChoice ? 'They put up' : 'You'}</Table.Th>
                <Table.Th scope="col">{theirChoice ? 'You answer' : 'Against'}</Table.Th>
                <Table.Th scope="col" ta="right">
                  To win
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  Night
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {decision.options.map((option) => {
                const [first, second] = theirChoice
                  ? [option.theirs, option.ours]
                  : [option.ours, option.theirs];
                return (
                  <Table.Tr key={`${option.ours.id}:${option.theirs.id}`}>
                    <Table.Td>
                      <Player player={first} />
                    </Table.Td>
                    <Table.Td>
                      <Player player={second} />
                      <Text size="xs" c="dimmed">
                        {formatRace(option.race, unit)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatPercent(option.winProbability)}</Table.Td>
                    <Table.Td ta="right">{formatPoints(option.expectedTeamPoints)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed">
          Night: the team points you can expect over the five after that choice, both teams putting up their
          best.
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * The advisor's numbers: the chance to win the night on team points, the expected team points and
 * matches, the decision at hand, the five pairings (played ones with their results) and the players
 * who can never play.
 */
export function LineupAdvice({ analysis }: { analysis: LineupAnalysis }) {
  const lineId = useId();
  const unit = analysis.raceUnit;
  const { ours, theirs } = analysis.legalLineups;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Stat
          label="Chance to win the night"
          value={formatPercent(analysis.nightWinProbability)}
          bar={analysis.nightWinProbability}
        />
        <Stat
          label="Expected team points"
          value={`${formatPoints(analysis.expectedTeamPoints.ours)}–${formatPoints(analysis.expectedTeamPoints.theirs)}`}
          unit="you–them"
        />
        <Stat label="Expected matches won" value={formatExpected(analysis.expectedMatchesWon)} unit="of 5" />
      </SimpleGrid>

      {analysis.decision && <DecisionPanel decision={analysis.decision} unit={unit} />}

      <Stack gap="xs">
        <Title order={3} size="h4" id={lineId}>
          {analysis.night.played.length > 0 ? 'The night' : 'Recommended lineup'}
        </Title>
        <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={lineId}>
          {analysis.line.map((pairing) => (
            <PairingRow key={pairing.match} pairing={pairing} unit={unit} />
          ))}
        </Stack>
        <Text size="sm" c="dimmed">
          {ours} legal {ours === 1 ? 'lineup' : 'lineups'} for you, {theirs} for them (five within the cap and
          the senior rule).
        </Text>
      </Stack>

      {analysis.unplayable.length > 0 && (
        <Alert
          color="yellow"
          title="Left out: never in a legal lineup"
          icon={<IconAlertTriangle size={18} />}
        >
          <Stack component="ul" gap={4} m={0} pl="md" data-testid="unplayable">
            {analysis.unplayable.map((p) => (
              <li key={`${p.side}:${p.playerId}`} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {p.name} (SL {p.skillLevel}){p.side === 'opponent' ? ', their team' : ''}:
                </Text>{' '}
                <Text span size="sm">
                  {p.reason}
                </Text>
              </li>
            ))}
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
