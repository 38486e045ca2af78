import {
  ActionIcon,
  Badge,
  Button,
  Card,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  IconCopy,
  IconDeviceFloppy,
  IconPencil,
  IconPlus,
  IconRefresh,
  IconTrash,
} from '@tabler/icons-react';
import { useId, useState } from 'react';
import { ApiRequestError } from '../../api/client';
import {
  useAddPlayer,
  REFRESH_PLAYERS_FAILED,
  useCreateTeam,
  useRefreshTeamPlayers,
  useRemovePlayer,
  useUpdatePlayer,
  useUpdateTeam,
  type GameType,
  type SeniorRuleFields,
  type Team,
} from '../../api/lineup';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  fitsGame,
  formatRecord,
  formChanged,
  formSeniorRule,
  GAME_TYPES,
  gameTypeConflict,
  localPlayerKey,
  MAX_MAX_HANDICAP_SUM,
  MAX_MAX_SENIORS,
  MAX_PLAYERS_PER_TEAM,
  MIN_MAX_HANDICAP_SUM,
  MIN_MAX_SENIORS,
  MIN_PLAYERS,
  parseCount,
  parseMaxHandicapSum,
  parseSkillLevel,
  savedPanel,
  skillLevelMessage,
  SKILL_LEVELS,
  STANDARD_SENIOR_LEVEL,
  TEAM_FULL,
  type PanelState,
  type ScreenPlayer,
  type ScreenTeam,
  type Side,
} from './lineup-rules';
import { refusalMessage, toastFailure, toastSuccess, userOr } from './lineup-toasts';
import { PlayerForm, type PlayerFormError, type PlayerValues } from './PlayerForm';

const TEAM_NAME_REQUIRED = 'Please enter a team name.';
const PLAYER_NAME_REQUIRED = 'Please enter the player’s name.';
const UPDATE_FAILED = 'Failed to update team information';

/** The player form: closed, adding, or editing one player. */
type PlayerEditing = { player?: ScreenPlayer } | null;

/** The server's refusal of a player, placed in the form: on the skill level or the name, or above the buttons. */
function playerRefusal(error: unknown): PlayerFormError {
  const message = refusalMessage(error, 'The player could not be saved. Please try again.');
  if (error instanceof ApiRequestError) {
    if (error.code === 'SKILL_LEVEL_8_BALL' || error.code === 'SKILL_LEVEL_9_BALL')
      return { field: 'handicap', message };
    if (error.code === 'PLAYER_NAME_REQUIRED') return { field: 'name', message };
  }
  return { message };
}

