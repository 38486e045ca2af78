/**
 * The Lineup Advisor's rules on the page: placeholder teams, the team and player fields as the
 * forms read them (the 23 fallback, the defaults, the skill-level ranges), the team sent to the
 * advisor as shown on screen, and how odds and races read.
 */
import type { GameType, LineupAnswer, LineupTeam, Race, SeniorRuleFields, Team } from '../../api/lineup';

/** The two panels: your team (home) and the opponent team (away). */
export type Side = 'home' | 'away';

export const GAME_TYPES: readonly GameType[] = ['8-ball', '9-ball'];

/** The skill-level cap of the five who play a night when the field cannot be read (the 23 rule). */
export const DEFAULT_MAX_HANDICAP_SUM = 23;
/** The server's bounds of the cap. */
export const MIN_MAX_HANDICAP_SUM = 1;
export const MAX_MAX_HANDICAP_SUM = 100;

export const MIN_PLAYERS = 5;
export { MAX_PLAYERS_PER_TEAM } from '../../../../shared/limits';
export const TEAM_FULL = 'A team has at most 12 players.';

/** The standard senior rule: at most two seniors, SL 6+ in 8-ball and SL 7+ in 9-ball. */
export const STANDARD_SENIOR_LEVEL: Readonly<Record<GameType, number>> = { '8-ball': 6, '9-ball': 7 };
export const DEFAULT_MAX_SENIORS = 2;
/** The server's bounds of how many seniors may play. */
export const MIN_MAX_SENIORS = 0;
export const MAX_MAX_SENIORS = 4;

/** A new player's fields: skill level 3, no record, no notes. */
export const PLAYER_DEFAULTS = { handicap: 3, wins: 0, losses: 0, notes: '' } as const;

export const SKILL_LEVELS: Readonly<Record<GameType, { min: number; max: number }>> = {
  '8-ball': { min: 2, max: 7 },
  '9-ball': { min: 1, max: 9 },
};

/** The server's words for a skill level outside the game's range. */
export function skillLevelMessage(gameType: GameType): string {
  const { min, max } = SKILL_LEVELS[gameType];
  return `In ${gameType} a skill level is from ${min} to ${max}.`;
}

export function fitsGame(gameType: GameType, handicap: number): boolean {
  const { min, max } = SKILL_LEVELS[gameType];
  return Number.isInteger(handicap) && handicap >= min && handicap <= max;
}

/**
 * The max handicap sum as typed: a whole number from 1 (and at most the server's 100); a value that
 * does not parse as a number (empty, text) falls back to 23.
 */
export function parseMaxHandicapSum(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value.trim());
  if (!Number.isFinite(n)) return DEFAULT_MAX_HANDICAP_SUM;
  return Math.min(MAX_MAX_HANDICAP_SUM, Math.max(MIN_MAX_HANDICAP_SUM, Math.round(n)));
}

/**
 * The senior level as typed: empty or unreadable is null (the game's standard); otherwise a whole
 * number kept within the game's skill levels.
 */
export function parseSeniorSkillLevel(value: string | number | null, gameType: GameType): number | null {
  if (value === null) return null;
  const n = typeof value === 'number' ? value : Number.parseFloat(value.trim());
  if (!Number.isFinite(n)) return null;
  const { min, max } = SKILL_LEVELS[gameType];
  return Math.min(max, Math.max(min, Math.round(n)));
}

/** How many seniors may play, as typed: a whole number from 0 to 4; unreadable is 2. */
export function parseMaxSeniors(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value.trim());
  if (!Number.isFinite(n)) return DEFAULT_MAX_SENIORS;
  return Math.min(MAX_MAX_SENIORS, Math.max(MIN_MAX_SENIORS, Math.round(n)));
}

/** The senior rule in words: 'at most 2 of SL 6+' or 'no senior rule'. */
export function seniorRuleLabel(gameType: GameType, fields: SeniorRuleFields): string {
  if (!fields.seniorRule) return 'no senior rule';
  const level = fields.seniorSkillLevel ?? STANDARD_SENIOR_LEVEL[gameType];
  return `at most ${fields.maxSeniors} of SL ${level}+`;
}

/** Wins or losses as typed: a whole number ≥ 0; empty or unreadable is 0. */
export function parseCount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value.trim());
  return Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0;
}

/** A skill level as typed: a whole number, or NaN when the field is empty or unreadable. */
export function parseSkillLevel(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value.trim());
  return Number.isInteger(n) ? n : Number.NaN;
}

/** A player as a panel lists them: saved (with the server's id) or kept on the page (no id yet). */
export interface ScreenPlayer {
  /** Stable within the page: the saved id, or a local one. */
  key: string;
  id?: string;
  name: string;
  handicap: number;
  wins: number;
  losses: number;
  notes: string;
}

/** The team form's values, as typed (the cap may be any text until it is read). */
export interface TeamForm {
  name: string;
  gameType: GameType;
  maxHandicapSum: string | number;
  seniorRule: boolean;
  /** Empty: the game's standard senior level. */
  seniorSkillLevel: string | number;
  maxSeniors: string | number;
}

/** A team as a panel shows it: a saved team, or the placeholder 'home' / 'away' with its local players. */
export interface ScreenTeam {
  id: string;
  saved: boolean;
  name: string;
  gameType: GameType;
  maxHandicapSum: number;
  senior: SeniorRuleFields;
  players: ScreenPlayer[];
}

/** One panel: the saved team it shows (null: the placeholder), the form, the placeholder's players. */
export interface PanelState {
  savedId: string | null;
  form: TeamForm;
  draftPlayers: ScreenPlayer[];
}

