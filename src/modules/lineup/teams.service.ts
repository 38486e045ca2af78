import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { lockOwnerRows, requireRoomFor } from '../../common/owned/owner-quota.js';
import type {
  AddTeamPlayerDto,
  CreateTeamDto,
  TeamDto,
  TeamPlayerDto,
  UpdateTeamDto,
  UpdateTeamPlayerDto,
} from './dto/team.dto.js';
import { Player } from './entities/player.entity.js';
import { TeamPlayer } from './entities/team-player.entity.js';
import { Team } from './entities/team.entity.js';
import {
  fitsGame,
  MAX_PLAYERS_PER_TEAM,
  MAX_TEAMS_PER_USER,
  requiredName,
  requireSkillLevel,
  seniorRuleFields,
} from './teams-rules.js';
import { GameTypeConflictException, LineupException } from './lineup.exception.js';

function toDto(team: Team, roster: { place: TeamPlayer; player: Player }[]): TeamDto {
  return {
    id: team.id,
    name: team.name,
    gameType: team.gameType,
    maxHandicapSum: team.maxHandicapSum,
    seniorRule: team.seniorRule,
    seniorSkillLevel: team.seniorSkillLevel,
    maxSeniors: team.maxSeniors,
    isOpponent: team.isOpponent,
    players: roster.map(({ place, player }): TeamPlayerDto => ({
      id: player.id,
      name: player.name,
      handicap: place.handicap,
      wins: place.wins,
      losses: place.losses,
      notes: place.notes,
    })),
    createdAt: team.createdAt.toISOString(),
    updatedAt: team.updatedAt.toISOString(),
  };
}

/**
 * The captain's teams and players: every query scoped to the caller; another
 * captain's team or player answers 404. A player row may sit on several teams (a duplicated team
 * shares its players); a player no team holds any more is removed with its last place.
 */
@Injectable()
export class TeamsService {
  constructor(private readonly em: EntityManager) {}

  /** The caller's teams (own, opponents or both), oldest first, each with its players. */
  async list(userId: string, opponent?: boolean): Promise<TeamDto[]> {
    const where: FilterQuery<Team> = { user: userId };
    if (opponent !== undefined) where.isOpponent = opponent;
    const teams = await this.em.find(Team, where, { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });
    return this.withRosters(this.em, teams);
  }

  async get(userId: string, id: string): Promise<TeamDto> {
    const team = await this.findTeam(this.em, userId, id);
    return (await this.withRosters(this.em, [team]))[0]!;
  }

  async create(userId: string, input: CreateTeamDto): Promise<TeamDto> {
    const name = requiredName(input.name, 'TEAM_NAME_REQUIRED');
    const senior = seniorRuleFields(input.gameType, input);
    return this.em.transactional(async (em) => {
      await this.requireRoomForTeam(em, userId);
      const team = em.create(Team, {
        user: userId,
        name,
        gameType: input.gameType,
        maxHandicapSum: input.maxHandicapSum,
        ...senior,
        isOpponent: input.isOpponent ?? false,
      });
      em.persist(team);
      await em.flush();
      return toDto(team, []);
    });
  }

  async update(userId: string, id: string, input: UpdateTeamDto): Promise<TeamDto> {
    const name = requiredName(input.name, 'TEAM_NAME_REQUIRED');
    return this.em.transactional(async (em) => {
      const team = await this.findTeam(em, userId, id);
      const [roster] = await this.rosters(em, [team.id]);
      const misfits = (roster ?? [])
        .filter(({ place }) => !fitsGame(input.gameType, place.handicap))
        .map(({ place, player }) => ({ name: player.name, handicap: place.handicap }));
      if (misfits.length > 0) throw new GameTypeConflictException(input.gameType, misfits);
      const senior = seniorRuleFields(input.gameType, input, team);
      em.assign(team, { name, gameType: input.gameType, maxHandicapSum: input.maxHandicapSum, ...senior });
      await em.flush();
      return toDto(team, roster ?? []);
    });
  }

