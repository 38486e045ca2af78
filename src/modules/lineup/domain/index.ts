/** Public surface of the teams domain: the Lineup Advisor's pure optimiser and its words. */
export * from './lineup.types.js';
export {
  EIGHT_BALL_RACE_CHART,
  NINE_BALL_POINTS,
  SKILL_LEVEL_RANGES,
  isSkillLevel,
  raceFor,
  type SkillLevelRange,
} from './apa-races.js';
export { LINEUP_SIZE, MAX_SENIORS, SENIOR_SKILL_LEVEL, isLegalLineup, legalLineups } from './legality.js';
export {
  LineupInputError,
  MAX_ROSTER_SIZE,
  MIN_ROSTER_SIZE,
  assertLineupInput,
  type LineupInputErrorCode,
} from './lineup-input.js';
export { ALTERNATE_MODELS, DEFAULT_MODEL, pairingOdds, ratePlayer, type MatchModel } from './match-odds.js';
export { optimiseLineup, type LineupOptions } from './lineup-optimiser.js';
export { assertNightInput, type NightInput } from './lineup-input.js';
export { lineupSummaryText, literalNames } from './lineup-text.js';
export {
  EIGHT_BALL_TEAM_POINTS,
  NINE_BALL_MATCH_POINTS,
  NINE_BALL_MATCH_TOTAL,
  eightBallTeamPoints,
  expectedEightBallTeamPoints,
  expectedNineBallTeamPoints,
  expectedTeamPoints,
  nineBallLoserPoints,
  nineBallTeamPoints,
  raceScoreDistribution,
  type EightBallResult,
  type NineBallResult,
  type ScoreLine,
  type TeamPoints,
} from './team-points.js';
