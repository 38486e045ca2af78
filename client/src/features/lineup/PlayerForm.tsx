import {
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useId, useRef } from 'react';
import type { GameType } from '../../api/lineup';
import { PLAYER_DEFAULTS, SKILL_LEVELS, type ScreenPlayer } from './lineup-rules';

/** What the player form gives back (numbers as typed: the panel reads them). */
export interface PlayerValues {
  name: string;
  handicap: string | number;
  wins: string | number;
  losses: string | number;
  notes: string;
}

/** A refusal to show in the form: on a field, or above the buttons. */
export interface PlayerFormError {
  field?: 'name' | 'handicap';
  message: string;
}

/**
 * Add Player / Edit Player, inside a team's panel: name (locked when editing: a player's name cannot
 * change), skill level, wins, losses and notes; a new player starts at skill level 3 with no record.
 * A refusal (the server's, or the same rule checked here for a team not saved yet) shows in place.
 */
export function PlayerForm({
  player,
  teamName,
  gameType,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  /** The player being edited; undefined to add one. */
  player?: ScreenPlayer;
  teamName: string;
  gameType: GameType;
  pending: boolean;
  error: PlayerFormError | null;
  onSubmit: (values: PlayerValues) => void;
  onCancel: () => void;
}) {
  const editing = player !== undefined;
  const form = useForm<PlayerValues>({
    initialValues: {
      name: player?.name ?? '',
      handicap: player?.handicap ?? PLAYER_DEFAULTS.handicap,
      wins: player?.wins ?? PLAYER_DEFAULTS.wins,
      losses: player?.losses ?? PLAYER_DEFAULTS.losses,
      notes: player?.notes ?? PLAYER_DEFAULTS.notes,
    },
  });
  // a new refusal replaces the form's errors (setErrors is stable: setFieldError changes with every
  // error state, and would run this again and again)
  const { setErrors } = form;
  useEffect(() => {
    setErrors(error?.field ? { [error.field]: error.message } : {});
  }, [error, setErrors]);

  // the form opens where the player list ends: take the focus there (the first field that can change)
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);

  const titleId = useId();
  const { min, max } = SKILL_LEVELS[gameType];
  const title = editing ? 'Edit Player' : 'Add Player';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={form.onSubmit((values) => onSubmit(values))}
    >
      <Stack gap="sm">
        <Title order={4} id={titleId}>
          {title}
          <VisuallyHidden>{` (${teamName})`}</VisuallyHidden>
        </Title>
        <TextInput
          label="Name"
          required={!editing}
          maxLength={100}
          readOnly={editing}
          description={editing ? 'A player’s name cannot change' : undefined}
          ref={editing ? undefined : first}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={3} spacing="xs">
          <NumberInput
            label="Skill level"
            description={`${min}–${max}`}
            min={min}
            max={max}
            clampBehavior="none"
            allowDecimal={false}
            allowNegative={false}
            ref={editing ? first : undefined}
            {...form.getInputProps('handicap')}
          />
          <NumberInput
            label="Wins"
            description="Record"
            min={0}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('wins')}
          />
          <NumberInput
            label="Losses"
            description="Record"
            min={0}
            max={100_000}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('losses')}
          />
        </SimpleGrid>
        <TextInput label="Notes" maxLength={1000} {...form.getInputProps('notes')} />
        {error && !error.field && (
          <Alert color="red" role="alert" p="xs">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {editing ? 'Save Player' : 'Add Player'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
