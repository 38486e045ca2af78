import { describe, expect, it } from '@jest/globals';
import { EIGHT_BALL_RACE_CHART, NINE_BALL_POINTS } from './domain/index.js';
import { leagueRuleNotes } from './league-rule-notes.js';

describe('the league rules the coach learns from the lineup module', () => {
  const notes = leagueRuleNotes();
  const text = (id: string): string => notes.find((note) => note.id === id)!.text;

  it('has the seven rules, each with keywords, a source and the Lineup Advisor as its page', () => {
    expect(notes.map((note) => note.id)).toEqual([
      'rule-23',
      'rule-skill-levels',
      'rule-race-chart',
      'rule-nine-ball-points',
      'rule-team-points',
      'rule-senior',
      'rule-put-up',
    ]);
    for (const note of notes) {
      expect(note.keywords.length).toBeGreaterThan(2);
      expect(note.source).toContain('APA Official Team Manual');
      expect(note.url).toBe('/lineup');
    }
  });

  it('states every cell of the race chart and every 9-ball target from the optimiser’s tables', () => {
    for (const [ours, row] of Object.entries(EIGHT_BALL_RACE_CHART))
      for (const [theirs, [a, b]] of Object.entries(row))
        expect(text('rule-race-chart')).toMatch(new RegExp(`SL ${ours}: [^;]*v SL ${theirs} ${a}–${b}`));
    for (const [level, points] of Object.entries(NINE_BALL_POINTS))
      expect(text('rule-nine-ball-points')).toContain(`SL ${level} ${points}`);
    expect(text('rule-team-points')).toContain('the winner earns 2, or 3 when the loser won no game');
    expect(text('rule-senior')).toContain('at most 2 players of SL 6+ in 8-ball or SL 7+ in 9-ball');
  });
});
