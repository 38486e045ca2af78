import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiRequestError, unwrap } from './client';
import type { RequestBody, Schemas } from './types';

/**
 * A team's senior rule: on or off, the lowest skill level counted as senior (null: the game's
 * standard, SL 6 in 8-ball and SL 7 in 9-ball) and how many seniors may play.
 */
export interface SeniorRuleFields {
  seniorRule: boolean;
  seniorSkillLevel: number | null;
  maxSeniors: number;
}

/** A player no legal lineup of their team can hold, and why. */
export interface UnplayablePlayer {
  side: 'us' | 'opponent';
  playerId: string;
  name: string;
  skillLevel: number;
  reason: string;
}

// the senior rule and `unplayable` are declared here as well as in the generated schema
export type Team = Schemas['TeamDto'] & SeniorRuleFields;
export type TeamPlayer = Schemas['TeamPlayerDto'];
export type GameType = Team['gameType'];
export type TeamFields = RequestBody<'updateTeam'> & Partial<SeniorRuleFields>;
export type NewTeam = RequestBody<'createTeam'> & Partial<SeniorRuleFields>;
export type PlayerFields = RequestBody<'updateTeamPlayer'>;
export type NewPlayer = RequestBody<'addTeamPlayer'>;
export type LineupTeam = Schemas['LineupTeamDto'] & Partial<SeniorRuleFields>;
export type LineupRequest = Omit<RequestBody<'suggestLineup'>, 'homeTeam' | 'awayTeam'> & {
  homeTeam: LineupTeam;
  awayTeam: LineupTeam;
};
export type LineupAnalysis = Schemas['LineupAnalysisDto'] & { unplayable: UnplayablePlayer[] };
export type LineupAnswer = Omit<Schemas['LineupAnswerDto'], 'analysis'> & { analysis: LineupAnalysis };
export type Pairing = Schemas['PairingDto'];
export type Decision = Schemas['DecisionDto'];
export type DecisionOption = Schemas['DecisionOptionDto'];
export type NightState = Schemas['NightStateDto'];
export type PlayedMatch = Schemas['PlayedMatchDto'];
/** The captain's match night as kept on the server: the teams as they were at its start, and the night so far. */
export type LineupNight = Omit<Schemas['LineupNightDto'], 'homeTeam' | 'awayTeam'> & {
  homeTeam: LineupTeam;
  awayTeam: LineupTeam;
};
export type LineupNightRecord = Omit<Schemas['LineupNightRecordDto'], 'homeTeam' | 'awayTeam'> & {
  homeTeam: LineupTeam;
  awayTeam: LineupTeam;
};
export type Race = Schemas['RaceDto'];
export type PlayerRef = Schemas['PlayerRefDto'];

/** Saved-team data is kept 5 minutes, and fetched again on mount and on focus. */
export const TEAMS_STALE_TIME = 300_000;

export const teamKeys = {
  all: ['teams'] as const,
  list: (opponent: boolean) => ['teams', { opponent }] as const,
};

/** A request the server refused (4xx) is not tried again: only a failure on its side or the network's. */
function retryServerFailures(failures: number, error: unknown): boolean {
  return failures < 1 && !(error instanceof ApiRequestError && error.status < 500);
}

/** Your own teams (`opponent` false) or your opponent teams, with their players, oldest first. */
export function useTeams(opponent: boolean, enabled = true) {
  return useQuery({
    queryKey: teamKeys.list(opponent),
    queryFn: () =>
      unwrap(api.GET('/api/v1/me/teams', { params: { query: { opponent } } })) as Promise<Team[]>,
    staleTime: TEAMS_STALE_TIME,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
    retry: retryServerFailures,
    enabled,
  });
}

/** Puts a team as the server answered it into its list (replacing the old copy), then refetches. */
function storeTeam(queryClient: QueryClient, team: Team): void {
  queryClient.setQueryData<Team[]>(teamKeys.list(team.isOpponent), (teams) =>
    !teams
      ? teams
      : teams.some((t) => t.id === team.id)
        ? teams.map((t) => (t.id === team.id ? team : t))
        : [...teams, team],
  );
}

