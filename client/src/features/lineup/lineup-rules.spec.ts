import { describe, expect, it } from '@jest/globals';
import type { Team } from '../../api/lineup';
import {
  DEFAULT_MAX_HANDICAP_SUM,
  fitsGame,
  formatExpected,
  formatPercent,
  formatPoints,
  formatRace,
  formatRecord,
  formChanged,
  gameTypeConflict,
  oddsColor,
  parseCount,
  parseMaxHandicapSum,
  parseMaxSeniors,
  parseSeniorSkillLevel,
  parseSkillLevel,
  placeholderPanel,
  PLAYER_DEFAULTS,
  savedPanel,
  screenTeam,
  seniorRuleLabel,
  skillLevelMessage,
  suggestionHeading,
  toLineupTeam,
  type ScreenPlayer,
} from './lineup-rules';

const player = (name: string, handicap: number, extra: Partial<ScreenPlayer> = {}): ScreenPlayer => ({
  key: `local-${name}`,
  name,
  handicap,
  wins: 0,
  losses: 0,
  notes: '',
  ...extra,
});

const saved: Team = {
  id: '6f1c2b1e-7c1a-4d59-9a57-0f3f7d3c1a10',
  name: 'Chalk Dust',
  gameType: '8-ball',
  maxHandicapSum: 23,
  seniorRule: true,
  seniorSkillLevel: null,
  maxSeniors: 2,
  isOpponent: false,
  players: [{ id: 'p1', name: 'Sam', handicap: 5, wins: 7, losses: 3, notes: 'breaks well' }],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('parseMaxHandicapSum', () => {
  it('falls back to 23 for a value that does not parse', () => {
    for (const value of ['', '   ', 'abc', 'NaN', Number.NaN, Number.POSITIVE_INFINITY])
      expect(parseMaxHandicapSum(value)).toBe(DEFAULT_MAX_HANDICAP_SUM);
    expect(DEFAULT_MAX_HANDICAP_SUM).toBe(23);
  });

  it('reads numbers and numeric text as whole numbers', () => {
    expect(parseMaxHandicapSum(19)).toBe(19);
    expect(parseMaxHandicapSum('25')).toBe(25);
    expect(parseMaxHandicapSum(' 21 ')).toBe(21);
    expect(parseMaxHandicapSum('22.6')).toBe(23);
  });

  it('keeps the minimum 1 and the server’s maximum 100', () => {
    expect(parseMaxHandicapSum(0)).toBe(1);
    expect(parseMaxHandicapSum('-4')).toBe(1);
    expect(parseMaxHandicapSum(250)).toBe(100);
  });
});

describe('player fields', () => {
  it('starts a new player at skill level 3 with no record', () => {
    expect(PLAYER_DEFAULTS).toEqual({ handicap: 3, wins: 0, losses: 0, notes: '' });
  });

  it('reads wins and losses as whole numbers ≥ 0, empty as 0', () => {
    expect(parseCount('')).toBe(0);
    expect(parseCount('7')).toBe(7);
    expect(parseCount(4.9)).toBe(4);
    expect(parseCount(-2)).toBe(0);
  });

  it('reads a skill level only when it is a whole number', () => {
    expect(parseSkillLevel('5')).toBe(5);
    expect(parseSkillLevel(4)).toBe(4);
    expect(parseSkillLevel('')).toBeNaN();
    expect(parseSkillLevel('4.5')).toBeNaN();
  });

  it('knows the skill-level range of each game, in the server’s words', () => {
    expect([1, 2, 7, 8].map((sl) => fitsGame('8-ball', sl))).toEqual([false, true, true, false]);
    expect([0, 1, 9, 10].map((sl) => fitsGame('9-ball', sl))).toEqual([false, true, true, false]);
    expect(fitsGame('9-ball', Number.NaN)).toBe(false);
    expect(skillLevelMessage('8-ball')).toBe('In 8-ball a skill level is from 2 to 7.');
    expect(skillLevelMessage('9-ball')).toBe('In 9-ball a skill level is from 1 to 9.');
  });

  it('names the players a game type change would leave out of range', () => {
    const players = [player('Ann', 1), player('Bo', 4), player('Cy', 9)];
    expect(gameTypeConflict('9-ball', players)).toBeNull();
    expect(gameTypeConflict('8-ball', players)).toBe(
      "These players' skill levels do not fit 8-ball: Ann (SL 1), Cy (SL 9). Change them first.",
    );
  });
});

describe('placeholder and saved panels', () => {
  it('starts each side as its placeholder team, 8-ball with a cap of 23 and no players', () => {
    for (const side of ['home', 'away'] as const) {
      const team = screenTeam(side, placeholderPanel(side), undefined);
      expect(team).toMatchObject({
        id: side,
        saved: false,
        gameType: '8-ball',
        maxHandicapSum: 23,
        players: [],
      });
    }
  });

  it('shows the placeholder’s players kept on the page and the form’s values as read', () => {
    const panel = {
      ...placeholderPanel('away'),
      form: {
        ...placeholderPanel('away').form,
        name: 'Rack Pack',
        gameType: '9-ball' as const,
        maxHandicapSum: '',
      },
      draftPlayers: [player('Ann', 6)],
    };
    expect(screenTeam('away', panel, undefined)).toEqual({
      id: 'away',
      saved: false,
      name: 'Rack Pack',
      gameType: '9-ball',
      maxHandicapSum: 23,
      senior: { seniorRule: true, seniorSkillLevel: null, maxSeniors: 2 },
      players: [player('Ann', 6)],
    });
  });

  it('shows a saved team’s players from the server, under the form’s values', () => {
    const panel = savedPanel(saved);
    expect(panel.savedId).toBe(saved.id);
    const team = screenTeam('home', { ...panel, form: { ...panel.form, maxHandicapSum: 19 } }, saved);
    expect(team).toMatchObject({ id: saved.id, saved: true, name: 'Chalk Dust', maxHandicapSum: 19 });
    expect(team.players).toEqual([{ key: 'p1', ...saved.players[0] }]);
  });

  it('tells a changed form from the saved team', () => {
    const { form } = savedPanel(saved);
    expect(formChanged(form, saved)).toBe(false);
    expect(formChanged({ ...form, name: ' Chalk Dust ' }, saved)).toBe(false);
    expect(formChanged({ ...form, maxHandicapSum: '25' }, saved)).toBe(true);
    expect(formChanged({ ...form, gameType: '9-ball' }, saved)).toBe(true);
    expect(formChanged(form, undefined)).toBe(false);
  });

  it('sends a team as shown: ids only for saved players, a name even when the field is empty', () => {
    const panel = { ...placeholderPanel('home'), draftPlayers: [player('Ann', 4, { wins: 2, losses: 1 })] };
    expect(toLineupTeam(screenTeam('home', panel, undefined))).toEqual({
      id: 'home',
      name: 'Home Team',
      gameType: '8-ball',
      maxHandicapSum: 23,
      seniorRule: true,
      seniorSkillLevel: null,
      maxSeniors: 2,
      players: [{ name: 'Ann', handicap: 4, wins: 2, losses: 1, notes: '' }],
    });
    const blank = { ...placeholderPanel('away'), form: { ...placeholderPanel('away').form, name: '  ' } };
    expect(toLineupTeam(screenTeam('away', blank, undefined)).name).toBe('Away Team');
    expect(toLineupTeam(screenTeam('home', savedPanel(saved), saved)).players).toEqual([
      { id: 'p1', name: 'Sam', handicap: 5, wins: 7, losses: 3, notes: 'breaks well' },
    ]);
  });
});

describe('formatting', () => {
  it('writes odds as whole percentages', () => {
    expect(formatPercent(0.624)).toBe('62%');
    expect(formatPercent(0.5)).toBe('50%');
    expect(formatPercent(0)).toBe('0%');
    expect(formatPercent(1)).toBe('100%');
  });

  it('writes races ours first, in games for 8-ball and points for 9-ball', () => {
    expect(formatRace({ ours: 3, theirs: 4 }, 'games')).toBe('race 3–4 games');
    expect(formatRace({ ours: 31, theirs: 38 }, 'points')).toBe('race 31–38 points');
  });

  it('writes records, expected wins and players', () => {
    expect(formatRecord(7, 3)).toBe('7–3');
    expect(formatExpected(2.8361)).toBe('2.84');
    expect(formatPoints(7.0751)).toBe('7.08');
  });

  it('colours a win chance by how good it is', () => {
    expect(oddsColor(0.7)).toBe('teal');
    expect(oddsColor(0.55)).toBe('teal');
    expect(oddsColor(0.5)).toBe('yellow');
    expect(oddsColor(0.44)).toBe('red');
  });
});

describe("a team's senior rule", () => {
  it('reads the senior level (empty: the game’s standard) and the count as typed', () => {
    expect(parseSeniorSkillLevel('', '8-ball')).toBeNull();
    expect(parseSeniorSkillLevel('abc', '9-ball')).toBeNull();
    expect(parseSeniorSkillLevel('5', '8-ball')).toBe(5);
    expect(parseSeniorSkillLevel(9, '8-ball')).toBe(7);
    expect(parseSeniorSkillLevel(0, '9-ball')).toBe(1);
    expect(parseMaxSeniors('')).toBe(2);
    expect(parseMaxSeniors('1')).toBe(1);
    expect(parseMaxSeniors(9)).toBe(4);
    expect(parseMaxSeniors(-3)).toBe(0);
  });

  it('is saved, changed, sent and described with the team', () => {
    const { form } = savedPanel({ ...saved, seniorSkillLevel: 5, maxSeniors: 1 });
    expect(form).toMatchObject({ seniorRule: true, seniorSkillLevel: 5, maxSeniors: 1 });
    expect(formChanged(savedPanel(saved).form, saved)).toBe(false);
    expect(formChanged({ ...savedPanel(saved).form, seniorRule: false }, saved)).toBe(true);
    expect(formChanged({ ...savedPanel(saved).form, seniorSkillLevel: '6' }, saved)).toBe(true);
    expect(formChanged({ ...savedPanel(saved).form, maxSeniors: '3' }, saved)).toBe(true);
    const panel = {
      ...placeholderPanel('home'),
      form: { ...placeholderPanel('home').form, seniorRule: false },
    };
    expect(toLineupTeam(screenTeam('home', panel, undefined))).toMatchObject({
      seniorRule: false,
      seniorSkillLevel: null,
      maxSeniors: 2,
    });
    expect(seniorRuleLabel('9-ball', { seniorRule: true, seniorSkillLevel: null, maxSeniors: 2 })).toBe(
      'at most 2 of SL 7+',
    );
    expect(seniorRuleLabel('8-ball', { seniorRule: false, seniorSkillLevel: 5, maxSeniors: 1 })).toBe(
      'no senior rule',
    );
  });
});

describe('the suggestion card’s heading', () => {
  it("is 'Configuration Required' when the text could not be generated or reports an error", () => {
    for (const suggestion of [
      "The lineup suggestion couldn't be generated. Please check the AI configuration.",
      'Lineup suggestions could not be generated right now.',
      'Sorry, there was an error generating the lineup.',
      '   ',
    ])
      expect(suggestionHeading({ suggestion, writtenBy: 'ai' })).toBe('Configuration Required');
  });

  it('names who wrote the text otherwise', () => {
    expect(suggestionHeading({ suggestion: 'Put up Sam first.', writtenBy: 'ai' })).toBe(
      'AI Lineup Suggestion',
    );
    expect(suggestionHeading({ suggestion: '### A v B', writtenBy: 'template' })).toBe('Lineup Suggestions');
  });
});
