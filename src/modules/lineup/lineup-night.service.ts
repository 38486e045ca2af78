import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FieldError } from '../../common/errors/app.exception.js';
import type {
  LineupNightAnswerDto,
  LineupNightDto,
  LineupNightRecord,
  LineupNightRecordDto,
} from './dto/lineup-night.dto.js';
import type { LineupTeamDto } from './dto/lineup.dto.js';
import { LineupNight } from './entities/lineup-night.entity.js';
import { LineupNightException } from './lineup-night.exception.js';

/** The ids a team's players go by, as the optimiser reads them: the id sent, else `player-<position from 1>`. */
function playerIds(team: LineupTeamDto): Set<string> {
  return new Set(team.players.map((player, i) => player.id?.trim() || `player-${i + 1}`));
}

/** The team as kept: as sent, without the players' e-mails (the screens send the owner's, unused). */
function kept(team: LineupTeamDto): LineupTeamDto {
  return { ...team, players: team.players.map(({ email: _email, ...player }) => player) };
}

/**
 * The night to keep, when it holds together: both teams play the same game, each match played pairs
 * a player of each team, nobody plays twice, and the opponent's waiting put-up is one of theirs who
 * has not played. Otherwise a 400 naming the fields.
 */
function checkedNight(input: LineupNightDto): LineupNightRecord {
  const { homeTeam, awayTeam } = input;
  if (homeTeam.gameType !== awayTeam.gameType)
    throw new LineupNightException('GAME_TYPES_DIFFER', [
      { field: 'awayTeam.gameType', message: 'must match homeTeam.gameType' },
    ]);
  const played = input.played ?? [];
  const awayIds = playerIds(awayTeam);
  const sides = [
    { key: 'ours', team: 'homeTeam', ids: playerIds(homeTeam) },
    { key: 'theirs', team: 'awayTeam', ids: awayIds },
  ] as const;
  const unknown: FieldError[] = [];
  const twice: FieldError[] = [];
  for (const { key, team, ids } of sides) {
    const seen = new Set<string>();
    played.forEach((match, i) => {
      const id = match[key];
      const field = `played[${i}].${key}`;
      if (!ids.has(id)) unknown.push({ field, message: `must be the id of a ${team} player` });
      else if (seen.has(id)) twice.push({ field, message: 'this player has played an earlier match' });
      seen.add(id);
    });
  }
  if (unknown.length > 0) throw new LineupNightException('LINEUP_NIGHT_UNKNOWN_PLAYER', unknown);
  if (twice.length > 0) throw new LineupNightException('LINEUP_NIGHT_PLAYER_TWICE', twice);

  const theirPutUp = input.theirPutUp ?? null;
  if (theirPutUp !== null) {
    if (!awayIds.has(theirPutUp))
      throw new LineupNightException('LINEUP_NIGHT_UNKNOWN_PLAYER', [
        { field: 'theirPutUp', message: 'must be the id of an awayTeam player' },
      ]);
    const match = played.findIndex((m) => m.theirs === theirPutUp);
    if (match >= 0)
      throw new LineupNightException('LINEUP_NIGHT_PUT_UP_PLAYED', [
        { field: 'theirPutUp', message: `this player played match ${match + 1}` },
      ]);
  }
  return {
    homeTeam: kept(homeTeam),
    awayTeam: kept(awayTeam),
    firstPutUp: input.firstPutUp,
    played,
    theirPutUp,
  };
}

function toDto(record: LineupNightRecord, updatedAt: Date): LineupNightRecordDto {
  return {
    homeTeam: record.homeTeam,
    awayTeam: record.awayTeam,
    firstPutUp: record.firstPutUp,
    played: record.played,
    theirPutUp: record.theirPutUp,
    updatedAt: updatedAt.toISOString(),
  };
}

/**
 * The match night a captain follows, kept on the server so it resumes after a reload or on another
 * device: one a player, every query scoped to the caller.
 */
@Injectable()
export class LineupNightService {
  constructor(private readonly em: EntityManager) {}

  async get(userId: string): Promise<LineupNightAnswerDto> {
    const night = await this.em.findOne(LineupNight, { user: userId });
    return { night: night ? toDto(night.record, night.updatedAt) : null };
  }

  /**
   * Keeps the night in place of the caller's previous one. One statement (the unique user_id decides
   * between two saves at once: the later one is kept).
   */
  async save(userId: string, input: LineupNightDto): Promise<LineupNightRecordDto> {
    const record = checkedNight(input);
    const now = new Date();
    await this.em.upsert(
      LineupNight,
      { id: randomUUID(), user: userId, record, createdAt: now, updatedAt: now },
      {
        onConflictFields: ['user'],
        onConflictAction: 'merge',
        onConflictMergeFields: ['record', 'updatedAt'],
      },
    );
    return toDto(record, now);
  }

  /** Forgets the caller's night; none kept is fine. */
  async clear(userId: string): Promise<void> {
    await this.em.nativeDelete(LineupNight, { user: userId });
  }
}
