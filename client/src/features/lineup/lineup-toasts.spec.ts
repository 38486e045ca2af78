import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../api/client';
import { refreshTeamPlayers, RefreshPlayersError, teamKeys, type Team } from '../../api/lineup';
import { UserNotAuthenticatedError } from '../auth/require-user';
import { refusalMessage, userOr } from './lineup-toasts';

const team = (players: string[]): Team => ({
  id: 't1',
  name: 'Chalk Dust',
  gameType: '8-ball',
  maxHandicapSum: 23,
  seniorRule: true,
  seniorSkillLevel: null,
  maxSeniors: 2,
  isOpponent: false,
  players: players.map((name, i) => ({ id: `p${i}`, name, handicap: 3, wins: 0, losses: 0, notes: '' })),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('refreshing a team’s player list', () => {
  it('puts the team as fetched into its list', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(teamKeys.list(false), [team(['Sam'])]);
    await refreshTeamPlayers(queryClient, 't1', () => Promise.resolve(team(['Sam', 'Kim'])));
    expect(queryClient.getQueryData<Team[]>(teamKeys.list(false))?.[0]?.players.map((p) => p.name)).toEqual([
      'Sam',
      'Kim',
    ]);
  });

  it("fails with 'Failed to refresh player list' and the reason, leaving the list as it was", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(teamKeys.list(false), [team(['Sam'])]);
    const refused = new ApiRequestError({
      statusCode: 404,
      error: 'Not Found',
      code: 'TEAM_NOT_FOUND',
      message: 'Team not found',
    });
    const failure = refreshTeamPlayers(queryClient, 't1', () => Promise.reject(refused));
    await expect(failure).rejects.toThrow(RefreshPlayersError);
    await expect(failure).rejects.toThrow('Failed to refresh player list');
    await failure.catch((error: unknown) => expect(refusalMessage(error)).toBe('Team not found'));
    expect(queryClient.getQueryData<Team[]>(teamKeys.list(false))?.[0]?.players).toHaveLength(1);
  });
});

describe('the team tools without a user', () => {
  it("raise 'User not authenticated' as the toast's message", () => {
    expect(refusalMessage(new UserNotAuthenticatedError())).toBe('User not authenticated');
    expect(refusalMessage(new RefreshPlayersError(new UserNotAuthenticatedError()))).toBe(
      'User not authenticated',
    );
    expect(refusalMessage(new Error('boom'))).toBe('Please try again.');
  });

  it('stop before sending: the failure gets the error (a fresh app has no session)', () => {
    const failures: unknown[] = [];
    expect(userOr((error) => failures.push(error))).toBe(false);
    expect(failures).toHaveLength(1);
    expect(refusalMessage(failures[0])).toBe('User not authenticated');
  });
});
