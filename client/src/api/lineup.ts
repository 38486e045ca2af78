import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, ApiRequestError, unwrap } from './client';
import type { RequestBody, Schemas } from './types';

export type Team = Schemas['TeamDto'];
export type TeamPlayer = Schemas['TeamPlayerDto'];
export type GameType = Team['gameType'];
export type TeamFields = RequestBody<'updateTeam'>;
export type NewTeam = RequestBody<'createTeam'>;
export type PlayerFields = RequestBody<'updateTeamPlayer'>;
export type NewPlayer = RequestBody<'addTeamPlayer'>;
export type LineupRequest = RequestBody<'suggestLineup'>;
export type LineupTeam = Schemas['LineupTeamDto'];
export type LineupAnswer = Schemas['LineupAnswerDto'];
export type LineupAnalysis = Schemas['LineupAnalysisDto'];
export type Pairing = Schemas['PairingDto'];
export type PutUpReply = Schemas['PutUpReplyDto'];
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
    queryFn: () => unwrap(api.GET('/api/v1/me/teams', { params: { query: { opponent } } })),
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

function useTeamMutation<Variables>(mutationFn: (variables: Variables) => Promise<Team>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
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
    mutationFn: (body: LineupRequest) => unwrap(api.POST('/api/v1/lineup', { body })),
  });
}
