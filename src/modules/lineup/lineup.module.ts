import { Module } from '@nestjs/common';
import { AiModule } from '../ai/ai.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { LineupNight } from './entities/lineup-night.entity.js';
import { Player } from './entities/player.entity.js';
import { TeamPlayer } from './entities/team-player.entity.js';
import { Team } from './entities/team.entity.js';
import { LeagueRuleNotes } from './league-rule-notes.js';
import { LineupController } from './lineup.controller.js';
import { LineupNightController } from './lineup-night.controller.js';
import { LineupNightService } from './lineup-night.service.js';
import { LineupService } from './lineup.service.js';
import { OptimiserPool } from './optimiser-pool.js';
import { TeamsController } from './teams.controller.js';
import { TeamsService } from './teams.service.js';
import { TeamsUserData } from './teams-user-data.js';

/** The tables lineup owns. */
export const LINEUP_ENTITIES = [Team, Player, TeamPlayer, LineupNight];

/**
 * The Lineup Advisor: league teams, their players, the optimiser and the captain's match night; it
 * also gives the AI Pool Coach the league rules it applies.
 */
@Module({
  imports: [AuthModule, AiModule],
  controllers: [TeamsController, LineupController, LineupNightController],
  providers: [TeamsService, LineupService, TeamsUserData, OptimiserPool, LineupNightService, LeagueRuleNotes],
})
export class LineupModule {}
