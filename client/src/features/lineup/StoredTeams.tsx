import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  ScrollArea,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconTrash } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { Team } from '../../api/lineup';
import { seniorRuleLabel } from './lineup-rules';

export const SIGN_IN_TO_VIEW = 'Please sign in to view your saved teams';

function TeamRow({
  team,
  selected,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  team: Team;
  selected: boolean;
  onSelect: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  const count = team.players.length;
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={6}>
      <div style={{ minWidth: 0 }}>
        <Group gap={6}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {team.name}
          </Text>
          {selected && (
            <Badge
              variant="light"
              color="teal"
              leftSection={<IconCheck size={12} />}
              style={{ flexShrink: 0 }}
            >
              In use
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {team.gameType} · {count} {count === 1 ? 'player' : 'players'} · cap {team.maxHandicapSum} ·{' '}
          {seniorRuleLabel(team.gameType, team)}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <Button
          size="compact-sm"
          variant={selected ? 'filled' : 'light'}
          onClick={onSelect}
          aria-label={`Select ${team.name}`}
        >
          Select
        </Button>
        <Tooltip label="Duplicate">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Duplicate ${team.name}`}
            onClick={onDuplicate}
          >
            <IconCopy size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Delete">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Delete ${team.name}`}
            onClick={onDelete}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/**
 * 'Your Stored Teams' or 'Your Stored Opponent Teams': each saved team with its game, players and
 * cap, and Select (into its panel), Duplicate and Delete. Loading, empty, failed and signed-out
 * states in the spec's words.
 */
export function StoredTeams({
  title,
  failedText,
  teams,
  signedOut,
  selectedId,
  onSelect,
  onDuplicate,
  onDelete,
}: {
  title: string;
  failedText: string;
  teams: UseQueryResult<Team[], unknown>;
  signedOut: boolean;
  selectedId: string | null;
  onSelect: (team: Team) => void;
  onDuplicate: (team: Team) => void;
  onDelete: (team: Team) => void;
}) {
  const titleId = useId();
  const list = teams.data ?? [];
  let body;
  if (signedOut)
    body = (
      <Text size="sm" c="dimmed">
        {SIGN_IN_TO_VIEW}
      </Text>
    );
  else if (teams.isPending)
    body = (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm" c="dimmed">
          Loading teams...
        </Text>
      </Group>
    );
  else if (teams.isError && list.length === 0)
    body = (
      <Alert color="red" p="xs">
        <Group gap="xs" justify="space-between">
          <Text size="sm">{failedText}</Text>
          <Button variant="subtle" size="compact-sm" onClick={() => void teams.refetch()}>
            Retry
          </Button>
        </Group>
      </Alert>
    );
  else if (list.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        No teams stored yet
      </Text>
    );
  else
    body = (
      <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
        <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }} aria-labelledby={titleId}>
          {list.map((team) => (
            <TeamRow
              key={team.id}
              team={team}
              selected={team.id === selectedId}
              onSelect={() => onSelect(team)}
              onDuplicate={() => onDuplicate(team)}
              onDelete={() => onDelete(team)}
            />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {body}
      </Stack>
    </Card>
  );
}
