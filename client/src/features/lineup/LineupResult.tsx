import {
  Alert,
  Card,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import { IconAlertTriangle, IconSettings } from '@tabler/icons-react';
import { useId, type Ref } from 'react';
import type { LineupAnswer, Pairing, PlayerRef } from '../../api/lineup';
import {
  formatExpected,
  formatPercent,
  formatPlayer,
  formatRace,
  oddsColor,
  suggestionHeading,
} from './lineup-rules';
import { SafeMarkdown } from '../../ui/SafeMarkdown';

type Unit = LineupAnswer['analysis']['raceUnit'];

function Player({ player }: { player: PlayerRef }) {
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
      <Text fw={700} fz={28} lh={1.2}>
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
  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="pairing">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" fw={700} tt="uppercase">
            Match {pairing.match} · {pairing.putsUpFirst === 'us' ? 'you put up first' : 'they put up first'}
          </Text>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            <Player player={pairing.ours} /> v <Player player={pairing.theirs} />
          </Text>
          <Text size="sm" c="dimmed">
            {formatRace(pairing.race, unit)}
          </Text>
        </div>
        <Text fw={700} fz="xl" style={{ whiteSpace: 'nowrap' }} data-testid="pairing-odds">
          {odds}
        </Text>
      </Group>
      <Progress
        value={pairing.winProbability * 100}
        color={oddsColor(pairing.winProbability)}
        mt="xs"
        aria-label={`Match ${pairing.match}: ${odds} to win`}
      />
    </Paper>
  );
}

/**
 * The advisor's answer: the recommended five with each pairing's race and our odds, the chance to
 * win the night and the expected matches won, our best first put-up (when we go first), the reply to
 * each possible opponent put-up, the players who can never play (with why), and the suggestion
 * text (the AI writer's failure as a warning above it; 'Configuration Required' as the heading when
 * the text says it could not be generated, and in place of it when none came).
 */
export function LineupResult({
  answer,
  headingRef,
}: {
  answer: LineupAnswer;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const titleId = useId();
  const lineupId = useId();
  const repliesId = useId();
  const { analysis } = answer;
  const unit = analysis.raceUnit;
  const { best, replies, repliesMatch } = analysis.opening;
  const suggestion = answer.suggestion.trim();
  const { ours, theirs } = analysis.legalLineups;

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={titleId} tabIndex={-1} ref={headingRef} style={{ outlineOffset: 4 }}>
          {suggestionHeading(answer)}
        </Title>

        <SimpleGrid cols={2} spacing="sm">
          <Stat
            label="Chance to win the night"
            value={formatPercent(analysis.nightWinProbability)}
            bar={analysis.nightWinProbability}
          />
          <Stat
            label="Expected matches won"
            value={formatExpected(analysis.expectedMatchesWon)}
            unit="of 5"
          />
        </SimpleGrid>

        <Stack gap="xs">
          <Title order={3} size="h4" id={lineupId}>
            Recommended lineup
          </Title>
          <Stack component="ol" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={lineupId}>
            {analysis.recommended.map((pairing) => (
              <PairingRow key={pairing.match} pairing={pairing} unit={unit} />
            ))}
          </Stack>
          <Text size="sm" c="dimmed">
            {ours} legal {ours === 1 ? 'lineup' : 'lineups'} for you, {theirs} for them (five within the cap
            and the senior rule).
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

        {best && (
          <Paper withBorder radius="md" p="sm" data-testid="first-put-up">
            <Text fw={600}>
              Put up first: <Player player={best.ourPutUp} />
            </Text>
            <Text size="sm" c="dimmed">
              Their best reply is {formatPlayer(best.theirReply)}: {formatRace(best.race, unit)},{' '}
              {formatPercent(best.winProbability)} for you, {formatExpected(best.expectedMatchesWon)} expected
              wins.
            </Text>
          </Paper>
        )}

        {replies.length > 0 && (
          <Stack gap="xs">
            <Title order={3} size="h4" id={repliesId}>
              If they put up first in match {repliesMatch}
            </Title>
            <Table aria-labelledby={repliesId} verticalSpacing={6} horizontalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">They put up</Table.Th>
                  <Table.Th scope="col">You reply</Table.Th>
                  <Table.Th scope="col" ta="right">
                    To win
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    Night
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {replies.map((reply) => (
                  <Table.Tr key={reply.theirPutUp.id}>
                    <Table.Td>
                      <Player player={reply.theirPutUp} />
                    </Table.Td>
                    <Table.Td>
                      <Text span fw={600} size="sm">
                        <Player player={reply.ourReply} />
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatRace(reply.race, unit)}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{formatPercent(reply.winProbability)}</Table.Td>
                    <Table.Td ta="right">{formatExpected(reply.expectedMatchesWon)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Text size="xs" c="dimmed">
              Night: the matches you can expect to win over the five with that reply.
            </Text>
          </Stack>
        )}

        <Stack gap="xs">
          {answer.error && suggestion && (
            <Alert color="yellow" title="Warning" icon={<IconAlertTriangle size={18} />}>
              {answer.error}
            </Alert>
          )}
          {suggestion ? (
            <Paper withBorder radius="md" p="sm" data-testid="lineup-suggestion">
              <Typography>
                <SafeMarkdown>{suggestion}</SafeMarkdown>
              </Typography>
            </Paper>
          ) : (
            <Alert color="red" title="Configuration Required" icon={<IconSettings size={18} />}>
              No suggestion returned
            </Alert>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}
