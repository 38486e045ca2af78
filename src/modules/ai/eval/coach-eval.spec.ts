import { describe, expect, it } from '@jest/globals';
import { cardCoachingList } from '../../cards/index.js';
import { leagueRuleNotes } from '../../lineup/league-rule-notes.js';
import { supportFaq } from '../domain/faq.js';
import { BASICS_NOTES } from '../domain/knowledge/basics.js';
import { FACTS } from '../domain/spec-helpers.js';
import { EVAL_FLOORS, evalIndex, evaluateCoach, wholePercent, type EvalRateName } from './coach-eval.js';
import { PLAYER_QUESTIONS } from './player-questions.js';
import { SUPPORT_QUESTIONS } from './support-questions.js';

const index = evalIndex(leagueRuleNotes());

describe('the coach evaluation sets', () => {
  it('hold at least 80 player and 30 support questions, with unique ids', () => {
    expect(PLAYER_QUESTIONS.length).toBeGreaterThanOrEqual(80);
    expect(SUPPORT_QUESTIONS.length).toBeGreaterThanOrEqual(30);
    const unique = (ids: string[]): string[] => ids.filter((id, i) => ids.indexOf(id) !== i);
    expect(unique(PLAYER_QUESTIONS.map((q) => q.id))).toEqual([]);
    expect(unique(SUPPORT_QUESTIONS.map((q) => q.id))).toEqual([]);
  });

  it('cover cards, the coach’s notes and questions nothing covers', () => {
    const count = (key: string): number => PLAYER_QUESTIONS.filter((q) => key in q.expect).length;
    expect(count('cards')).toBeGreaterThanOrEqual(50);
    expect(count('knowledge')).toBeGreaterThanOrEqual(15);
    expect(count('notCovered')).toBeGreaterThanOrEqual(15);
  });

  it('expect only cards of the catalog, notes the coach has and FAQ entries that exist', () => {
    const cards = new Set(cardCoachingList().map(({ card }) => card.id));
    const notes = new Set([...BASICS_NOTES, ...leagueRuleNotes()].map((note) => note.id));
    const faq = new Set(supportFaq(FACTS).map((entry) => entry.id));
    const unknown: string[] = [];
    for (const { id, expect: expected } of PLAYER_QUESTIONS) {
      if ('cards' in expected)
        unknown.push(...expected.cards.filter((c) => !cards.has(c)).map((c) => `${id}: ${c}`));
      if ('knowledge' in expected)
        unknown.push(...expected.knowledge.filter((n) => !notes.has(n)).map((n) => `${id}: ${n}`));
      if ('cards' in expected || 'knowledge' in expected) {
        const ids = 'cards' in expected ? expected.cards : expected.knowledge;
        if (ids.length === 0) unknown.push(`${id}: expects nothing`);
      }
    }
    for (const { id, expect: expected } of SUPPORT_QUESTIONS) {
      unknown.push(...expected.faq.filter((f) => !faq.has(f)).map((f) => `${id}: ${f}`));
      if (expected.faq.length === 0) unknown.push(`${id}: expects nothing`);
    }
    expect(unknown).toEqual([]);
  });

  it('name every note of the coach in some question', () => {
    const asked = new Set(
      PLAYER_QUESTIONS.flatMap((q) => ('knowledge' in q.expect ? q.expect.knowledge : [])),
    );
    const notes = [...BASICS_NOTES, ...leagueRuleNotes()].map((note) => note.id);
    expect(notes.filter((id) => !asked.has(id))).toEqual([]);
  });
});

describe('the coach evaluation', () => {
  const report = evaluateCoach(index);

  // A rate below its floor: `npm run eval:coach` lists the misses.
  it.each(Object.keys(EVAL_FLOORS) as EvalRateName[])('keeps the %s rate at its floor or above', (name) => {
    expect(wholePercent(report.rates[name])).toBeGreaterThanOrEqual(EVAL_FLOORS[name]);
  });

  it('scores every question once', () => {
    const { covered, uncovered, support } = report.rates;
    expect(covered.total + uncovered.total).toBe(PLAYER_QUESTIONS.length);
    expect(support.total).toBe(SUPPORT_QUESTIONS.length);
  });

  it('counts a covered answer right only with an expected source among the first three', () => {
    const stop = { id: 'stop', question: 'How do I play a stop shot on a straight-in ball?' };
    const { results } = evaluateCoach(index, {
      player: [
        { ...stop, expect: { cards: ['red-2S', 'red-3S', 'red-6S', 'red-7S'] } },
        { ...stop, id: 'wrong-card', expect: { cards: ['black-AD'] } },
        { ...stop, id: 'wrong-kind', expect: { knowledge: ['red-2S'] } },
        { ...stop, id: 'not-covered', expect: { notCovered: true } },
      ],
      support: [
        { id: 'price', question: 'How much does it cost?', expect: { faq: ['price'] } },
        { id: 'wrong-faq', question: 'How much does it cost?', expect: { faq: ['delete-account'] } },
      ],
    });
    expect(results.map((result) => [result.id, result.right])).toEqual([
      ['stop', true],
      ['wrong-card', false],
      ['wrong-kind', false],
      ['not-covered', false],
      ['price', true],
      ['wrong-faq', false],
    ]);
  });

  it('counts an uncovered question right only when the answer says it is not covered', () => {
    const { results } = evaluateCoach(index, {
      player: [{ id: 'weather', question: 'Will it rain in Paris tomorrow?', expect: { notCovered: true } }],
      support: [],
    });
    expect(results[0]).toMatchObject({ group: 'notCovered', right: results[0]!.notCovered });
  });
});