const PLACEHOLDER_NAMES: Readonly<Record<Side, string>> = { home: 'Home Team', away: 'Away Team' };

/** A panel as the page starts it, and as it returns after its team is deleted: the placeholder. */
export function placeholderPanel(side: Side): PanelState {
  return {
    savedId: null,
    form: {
      name: PLACEHOLDER_NAMES[side],
      gameType: '8-ball',
      maxHandicapSum: DEFAULT_MAX_HANDICAP_SUM,
      seniorRule: true,
      seniorSkillLevel: '',
      maxSeniors: DEFAULT_MAX_SENIORS,
    },
    draftPlayers: [],
  };
}

/** A panel showing a saved team. */
export function savedPanel(team: Team): PanelState {
  return {
    savedId: team.id,
    form: {
      name: team.name,
      gameType: team.gameType,
      maxHandicapSum: team.maxHandicapSum,
      seniorRule: team.seniorRule,
      seniorSkillLevel: team.seniorSkillLevel ?? '',
      maxSeniors: team.maxSeniors,
    },
    draftPlayers: [],
  };
}

/** The senior rule as the form reads it. */
export function formSeniorRule(form: TeamForm): SeniorRuleFields {
  return {
    seniorRule: form.seniorRule,
    seniorSkillLevel: parseSeniorSkillLevel(form.seniorSkillLevel, form.gameType),
    maxSeniors: parseMaxSeniors(form.maxSeniors),
  };
}

/** The team a panel shows: the form's values over the saved team, or the placeholder's. */
export function screenTeam(side: Side, panel: PanelState, saved: Team | undefined): ScreenTeam {
  const fields = {
    name: panel.form.name,
    gameType: panel.form.gameType,
    maxHandicapSum: parseMaxHandicapSum(panel.form.maxHandicapSum),
    senior: formSeniorRule(panel.form),
  };
  if (panel.savedId === null) return { id: side, saved: false, ...fields, players: panel.draftPlayers };
  return {
    id: panel.savedId,
    saved: true,
    ...fields,
    players: (saved?.players ?? []).map((p) => ({ key: p.id, ...p })),
  };
}

/** Whether the form differs from the saved team (a placeholder is never "changed": it is unsaved). */
export function formChanged(form: TeamForm, saved: Team | undefined): boolean {
  if (!saved) return false;
  const senior = formSeniorRule(form);
  return (
    form.name.trim() !== saved.name ||
    form.gameType !== saved.gameType ||
    parseMaxHandicapSum(form.maxHandicapSum) !== saved.maxHandicapSum ||
    senior.seniorRule !== saved.seniorRule ||
    senior.seniorSkillLevel !== saved.seniorSkillLevel ||
    senior.maxSeniors !== saved.maxSeniors
  );
}

/** The players whose skill level does not fit `gameType`, in the server's words; null if none. */
export function gameTypeConflict(gameType: GameType, players: readonly ScreenPlayer[]): string | null {
  const misfits = players.filter((p) => !fitsGame(gameType, p.handicap));
  if (misfits.length === 0) return null;
  const list = misfits.map((p) => `${p.name} (SL ${p.handicap})`).join(', ');
  return `These players' skill levels do not fit ${gameType}: ${list}. Change them first.`;
}

/** A team as the advisor reads it: what the panel shows, players without ids when not saved yet. */
export function toLineupTeam(team: ScreenTeam): LineupTeam {
  return {
    id: team.id,
    name: team.name.trim() || PLACEHOLDER_NAMES[team.id === 'away' ? 'away' : 'home'],
    gameType: team.gameType,
    maxHandicapSum: team.maxHandicapSum,
    ...team.senior,
    players: team.players.map(({ id, name, handicap, wins, losses, notes }) => ({
      ...(id ? { id } : {}),
      name,
      handicap,
      wins,
      losses,
      notes,
    })),
  };
}

/** A probability as a whole percentage: 0.624 → '62%'. */
export function formatPercent(probability: number): string {
  return `${Math.round(probability * 100)}%`;
}

/** Expected matches won, to two decimals: '2.84'. */
export function formatExpected(matches: number): string {
  return matches.toFixed(2);
}

/** Team points, to two decimals: '7.08'. */
export function formatPoints(points: number): string {
  return points.toFixed(2);
}

/** A race, ours first: 'race 3–4 games' (8-ball) or 'race 31–38 points' (9-ball). */
export function formatRace(race: Race, unit: 'games' | 'points'): string {
  return `race ${race.ours}–${race.theirs} ${unit}`;
}

/** A player's record: '7–3'. */
export function formatRecord(wins: number, losses: number): string {
  return `${wins}–${losses}`;
}

/**
 * The suggestion card's heading: 'Configuration Required' when the text says it couldn't be
 * generated or reports an error, else who wrote it.
 */
export function suggestionHeading(answer: Pick<LineupAnswer, 'suggestion' | 'writtenBy'>): string {
  const text = answer.suggestion;
  if (
    /(couldn['’]t|could not) be generated/i.test(text) ||
    text.includes('Sorry, there was an error') ||
    !text.trim()
  )
    return 'Configuration Required';
  return answer.writtenBy === 'ai' ? 'AI Lineup Suggestion' : 'Lineup Suggestions';
}

/** The bar colour of a win chance: good from 55%, close from 45%, hard below. */
export function oddsColor(probability: number): 'teal' | 'yellow' | 'red' {
  if (probability >= 0.55) return 'teal';
  if (probability >= 0.45) return 'yellow';
  return 'red';
}

/** A local key for a player not saved yet. */
let nextKey = 0;
export function localPlayerKey(): string {
  nextKey += 1;
  return `local-${nextKey}`;
}
