import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  OwnsUserData,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { LineupNight } from './entities/lineup-night.entity.js';
import { Player } from './entities/player.entity.js';
import { TeamPlayer } from './entities/team-player.entity.js';
import { Team } from './entities/team.entity.js';

/**
 * A captain's teams, players and match night: app data, gone with either deletion. team_players has
 * no user column: its rows go with their team (and player) by foreign key.
 */
@Injectable()
@OwnsUserData()
export class TeamsUserData implements UserDataOwner {
  readonly userTables = [
    { table: 'teams', kind: 'data' },
    { table: 'players', kind: 'data' },
    { table: 'lineup_nights', kind: 'data' },
  ] as const;

  async erase(userId: string, _scope: ErasureScope, em: EntityManager): Promise<void> {
    await em.nativeDelete(Team, { user: userId });
    await em.nativeDelete(Player, { user: userId });
    await em.nativeDelete(LineupNight, { user: userId });
  }

  async exportSections(userId: string, em: EntityManager): Promise<ExportSection[]> {
    // at most 100 teams of 12 players
    const [teams, players, night] = await Promise.all([
      em.find(Team, { user: userId }, { orderBy: { createdAt: 'asc' } }),
      em.find(Player, { user: userId }, { orderBy: { createdAt: 'asc' } }),
      em.findOne(LineupNight, { user: userId }),
    ]);
    const names = new Map(players.map((player) => [player.id, player.name]));
    const rosters = teams.length
      ? await em.find(
          TeamPlayer,
          { team: { $in: teams.map((team) => team.id) } },
          { orderBy: { createdAt: 'asc' } },
        )
      : [];
    return [
      {
        name: 'teams',
        value: teams.map((team) => ({
          id: team.id,
          name: team.name,
          gameType: team.gameType,
          maxHandicapSum: team.maxHandicapSum,
          seniorRule: team.seniorRule,
          seniorSkillLevel: team.seniorSkillLevel,
          maxSeniors: team.maxSeniors,
          isOpponent: team.isOpponent,
          createdAt: team.createdAt,
          players: rosters
            .filter((row) => row.team === team.id)
            .map((row) => ({
              playerId: row.player,
              name: names.get(row.player) ?? null,
              skillLevel: row.handicap,
              wins: row.wins,
              losses: row.losses,
              notes: row.notes,
            })),
        })),
      },
      { name: 'players', value: players.map((player) => ({ id: player.id, name: player.name })) },
      {
        name: 'lineupNight',
        value: night && { ...night.record, createdAt: night.createdAt, updatedAt: night.updatedAt },
      },
    ];
  }
}