function PlayerRow({
  player,
  onEdit,
  onRemove,
}: {
  player: ScreenPlayer;
  onEdit: () => void;
  onRemove: () => void;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs" py={6} align="flex-start">
      <div style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {player.name}
          </Text>
          <Badge variant="light" color="gray" aria-label={`Skill level ${player.handicap}`}>
            SL {player.handicap}
          </Badge>
          <Text size="sm" c="dimmed">
            <abbr title="wins–losses" style={{ textDecoration: 'none' }}>
              W–L
            </abbr>{' '}
            {formatRecord(player.wins, player.losses)}
          </Text>
        </Group>
        {player.notes && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {player.notes}
          </Text>
        )}
      </div>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="Edit player">
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Edit ${player.name}`}
            onClick={onEdit}
          >
            <IconPencil size={18} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove from team">
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={`Remove ${player.name}`}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/**
 * One side of the match: Your Team or Opponent Team. The team form (name, game type, max handicap
 * sum) with Save and Duplicate, the players with their skill level, record and notes, and the add
 * and edit player form. A placeholder team keeps its players on the page until it is saved; its
 * first save stores the team and then its players.
 */
export function TeamPanel({
  side,
  title,
  panel,
  team,
  savedTeam,
  onChange,
  onDuplicate,
}: {
  side: Side;
  title: string;
  panel: PanelState;
  /** The team as shown (the form's values over the saved team, or the placeholder). */
  team: ScreenTeam;
  savedTeam: Team | undefined;
  onChange: (update: (panel: PanelState) => PanelState) => void;
  onDuplicate: (team: ScreenTeam) => void;
}) {
  const titleId = useId();
  const create = useCreateTeam();
  const update = useUpdateTeam();
  const addPlayer = useAddPlayer();
  const updatePlayer = useUpdatePlayer();
  const removePlayer = useRemovePlayer();
  const refreshPlayers = useRefreshTeamPlayers();
  const [creating, setCreating] = useState(false);
  const [nameError, setNameError] = useState<string | null>(null);
  const [editing, setEditing] = useState<PlayerEditing>(null);
  const [playerError, setPlayerError] = useState<PlayerFormError | null>(null);
  const [removing, setRemoving] = useState<ScreenPlayer | null>(null);

  const form = panel.form;
  const setForm = (fields: Partial<PanelState['form']>) =>
    onChange((current) => ({ ...current, form: { ...current.form, ...fields } }));
  const conflict = gameTypeConflict(form.gameType, team.players);
  const changed = formChanged(form, savedTeam);
  const full = team.players.length >= MAX_PLAYERS_PER_TEAM;

  /** The first save of the placeholder: the team, then the players kept on the page, in order. */
  const createTeam = async (
    fields: { name: string; gameType: GameType; maxHandicapSum: number } & SeniorRuleFields,
  ) => {
    setCreating(true);
    let saved: Team | undefined;
    const unsaved: string[] = [];
    try {
      saved = await create.mutateAsync({ ...fields, isOpponent: side === 'away' });
      for (const player of panel.draftPlayers) {
        try {
          saved = await addPlayer.mutateAsync({
            teamId: saved.id,
            name: player.name,
            handicap: player.handicap,
            wins: player.wins,
            losses: player.losses,
            notes: player.notes,
          });
        } catch {
          unsaved.push(player.name);
        }
      }
      const created = saved;
      onChange(() => savedPanel(created));
      setEditing(null);
      if (unsaved.length === 0) toastSuccess('Team created successfully');
      else
        notifications.show({
          color: 'red',
          title: UPDATE_FAILED,
          message: `The team was saved, but not these players: ${unsaved.join(', ')}. Add them again.`,
        });
    } catch (error) {
      toastFailure(UPDATE_FAILED, error);
    } finally {
      setCreating(false);
    }
  };

  const saveTeam = () => {
    const name = form.name.trim();
    if (!name) return setNameError(TEAM_NAME_REQUIRED);
    setNameError(null);
    const fields = {
      name,
      gameType: form.gameType,
      maxHandicapSum: parseMaxHandicapSum(form.maxHandicapSum),
      ...formSeniorRule(form),
    };
    if (conflict) return notifications.show({ color: 'red', title: UPDATE_FAILED, message: conflict });
    if (!userOr((error) => toastFailure(UPDATE_FAILED, error))) return;
    if (panel.savedId === null) return void createTeam(fields);
    update.mutate(
      { id: panel.savedId, ...fields },
      {
        onSuccess: (saved) => {
          onChange(() => savedPanel(saved));
          toastSuccess('Team information updated successfully');
        },
        onError: (error) => toastFailure(UPDATE_FAILED, error),
      },
    );
  };

  const openPlayerForm = (player?: ScreenPlayer) => {
    setPlayerError(null);
    setEditing({ player });
  };

  const closePlayerForm = () => {
    setPlayerError(null);
    setEditing(null);
  };

  /** A player kept on the page (placeholder team): the server's rules, checked here. */
  const localRefusal = (
    values: { name: string; handicap: number },
    adding: boolean,
  ): PlayerFormError | null => {
    if (adding && !values.name) return { field: 'name', message: PLAYER_NAME_REQUIRED };
    if (!fitsGame(team.gameType, values.handicap))
      return { field: 'handicap', message: skillLevelMessage(team.gameType) };
    if (adding && full) return { message: TEAM_FULL };
    return null;
  };

  const savePlayer = (values: PlayerValues) => {
    const player = editing?.player;
    const fields = {
      handicap: parseSkillLevel(values.handicap),
      wins: parseCount(values.wins),
      losses: parseCount(values.losses),
      notes: values.notes.trim(),
    };
    const name = values.name.trim();
    const done = (message: string) => {
      toastSuccess(message);
      closePlayerForm();
    };

    if (panel.savedId === null) {
      const refusal = localRefusal({ name, handicap: fields.handicap }, !player);
      if (refusal) return setPlayerError(refusal);
      onChange((current) => ({
        ...current,
        draftPlayers: player
          ? current.draftPlayers.map((p) => (p.key === player.key ? { ...p, ...fields } : p))
          : [...current.draftPlayers, { key: localPlayerKey(), name, ...fields }],
      }));
      return done(player ? 'Player updated successfully' : 'Player added successfully');
    }

    if (Number.isNaN(fields.handicap))
      return setPlayerError({
        field: 'handicap',
        message: skillLevelMessage(savedTeam?.gameType ?? team.gameType),
      });
    if (!userOr((error) => setPlayerError(playerRefusal(error)))) return;
    const teamId = panel.savedId;
    const options = {
      onSuccess: () => done(player ? 'Player updated successfully' : 'Player added successfully'),
      onError: (error: unknown) => setPlayerError(playerRefusal(error)),
    };
    if (player?.id) updatePlayer.mutate({ teamId, playerId: player.id, ...fields }, options);
    else addPlayer.mutate({ teamId, name, ...fields }, options);
  };

  const confirmRemove = () => {
    const player = removing;
    if (!player) return;
    const removed = () => {
      toastSuccess('Player removed from team');
      setRemoving(null);
      if (editing?.player?.key === player.key) closePlayerForm();
    };
    if (panel.savedId === null || !player.id) {
      onChange((current) => ({
        ...current,
        draftPlayers: current.draftPlayers.filter((p) => p.key !== player.key),
      }));
      return removed();
    }
    if (!userOr((error) => toastFailure('Failed to remove player from team', error))) return;
    removePlayer.mutate(
      { teamId: panel.savedId, playerId: player.id },
      {
        onSuccess: removed,
        onError: (error) => toastFailure('Failed to remove player from team', error),
      },
    );
  };

  const saving = creating || update.isPending;
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id={titleId}>
            {title}
          </Title>
          {team.saved ? (
            <Badge variant="light" color="teal">
              Saved
            </Badge>
          ) : (
            <Badge variant="light" color="gray">
              Not saved
            </Badge>
          )}
        </Group>

        <form
          noValidate
          aria-label={`${title}: team details`}
          onSubmit={(event) => {
            event.preventDefault();
            saveTeam();
          }}
        >
          <Stack gap="sm">
            <TextInput
              label="Team name"
              required
              maxLength={100}
              value={form.name}
              error={nameError}
              onChange={(event) => {
                setNameError(null);
                setForm({ name: event.currentTarget.value });
              }}
            />
            <Group grow align="flex-start" gap="sm" wrap="nowrap">
              <Select
                label="Game type"
                data={GAME_TYPES as string[]}
                value={form.gameType}
                allowDeselect={false}
                onChange={(value) => value && setForm({ gameType: value as GameType })}
                comboboxProps={{ withinPortal: true }}
              />
              <NumberInput
                label="Max handicap sum"
                min={MIN_MAX_HANDICAP_SUM}
                max={MAX_MAX_HANDICAP_SUM}
                allowDecimal={false}
                allowNegative={false}
                value={form.maxHandicapSum}
                onChange={(value) => setForm({ maxHandicapSum: value })}
              />
            </Group>
            <Switch
              label="Senior rule"
              description="At most a few seniors (the highest skill levels) may play a night"
              checked={form.seniorRule}
              onChange={(event) => setForm({ seniorRule: event.currentTarget.checked })}
            />
            {form.seniorRule && (
              <Group grow align="flex-start" gap="sm" wrap="nowrap">
                <NumberInput
                  label="Seniors from SL"
                  description={`Empty: SL ${STANDARD_SENIOR_LEVEL[form.gameType]}+`}
                  placeholder={String(STANDARD_SENIOR_LEVEL[form.gameType])}
                  min={SKILL_LEVELS[form.gameType].min}
                  max={SKILL_LEVELS[form.gameType].max}
                  allowDecimal={false}
                  allowNegative={false}
                  value={form.seniorSkillLevel}
                  onChange={(value) => setForm({ seniorSkillLevel: value })}
                />
                <NumberInput
                  label="Seniors who may play"
                  description="Of the five"
                  min={MIN_MAX_SENIORS}
                  max={MAX_MAX_SENIORS}
                  allowDecimal={false}
                  allowNegative={false}
                  value={form.maxSeniors}
                  onChange={(value) => setForm({ maxSeniors: value })}
                />
              </Group>
            )}
            {conflict && (
              <Text size="sm" c="red" role="alert">
                {conflict}
              </Text>
            )}
            <Group gap="xs">
              <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                Save Team
              </Button>
              <Button
                variant="default"
                leftSection={<IconCopy size={16} />}
                onClick={() => onDuplicate(team)}
              >
                Duplicate
              </Button>
              {changed && (
                <Text size="sm" c="dimmed">
                  Unsaved changes
                </Text>
              )}
            </Group>
            {!team.saved && (
              <Text size="sm" c="dimmed">
                Not saved yet: the players you add stay on this page until you save the team.
              </Text>
            )}
          </Stack>
        </form>

        <Stack gap={4}>
          <Group justify="space-between" gap="xs">
            <Title order={3} size="h5">
              Players
            </Title>
            <Group gap={4} wrap="nowrap">
              <Text size="sm" c="dimmed">
                {team.players.length} of {MAX_PLAYERS_PER_TEAM}
              </Text>
              {panel.savedId !== null && (
                <Tooltip label="Refresh player list">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    size="lg"
                    aria-label={`Refresh the players of ${team.name || title}`}
                    loading={refreshPlayers.isPending}
                    onClick={() =>
                      userOr((error) => toastFailure(REFRESH_PLAYERS_FAILED, error)) &&
                      refreshPlayers.mutate(panel.savedId!, {
                        onError: (error) => toastFailure(REFRESH_PLAYERS_FAILED, error),
                      })
                    }
                  >
                    <IconRefresh size={18} />
                  </ActionIcon>
                </Tooltip>
              )}
            </Group>
          </Group>
          {team.players.length === 0 ? (
            <Text size="sm" c="dimmed">
              No players yet. Add at least {MIN_PLAYERS} to get a lineup.
            </Text>
          ) : (
            <Stack
              component="ul"
              gap={0}
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
              aria-label={`${title} players`}
            >
              {team.players.map((player) => (
                <PlayerRow
                  key={player.key}
                  player={player}
                  onEdit={() => openPlayerForm(player)}
                  onRemove={() => setRemoving(player)}
                />
              ))}
            </Stack>
          )}
          {team.players.length > 0 && team.players.length < MIN_PLAYERS && (
            <Text size="sm" c="dimmed">
              {MIN_PLAYERS - team.players.length} more needed for a lineup.
            </Text>
          )}
        </Stack>

        {editing ? (
          <PlayerForm
            key={editing.player?.key ?? 'new'}
            player={editing.player}
            teamName={team.name || title}
            gameType={team.gameType}
            pending={addPlayer.isPending || updatePlayer.isPending}
            error={playerError}
            onSubmit={savePlayer}
            onCancel={closePlayerForm}
          />
        ) : (
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => openPlayerForm()}
              disabled={full}
            >
              Add Player
            </Button>
            {full && (
              <Text size="sm" c="dimmed">
                {TEAM_FULL}
              </Text>
            )}
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        title="Remove player"
        message={`Remove ${removing?.name ?? 'this player'} from ${team.name || title}?`}
        confirmLabel="Remove"
        pending={removePlayer.isPending}
        onConfirm={confirmRemove}
        onClose={() => setRemoving(null)}
      />
    </Card>
  );
}
