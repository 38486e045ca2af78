import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiErrorDto } from '../../common/errors/api-error.dto.js';
import { UuidParam } from '../../common/http/uuid-param.pipe.js';
import { Authenticated, CurrentUser, type AuthUser } from '../auth/index.js';
import {
  AddTeamPlayerDto,
  CreateTeamDto,
  ListTeamsQueryDto,
  TeamDto,
  UpdateTeamDto,
  UpdateTeamPlayerDto,
} from './dto/team.dto.js';
import { TeamsService } from './teams.service.js';

const TEAM_RULES =
  'TEAM_NAME_REQUIRED, VALIDATION_FAILED (gameType 8-ball or 9-ball; maxHandicapSum a whole number from 1 to 100; ' +
  'name up to 100 characters; seniorRule true or false; seniorSkillLevel a whole number or null; maxSeniors 0–4), ' +
  'SKILL_LEVEL_8_BALL or SKILL_LEVEL_9_BALL (seniorSkillLevel not a skill level of the game)';
const PLAYER_RULES =
  'PLAYER_NAME_REQUIRED, SKILL_LEVEL_8_BALL (2–7) or SKILL_LEVEL_9_BALL (1–9), VALIDATION_FAILED (wins and losses ' +
  'whole numbers ≥ 0; notes up to 1,000 characters)';
const NOT_YOURS = 'TEAM_NOT_FOUND: not one of your teams';

/** The captain's saved teams and their players (Lineup Advisor). Another captain's answers 404. */
@Authenticated()
@ApiTags('lineup')
@Controller('me/teams')
export class TeamsController {
  constructor(private readonly teams: TeamsService) {}

  @Get()
  @ApiOperation({
    summary: 'Your teams with their players, oldest first; `opponent` picks own or opponent teams',
  })
  @ApiOkResponse({ type: [TeamDto] })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: 'VALIDATION_FAILED: opponent is not true or false',
  })
  listTeams(@CurrentUser() user: AuthUser, @Query() query: ListTeamsQueryDto): Promise<TeamDto[]> {
    return this.teams.list(user.id, query.opponent);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One of your teams with its players' })
  @ApiOkResponse({ type: TeamDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_YOURS })
  getTeam(@CurrentUser() user: AuthUser, @Param('id', UuidParam()) id: string): Promise<TeamDto> {
    return this.teams.get(user.id, id);
  }

  @Post()
  @ApiOperation({ summary: 'Save a team (at most 100 a captain)' })
  @ApiCreatedResponse({ type: TeamDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${TEAM_RULES}, TEAM_LIMIT_REACHED` })
  createTeam(@CurrentUser() user: AuthUser, @Body() body: CreateTeamDto): Promise<TeamDto> {
    return this.teams.create(user.id, body);
  }

  @Put(':id')
  @ApiOperation({
    summary:
      'Change a team’s name, game type and cap (a game type that leaves a player’s level out of range: 400)',
  })
  @ApiOkResponse({ type: TeamDto })
  @ApiBadRequestResponse({
    type: ApiErrorDto,
    description: `${TEAM_RULES}, GAME_TYPE_CONFLICT (names the players)`,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_YOURS })
  updateTeam(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidParam()) id: string,
    @Body() body: UpdateTeamDto,
  ): Promise<TeamDto> {
    return this.teams.update(user.id, id, body);
  }

  @Delete(':id')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({ summary: 'Delete a team (its players go with it unless another team holds them)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_YOURS })
  deleteTeam(@CurrentUser() user: AuthUser, @Param('id', UuidParam()) id: string): Promise<void> {
    return this.teams.remove(user.id, id);
  }

  @Post(':id/duplicate')
  @ApiOperation({ summary: 'Copy a team as "<name> (Copy)" with the same players, in one transaction' })
  @ApiCreatedResponse({ type: TeamDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'TEAM_LIMIT_REACHED' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_YOURS })
  duplicateTeam(@CurrentUser() user: AuthUser, @Param('id', UuidParam()) id: string): Promise<TeamDto> {
    return this.teams.duplicate(user.id, id);
  }

  @Post(':id/players')
  @ApiOperation({ summary: 'Add a player to a team (at most 12); answers the team' })
  @ApiCreatedResponse({ type: TeamDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: `${PLAYER_RULES}, TEAM_FULL` })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: NOT_YOURS })
  addTeamPlayer(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidParam()) id: string,
    @Body() body: AddTeamPlayerDto,
  ): Promise<TeamDto> {
    return this.teams.addPlayer(user.id, id, body);
  }

  @Put(':id/players/:playerId')
  @ApiOperation({ summary: 'Change a player’s skill level, wins, losses and notes on a team (not the name)' })
  @ApiOkResponse({ type: TeamDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: PLAYER_RULES })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `${NOT_YOURS}; PLAYER_NOT_FOUND` })
  updateTeamPlayer(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidParam()) id: string,
    @Param('playerId', UuidParam('playerId')) playerId: string,
    @Body() body: UpdateTeamPlayerDto,
  ): Promise<TeamDto> {
    return this.teams.updatePlayer(user.id, id, playerId, body);
  }

  @Delete(':id/players/:playerId')
  @ApiOperation({ summary: 'Remove a player from a team; answers the team' })
  @ApiOkResponse({ type: TeamDto })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `${NOT_YOURS}; PLAYER_NOT_FOUND` })
  removeTeamPlayer(
    @CurrentUser() user: AuthUser,
    @Param('id', UuidParam()) id: string,
    @Param('playerId', UuidParam('playerId')) playerId: string,
  ): Promise<TeamDto> {
    return this.teams.removePlayer(user.id, id, playerId);
  }
}