function useTeamMutation<Variables>(request: (variables: Variables) => Promise<Schemas['TeamDto']>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => request(variables) as Promise<Team>,
    onSuccess: (team) => storeTeam(queryClient, team),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

export function useCreateTeam() {
  return useTeamMutation((body: NewTeam) => unwrap(api.POST('/api/v1/me/teams', { body })));
}

export function useUpdateTeam() {
  return useTeamMutation(({ id, ...body }: TeamFields & { id: string }) =>
    unwrap(api.PUT('/api/v1/me/teams/{id}', { params: { path: { id } }, body })),
  );
}

/** Copies a team with its players; the copy is named after it with ' (Copy)'. */
export function useDuplicateTeam() {
  return useTeamMutation((id: string) =>
    unwrap(api.POST('/api/v1/me/teams/{id}/duplicate', { params: { path: { id } } })),
  );
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE('/api/v1/me/teams/{id}', { params: { path: { id } } })),
    onSuccess: (_, id) => {
      for (const opponent of [false, true])
        queryClient.setQueryData<Team[]>(teamKeys.list(opponent), (teams) =>
          teams?.filter((t) => t.id !== id),
        );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** What the player list's refresh raises when it fails (the server's refusal is its cause). */
export const REFRESH_PLAYERS_FAILED = 'Failed to refresh player list';

export class RefreshPlayersError extends Error {
  constructor(readonly reason: unknown) {
    super(REFRESH_PLAYERS_FAILED);
    this.name = 'RefreshPlayersError';
  }
}

/**
 * Fetches a saved team again and puts it, with its players, into its list. Fails with
 * RefreshPlayersError ('Failed to refresh player list'; its reason: why) and leaves the list as it was.
 */
export async function refreshTeamPlayers(
  queryClient: QueryClient,
  id: string,
  fetchTeam: (id: string) => Promise<Team> = (teamId) =>
    unwrap(api.GET('/api/v1/me/teams/{id}', { params: { path: { id: teamId } } })),
): Promise<Team> {
  let team: Team;
  try {
    team = await fetchTeam(id);
  } catch (error) {
    throw new RefreshPlayersError(error);
  }
  storeTeam(queryClient, team);
  return team;
}

/** The refresh of a saved team's player list (see refreshTeamPlayers). */
export function useRefreshTeamPlayers() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => refreshTeamPlayers(queryClient, id) });
}

/** Adds a player to a saved team; answers the team with its players. */
export function useAddPlayer() {
  return useTeamMutation(({ teamId, ...body }: NewPlayer & { teamId: string }) =>
    unwrap(api.POST('/api/v1/me/teams/{id}/players', { params: { path: { id: teamId } }, body })),
  );
}

/** Changes a player's skill level, record and notes on a team (the name cannot change). */
export function useUpdatePlayer() {
  return useTeamMutation(
    ({ teamId, playerId, ...body }: PlayerFields & { teamId: string; playerId: string }) =>
      unwrap(
        api.PUT('/api/v1/me/teams/{id}/players/{playerId}', {
          params: { path: { id: teamId, playerId } },
          body,
        }),
      ),
  );
}

export function useRemovePlayer() {
  return useTeamMutation(({ teamId, playerId }: { teamId: string; playerId: string }) =>
    unwrap(
      api.DELETE('/api/v1/me/teams/{id}/players/{playerId}', { params: { path: { id: teamId, playerId } } }),
    ),
  );
}

/** The Lineup Advisor's answer for two teams as shown on screen (saved or placeholders). */
export function useSuggestLineup() {
  return useMutation({
    mutationFn: (body: LineupRequest) =>
      unwrap(api.POST('/api/v1/lineup', { body })) as Promise<LineupAnswer>,
  });
}

export const lineupNightKey = ['lineup', 'night'] as const;

/** The captain's match night kept on the server (null: none under way). */
export function useLineupNight(enabled = true) {
  return useQuery({
    queryKey: lineupNightKey,
    queryFn: async () => (await unwrap(api.GET('/api/v1/lineup/night'))).night ?? null,
    retry: retryServerFailures,
    enabled,
  });
}

/** Keeps the night on the server (the captain's one night, replaced). */
export function useSaveLineupNight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (night: LineupNight) =>
      unwrap(api.PUT('/api/v1/lineup/night', { body: night })) as Promise<LineupNightRecord>,
    onSuccess: (night) => queryClient.setQueryData(lineupNightKey, night),
  });
}

/** Ends the night: the server forgets it. */
export function useClearLineupNight() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/v1/lineup/night')),
    onSuccess: () => queryClient.setQueryData(lineupNightKey, null),
  });
}

/** The advice for the night as it stands (the teams as they were at its start, the matches played). */
export function useNightAdvice(night: LineupNightRecord | null | undefined) {
  return useQuery({
    queryKey: [
      'lineup',
      'advice',
      night?.updatedAt ?? null,
      night?.played.length ?? 0,
      night?.theirPutUp ?? null,
    ],
    queryFn: () => {
      if (!night) throw new Error('No match night');
      const { homeTeam, awayTeam, firstPutUp, played, theirPutUp } = night;
      return unwrap(
        api.POST('/api/v1/lineup', {
          body: { homeTeam, awayTeam, firstPutUp, played, ...(theirPutUp ? { theirPutUp } : {}) },
        }),
      );
    },
    enabled: !!night,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: retryServerFailures,
  });
}
