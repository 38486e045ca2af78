import { Button, Card, Container, Group, Loader, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../api/client';
import {
  useDeleteTeam,
  useDuplicateTeam,
  useLineupNight,
  useSaveLineupNight,
  useSuggestLineup,
  useTeams,
  type Team,
} from '../../api/lineup';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { PageHeading } from '../../ui/PageHeading';
import { SkipLink } from '../../ui/SkipLink';
import { useAuth } from '../auth/AuthProvider';
import { sessionEnded } from '../auth/session-ended';
import {
  placeholderPanel,
  savedPanel,
  screenTeam,
  toLineupTeam,
  type PanelState,
  type ScreenTeam,
  type Side,
} from './lineup-rules';
import { toastFailure, toastSuccess, userOr } from './lineup-toasts';
import { LineupResult } from './LineupResult';
import { MatchNight } from './MatchNight';
import { StoredTeams } from './StoredTeams';
import { TeamPanel } from './TeamPanel';

const SIGNED_OUT_TOAST = 'You must be signed in to view your saved teams';
const GENERATE_FAILED = 'Failed to generate lineup. Please try again.';
const PANEL_TITLES: Readonly<Record<Side, string>> = { home: 'Your Team', away: 'Opponent Team' };

/** The toast when a team list cannot load: the session has ended, or the spec's failure text. */
function useListFailure(error: unknown, errorUpdatedAt: number, failedText: string): void {
  useEffect(() => {
    if (!error) return;
    if (sessionEnded(error))
      notifications.show({ id: 'teams-signed-out', color: 'red', message: SIGNED_OUT_TOAST });
    else notifications.show({ color: 'red', title: failedText, message: 'Please try again later.' });
  }, [error, errorUpdatedAt, failedText]);
}

/**
 * /lineup, the Pool Team Lineup Advisor: the captain's stored teams and opponent teams, a panel for
 * each side of the night (a placeholder until a stored team is selected or the placeholder is
 * saved), who puts up first, and the advisor's suggestion with its numbers.
 */
export function LineupPage() {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const own = useTeams(false, signedIn);
  const opponents = useTeams(true, signedIn);
  const duplicate = useDuplicateTeam();
  const remove = useDeleteTeam();
  const suggest = useSuggestLineup();
  const night = useLineupNight(signedIn);
  const startNight = useSaveLineupNight();
  const [panels, setPanels] = useState<Record<Side, PanelState>>(() => ({
    home: placeholderPanel('home'),
    away: placeholderPanel('away'),
  }));
  const [weFirst, setWeFirst] = useState(false);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const generateButton = useRef<HTMLButtonElement>(null);

  useListFailure(own.error, own.errorUpdatedAt, 'Failed to load your teams');
  useListFailure(opponents.error, opponents.errorUpdatedAt, 'Failed to load opponent teams');
  const signedOut = !signedIn || sessionEnded(own.error) || sessionEnded(opponents.error);
  // The stored teams and a night under way are fetched first, the rest of the page shown once they
  // have answered: nothing is pushed down when they arrive (a list of teams, the night's card).
  const settling = own.isLoading || opponents.isLoading || night.isLoading;

  const lists: Record<Side, typeof own> = { home: own, away: opponents };
  const storedTeam = (side: Side): Team | undefined => {
    const id = panels[side].savedId;
    return id === null ? undefined : lists[side].data?.find((t) => t.id === id);
  };
  // a selected team that is no longer stored (deleted in another tab): its panel is the placeholder again
  const panelOf = (side: Side): PanelState =>
    panels[side].savedId !== null && lists[side].isSuccess && !storedTeam(side)
      ? placeholderPanel(side)
      : panels[side];
  const shown: Record<Side, PanelState> = { home: panelOf('home'), away: panelOf('away') };
  const savedTeam = (side: Side): Team | undefined =>
    shown[side].savedId === null ? undefined : storedTeam(side);
  const teams: Record<Side, ScreenTeam> = {
    home: screenTeam('home', shown.home, savedTeam('home')),
    away: screenTeam('away', shown.away, savedTeam('away')),
  };

  // a new answer: take the reader (and the focus) to it
  useEffect(() => {
    if (suggest.data) resultHeading.current?.focus();
  }, [suggest.data]);

  const updatePanel = (side: Side) => (update: (panel: PanelState) => PanelState) => {
    const base = shown[side];
    setPanels((p) => ({ ...p, [side]: update(p[side].savedId === base.savedId ? p[side] : base) }));
  };

  const selectTeam = (side: Side, team: Team) => {
    if (!team.id || !team.name) return notifications.show({ color: 'red', message: 'Invalid team data' });
    setPanels((p) => ({ ...p, [side]: savedPanel(team) }));
    toastSuccess(
      side === 'home' ? `Home team set to ${team.name}` : `Away team set to ${team.name}`,
      `${team.name} selected`,
    );
  };

  const duplicateTeam = (team: { id: string; saved?: boolean }) => {
    if (team.saved === false)
      return notifications.show({
        color: 'yellow',
        message: 'Please save the team first before duplicating',
      });
    if (!userOr((error) => toastFailure('Failed to duplicate team', error))) return;
    duplicate.mutate(team.id, {
      onSuccess: () => toastSuccess('Team duplicated successfully'),
      onError: (error) => toastFailure('Failed to duplicate team', error),
    });
  };

  const deleteTeam = () => {
    const team = deleting;
    if (!team || !userOr((error) => toastFailure('Failed to delete team', error))) return;
    remove.mutate(team.id, {
      onSuccess: () => {
        toastSuccess('Team deleted successfully');
        setDeleting(null);
        setPanels((p) => ({
          home: p.home.savedId === team.id ? placeholderPanel('home') : p.home,
          away: p.away.savedId === team.id ? placeholderPanel('away') : p.away,
        }));
      },
      onError: (error) => toastFailure('Failed to delete team', error),
    });
  };

  const generate = () =>
    suggest.mutate(
      {
        homeTeam: toLineupTeam(teams.home),
        awayTeam: toLineupTeam(teams.away),
        firstPutUp: weFirst ? 'us' : 'opponent',
      },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: 'Error',
            message:
              error instanceof ApiRequestError && (error.status === 400 || error.status === 429)
                ? error.message
                : GENERATE_FAILED,
          }),
      },
    );

  // match night starts from the teams as shown now: they are kept with the night, so edits to the
  // panels during the night change nothing in it
  const beginNight = () => {
    if (!userOr((error) => toastFailure('Failed to start match night', error))) return;
    startNight.mutate(
      {
        homeTeam: toLineupTeam(teams.home),
        awayTeam: toLineupTeam(teams.away),
        firstPutUp: weFirst ? 'us' : 'opponent',
        played: [],
        theirPutUp: null,
      },
      { onError: (error) => toastFailure('Failed to start match night', error) },
    );
  };

  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }} pos="relative">
      {/* the page's first control: Generate is two Tab presses from the page's start (after the
          header's Skip to content), not forty */}
      {!settling && (
        <SkipLink
          href="#lineup-generate"
          onClick={(event) => {
            event.preventDefault();
            generateButton.current?.focus();
          }}
        >
          Skip to Generate Lineup Suggestions
        </SkipLink>
      )}
      <Stack gap="lg">
        <PageHeading
          title="Pool Team Lineup Advisor"
          description="Who plays whom on match night: the five that earn the most team points under your cap."
        />
        {settling ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm" c="dimmed">
              Loading teams...
            </Text>
          </Group>
        ) : (
          <>
            {night.data && <MatchNight night={night.data} />}
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <StoredTeams
                title="Your Stored Teams"
                failedText="Failed to load your teams"
                teams={own}
                signedOut={signedOut}
                selectedId={shown.home.savedId}
                onSelect={(team) => selectTeam('home', team)}
                onDuplicate={duplicateTeam}
                onDelete={setDeleting}
              />
              <StoredTeams
                title="Your Stored Opponent Teams"
                failedText="Failed to load opponent teams"
                teams={opponents}
                signedOut={signedOut}
                selectedId={shown.away.savedId}
                onSelect={(team) => selectTeam('away', team)}
                onDuplicate={duplicateTeam}
                onDelete={setDeleting}
              />
            </SimpleGrid>

            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {(['home', 'away'] as const).map((side) => (
                <TeamPanel
                  // another team in the panel: its open player forms close
                  key={shown[side].savedId ?? side}
                  side={side}
                  title={PANEL_TITLES[side]}
                  panel={shown[side]}
                  team={teams[side]}
                  savedTeam={savedTeam(side)}
                  onChange={updatePanel(side)}
                  onDuplicate={duplicateTeam}
                />
              ))}
            </SimpleGrid>

            <Card withBorder radius="md" padding="md">
              <Group justify="space-between" gap="md">
                <Switch
                  label="We put up first in match 1"
                  description={
                    weFirst ? 'Then they put up first in match 2' : 'Off: the opponent puts up first'
                  }
                  checked={weFirst}
                  onChange={(event) => setWeFirst(event.currentTarget.checked)}
                />
                <Group gap="sm">
                  <Button
                    size="md"
                    variant="default"
                    onClick={beginNight}
                    disabled={startNight.isPending || !!night.data}
                    loading={startNight.isPending}
                    leftSection={<IconPlayerPlay size={18} />}
                    title={night.data ? 'A match night is under way: end it first' : undefined}
                  >
                    Start match night
                  </Button>
                  <Button
                    ref={generateButton}
                    id="lineup-generate"
                    size="md"
                    onClick={generate}
                    disabled={suggest.isPending}
                    leftSection={
                      suggest.isPending ? (
                        <Loader size="xs" color="currentColor" aria-hidden />
                      ) : (
                        <IconUsersGroup size={18} />
                      )
                    }
                  >
                    {suggest.isPending ? 'Generating Lineup Suggestions...' : 'Generate Lineup Suggestions'}
                  </Button>
                </Group>
              </Group>
            </Card>

            {suggest.isPending && (
              <Card withBorder radius="md" padding="md">
                <Group gap="sm" role="status">
                  <Loader size="sm" aria-hidden />
                  <Text c="dimmed">Generating Lineup Suggestions...</Text>
                </Group>
              </Card>
            )}
            {suggest.data && <LineupResult answer={suggest.data} headingRef={resultHeading} />}
          </>
        )}
      </Stack>

      <ConfirmDialog
        opened={deleting !== null}
        title="Delete team"
        message={`Are you sure you want to delete ${deleting?.name ?? 'this team'}? This action cannot be undone.`}
        pending={remove.isPending}
        onConfirm={deleteTeam}
        onClose={() => setDeleting(null)}
      />
    </Container>
  );
}
