import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { AppException } from '../../common/errors/app.exception.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { CHAT_PROVIDER, type ChatProvider } from '../ai/index.js';
import { ANNUAL_PLAN } from '../billing/index.js';
import {
  assertLineupInput,
  assertNightInput,
  LineupInputError,
  lineupSummaryText,
  literalNames,
  type LineupAnalysis,
  type LineupTeam,
  type Side,
} from './domain/index.js';
import type { LineupAnswerDto, LineupRequestDto, LineupTeamDto } from './dto/lineup.dto.js';
import { LineupException } from './lineup.exception.js';
import { seniorRuleFields, seniorRuleOf } from './teams-rules.js';
import { OptimiserPool } from './optimiser-pool.js';

/** Suggestions a captain may ask for a minute (each may reach a paid LLM). */
export const LINEUP_RATE_LIMIT = { limit: 20, windowSeconds: 60 };

/** The warning shown above the template text when the AI provider could not write the suggestion. */
export const AI_WRITER_FAILED =
  'The AI writer is not available right now, so this is the computed suggestion without its commentary.';

/** The search ran out of its time budget (LINEUP_TIME_BUDGET_MS): a 503 that says so. */
export function timedOut(budgetMs: number): AppException {
  const seconds = budgetMs >= 1000 ? `${Math.round(budgetMs / 100) / 10} s` : `${budgetMs} ms`;
  return new AppException(
    'LINEUP_TIMED_OUT',
    HttpStatus.SERVICE_UNAVAILABLE,
    `The lineup search did not finish within its ${seconds} time limit, so there is no suggestion this time. ` +
      'Please try again in a moment.',
  );
}

/**
 * A team as shown on screen, as the optimiser reads it (a player without an id gets one by position;
 * a senior rule left out is the standard one).
 */
function toLineupTeam(team: LineupTeamDto, field: 'homeTeam' | 'awayTeam'): LineupTeam {
  return {
    name: team.name.trim() || 'Team',
    gameType: team.gameType,
    maxHandicapSum: team.maxHandicapSum,
    seniorRule: seniorRuleOf(
      team.gameType,
      seniorRuleFields(team.gameType, team, undefined, `${field}.seniorSkillLevel`),
    ),
    players: team.players.map((player, i) => ({
      id: player.id?.trim() || `player-${i + 1}`,
      name: player.name.trim() || `Player ${i + 1}`,
      skillLevel: player.handicap,
      wins: player.wins ?? 0,
      losses: player.losses ?? 0,
    })),
  };
}

/** The optimiser's refusal as a 400: the spec's words for a short roster, the domain's otherwise. */
function refusal(error: LineupInputError): AppException {
  const field = error.side === 'us' ? 'homeTeam' : 'awayTeam';
  if (error.code === 'TOO_FEW_PLAYERS')
    return new LineupException(error.side === 'us' ? 'HOME_TEAM_TOO_SMALL' : 'AWAY_TEAM_TOO_SMALL', [
      { field: `${field}.players`, message: 'must hold at least 5 players' },
    ]);
  if (error.code === 'GAME_TYPE_MISMATCH')
    return new LineupException('GAME_TYPES_DIFFER', [
      { field: 'awayTeam.gameType', message: 'must match homeTeam' },
    ]);
  return new AppException(`LINEUP_${error.code}`, HttpStatus.BAD_REQUEST, error.message, [
    { field: error.field ?? field, message: error.message },
  ]);
}

/**
 * The Lineup Advisor: the exact optimiser's answer (on the optimiser pool's threads) for two teams as
 * shown on screen, saved or not, with its text — the template, or written by the configured AI
 * provider from the same numbers. When the provider fails, the template text comes with `error`.
 */
@Injectable()
export class LineupService {
  private readonly logger = new Logger('LineupAdvisor');

  constructor(
    @Inject(CHAT_PROVIDER) private readonly writer: ChatProvider,
    private readonly rateLimiter: RateLimiter,
    @InjectConfig() private readonly config: AppConfig,
    private readonly optimiser: OptimiserPool,
  ) {}

  async suggest(userId: string, input: LineupRequestDto): Promise<LineupAnswerDto> {
    const ours = toLineupTeam(input.homeTeam, 'homeTeam');
    const theirs = toLineupTeam(input.awayTeam, 'awayTeam');
    const firstPutUp: Side = input.firstPutUp ?? 'opponent';
    const night = { firstPutUp, played: input.played, theirPutUp: input.theirPutUp };
    try {
      assertLineupInput(ours, theirs);
      assertNightInput(ours, theirs, night);
    } catch (error) {
      if (error instanceof LineupInputError) throw refusal(error);
      throw error;
    }
    // before the search: it is the expensive part (up to seconds of a core for two rosters of 12)
    await this.rateLimiter.hit(LINEUP_RATE_LIMIT, `lineup:${userId}`);
    // on a worker thread, within the time budget: the event loop stays free for other requests
    const result = await this.optimiser.optimise(ours, theirs, night);
    if (result.cutShort) {
      this.logger.warn(`A lineup search was cut short after ${result.statesVisited} states`);
      throw timedOut(this.config.lineupTimeBudgetMs);
    }
    const analysis: LineupAnalysis = result.analysis;
    const template = lineupSummaryText(analysis, { ours, theirs });
    if (this.writer.kind === 'built-in') return { suggestion: template, writtenBy: 'template', analysis };
    try {
      const { response } = await this.writer.answer({
        tab: 'lineup',
        message: `Write the lineup suggestion for ${ours.name} against ${theirs.name}.`,
        history: [],
        passages: [],
        facts: `${template}\n\nThe numbers as data:\n${JSON.stringify({
          night: analysis.night,
          decision: analysis.decision,
          line: analysis.line,
          expectedTeamPoints: analysis.expectedTeamPoints,
          expectedMatchesWon: analysis.expectedMatchesWon,
          nightWinProbability: analysis.nightWinProbability,
          legalLineups: analysis.legalLineups,
        })}`,
        product: { name: this.config.appName, priceLabel: ANNUAL_PLAN.label, trialDays: 0 },
      });
      // the writer may repeat a name as typed: names are plain text, never Markdown
      const names = [ours, theirs].flatMap((team) => [team.name, ...team.players.map((p) => p.name)]);
      return { suggestion: literalNames(response, names), writtenBy: 'ai', analysis };
    } catch (error) {
      this.logger.warn(`The AI writer failed: ${error instanceof Error ? error.message : String(error)}`);
      return { suggestion: template, error: AI_WRITER_FAILED, writtenBy: 'template', analysis };
    }
  }
}