  async remove(userId: string, id: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const team = await this.findTeam(em, userId, id);
      const places = await em.find(TeamPlayer, { team: team.id }, { fields: ['player'] });
      await em.nativeDelete(TeamPlayer, { team: team.id });
      await em.nativeDelete(Team, { id: team.id });
      await this.removeOrphans(
        em,
        places.map((p) => p.player),
      );
    });
  }

  /** A copy named '<name> (Copy)' whose places point to the same players, in one transaction. */
  async duplicate(userId: string, id: string): Promise<TeamDto> {
    return this.em.transactional(async (em) => {
      const team = await this.findTeam(em, userId, id);
      await this.requireRoomForTeam(em, userId);
      const copy = em.create(Team, {
        user: userId,
        name: `${team.name} (Copy)`,
        gameType: team.gameType,
        maxHandicapSum: team.maxHandicapSum,
        seniorRule: team.seniorRule,
        seniorSkillLevel: team.seniorSkillLevel,
        maxSeniors: team.maxSeniors,
        isOpponent: team.isOpponent,
      });
      em.persist(copy);
      const places = await em.find(
        TeamPlayer,
        { team: team.id },
        { orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      for (const place of places)
        em.persist(
          em.create(TeamPlayer, {
            team: copy.id,
            player: place.player,
            handicap: place.handicap,
            wins: place.wins,
            losses: place.losses,
            notes: place.notes,
            // the copy lists its players in the original's order
            createdAt: place.createdAt,
          }),
        );
      await em.flush();
      return (await this.withRosters(em, [copy]))[0]!;
    });
  }

  async addPlayer(userId: string, teamId: string, input: AddTeamPlayerDto): Promise<TeamDto> {
    const name = requiredName(input.name, 'PLAYER_NAME_REQUIRED');
    return this.em.transactional(async (em) => {
      const team = await this.findTeam(em, userId, teamId, true);
      requireSkillLevel(team.gameType, input.handicap);
      if ((await em.count(TeamPlayer, { team: team.id })) >= MAX_PLAYERS_PER_TEAM)
        throw new LineupException('TEAM_FULL');
      const player = em.create(Player, { user: userId, name });
      em.persist(player);
      em.persist(
        em.create(TeamPlayer, {
          team: team.id,
          player: player.id,
          handicap: input.handicap,
          wins: input.wins ?? 0,
          losses: input.losses ?? 0,
          notes: input.notes?.trim() ?? '',
        }),
      );
      await em.flush();
      return (await this.withRosters(em, [team]))[0]!;
    });
  }

  async updatePlayer(
    userId: string,
    teamId: string,
    playerId: string,
    input: UpdateTeamPlayerDto,
  ): Promise<TeamDto> {
    return this.em.transactional(async (em) => {
      const team = await this.findTeam(em, userId, teamId);
      requireSkillLevel(team.gameType, input.handicap);
      const place = await em.findOne(TeamPlayer, { team: team.id, player: playerId });
      if (!place) throw new LineupException('PLAYER_NOT_FOUND');
      em.assign(place, {
        handicap: input.handicap,
        wins: input.wins ?? 0,
        losses: input.losses ?? 0,
        notes: input.notes?.trim() ?? '',
      });
      await em.flush();
      return (await this.withRosters(em, [team]))[0]!;
    });
  }

  async removePlayer(userId: string, teamId: string, playerId: string): Promise<TeamDto> {
    return this.em.transactional(async (em) => {
      const team = await this.findTeam(em, userId, teamId);
      const deleted = await em.nativeDelete(TeamPlayer, { team: team.id, player: playerId });
      if (deleted === 0) throw new LineupException('PLAYER_NOT_FOUND');
      await this.removeOrphans(em, [playerId]);
      return (await this.withRosters(em, [team]))[0]!;
    });
  }

  /** The caller's team `id` (locked for the transaction when `lock`); another captain's is 404. */
  private async findTeam(em: EntityManager, userId: string, id: string, lock = false): Promise<Team> {
    if (lock) await lockOwnerRows(em, 'team-players', id);
    const team = await em.findOne(Team, { id, user: userId });
    if (!team) throw new LineupException('TEAM_NOT_FOUND');
    return team;
  }

  private async requireRoomForTeam(em: EntityManager, userId: string): Promise<void> {
    await requireRoomFor(
      em,
      Team,
      'teams',
      userId,
      MAX_TEAMS_PER_USER,
      () => new LineupException('TEAM_LIMIT_REACHED'),
    );
  }

  /** Players on no team any more (their last place just went). */
  private async removeOrphans(em: EntityManager, playerIds: string[]): Promise<void> {
    if (playerIds.length === 0) return;
    const still = await em.find(TeamPlayer, { player: { $in: playerIds } }, { fields: ['player'] });
    const kept = new Set(still.map((p) => p.player));
    const orphans = playerIds.filter((id) => !kept.has(id));
    if (orphans.length > 0) await em.nativeDelete(Player, { id: { $in: orphans } });
  }

  /** Each team's places and players, in the order they were added. */
  private async rosters(
    em: EntityManager,
    teamIds: string[],
  ): Promise<{ place: TeamPlayer; player: Player }[][]> {
    const places = teamIds.length
      ? await em.find(TeamPlayer, { team: { $in: teamIds } }, { orderBy: { createdAt: 'asc', id: 'asc' } })
      : [];
    const players = places.length
      ? await em.find(Player, { id: { $in: [...new Set(places.map((p) => p.player))] } })
      : [];
    const byId = new Map(players.map((p) => [p.id, p]));
    return teamIds.map((teamId) =>
      places
        .filter((place) => place.team === teamId)
        .flatMap((place) => {
          const player = byId.get(place.player);
          return player ? [{ place, player }] : [];
        }),
    );
  }

  private async withRosters(em: EntityManager, teams: Team[]): Promise<TeamDto[]> {
    const rosters = await this.rosters(
      em,
      teams.map((t) => t.id),
    );
    return teams.map((team, i) => toDto(team, rosters[i] ?? []));
  }
}
