import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, computePath, getGeometry, INFO_IMAGES } from '../../cards/domain/index.js';
import { CoachIndex } from './knowledge-index.js';
import { coachCardsFromCatalog, FAQ } from './spec-helpers.js';

/** The real catalog, with the corner-5 numbers of the three-rail cards' computed paths. */
const CARDS = coachCardsFromCatalog(ALL_CARDS, (id) => {
  const geometry = getGeometry(id);
  const system = geometry ? computePath(geometry).diamondSystem : undefined;
  return system && !system.problem ? system : undefined;
});
const INFO = INFO_IMAGES.map((image) => ({ id: image.id, title: image.title, text: image.description }));
const index = new CoachIndex({ cards: CARDS, info: INFO, faq: FAQ });

/**
 * Questions as players ask them, each with the cards that answer it (read from the decks: any of
 * them in the top 3 counts).
 */
const QUESTIONS: [question: string, expected: string[]][] = [
  ['how do I kick at a ball frozen to the rail', ['black-5S', 'black-2D', 'black-9C']],
  ['two-rail kick from the corner', ['black-3C', 'black-AC']],
  ['how much draw for a stop shot', ['red-AS', 'red-2S']],
  ['what is the 30 degree rule', ['red-4C']],
  ['how to use the diamond system', ['black-AD', 'black-2D']],
  [
    'my kick comes up short of the ball',
    ['black-AS', 'black-4S', 'black-JS', 'black-4D', 'black-8D', 'black-10C', 'black-3S'],
  ],
  ["how do I play safe when I'm snookered", ['black-KH', 'black-3H', 'black-AH', 'black-6H', 'black-7H']],
  ['reverse english off the rail', ['red-2H', 'black-8S']],
  ['stun shot tangent line', ['red-4S', 'red-7S', 'red-3S', 'red-10S']],
  ['how do I make the cue ball stop dead', ['red-AS', 'red-2S']],
  ['how to draw the cue ball straight back', ['red-2D', 'red-AD']],
  ['my draw dies when the object ball is far away', ['red-7D', 'red-KD', 'red-8D']],
  ['how does the mirror system work for a one rail kick', ['black-AS']],
  ['kick the ball into the side pocket', ['black-6S', 'black-7C', 'black-JD']],
  ['how do I stop scratching in the corner after potting', ['red-10C', 'red-10D', 'red-10S']],
  ['two rail kick with running english', ['black-5C']],
  ['what does outside english do on a cut', ['red-6H']],
  ['inside english cut shot keeps missing', ['red-7H', 'red-KH']],
  ['draw the cue ball back to the middle of the table', ['red-6D', 'red-4D', 'red-5D']],
  [
    'kick safety that leaves the object ball on the cushion',
    ['black-8H', 'black-AH', 'black-3H', 'black-7H'],
  ],
  ['how hard do I hit a power draw', ['red-9D', 'red-KD', 'red-QD']],
  ['follow the cue ball off the rail for position', ['red-5C', 'red-6C']],
  ['my follow shot goes too far', ['red-3C', 'red-5S', 'red-2C', 'red-6C']],
  ['what is the 90 degree rule', ['red-4S']],
  ['going around the table with side spin', ['red-9H', 'red-JH', 'red-QH', 'red-4H', 'red-8H']],
  ['three rail kick at slow speed', ['black-QD']],
  ['where do I aim when I have to kick hard', ['black-JS', 'black-10C', 'black-8D']],
  ['thin cut with follow where does whitey go', ['red-8C']],
  ['my stop shot creeps forward', ['red-AS', 'red-2S']],
  ['diamond system when the cue ball is on the short rail', ['black-4D']],
];

describe('retrieval over the real card catalog', () => {
  it('has the 104 cards of the black and red decks', () => {
    expect(CARDS).toHaveLength(104);
    expect(CARDS.filter((card) => card.systemNote).length).toBeGreaterThanOrEqual(10);
    for (const [, expected] of QUESTIONS) for (const id of expected) expect(index.card(id)).toBeDefined();
  });

  it('finds an expected card in the top 3 for at least 26 of 30 player questions', () => {
    expect(QUESTIONS).toHaveLength(30);
    const misses: string[] = [];
    for (const [question, expected] of QUESTIONS) {
      const top = index
        .search(question, { includeCards: true, kinds: ['card'], limit: 3 })
        .map((p) => p.source.id);
      if (!top.some((id) => expected.includes(id)))
        misses.push(`"${question}": got ${top.join(', ')}; expected one of ${expected.join(', ')}`);
    }
    const found = QUESTIONS.length - misses.length;
    if (found < 26) throw new Error(`${found}/30 in the top 3. Misses:\n${misses.join('\n')}`);
    if (process.env['COACH_RETRIEVAL_REPORT']) console.log(`${found}/30\n${misses.join('\n')}`);
  });

  it('returns card passages with their source and text', () => {
    const [best] = index.search('one rail kick mirror basics', { includeCards: true });
    expect(best?.source).toEqual({
      kind: 'card',
      id: 'black-AS',
      title: 'One-Rail Kick: Mirror Basics (Black AS)',
      url: '/?card=black-AS',
    });
    expect(best?.text).toContain('Aiming position: 6 o’clock stun shot');
    expect(best?.text).toContain('Fix: Aim at the image one ball-width inside the rail');
    const diamond = index.search('corner-5 three-rail basics', { includeCards: true })[0];
    expect(diamond?.source.id).toBe('black-AD');
    expect(diamond?.text).toMatch(/System: Corner-5 diamond system: cue-ball number [\d.]+ − aim number/);
  });

  it('matches misspellings, plurals and a word still being typed', () => {
    const first = (q: string): string | undefined =>
      index.search(q, { includeCards: true, kinds: ['card'] })[0]?.source.id;
    expect(['red-2H', 'black-8S']).toContain(first('revrese english off one cushion'));
    expect(first('kicks off the short rails')).toBe('black-3S');
    expect(first('drag dra')).toBe('red-8D');
    expect(first('the diamond sytem')).toBe('black-2D');
    expect(first('1 rail kick mirror basics')).toBe('black-AS');
    expect(first('2 rail kick with running english')).toBe('black-5C');
  });

  it('finds the Info sections for questions about reading the cards', () => {
    const first = (q: string): string | undefined =>
      index.search(q, { includeCards: true, kinds: ['card', 'info'] })[0]?.source.id;
    expect(first('what does the tip dot mean')).toBe('aiming-points');
    expect(first('what do the suits mean')).toBe('cards-index');
    const [info] = index.search('shooting power', { includeCards: false });
    expect(info?.source).toEqual({
      kind: 'info',
      id: 'shooting-power',
      title: 'Shooting Power',
      url: '/?info=shooting-power',
    });
    expect(info?.text).toMatch(/^Shooting Power\nSpeed runs from 1 \(soft\) to 5 \(hard\)/);
  });

  it('ignores passages that share only generic words with the question', () => {
    expect(index.search('masse shot', { includeCards: true })).toEqual([]);
    expect(index.search('the best cue ball to buy', { includeCards: true, kinds: ['card'] })).toEqual([]);
  });

  it('never returns a card passage without includeCards', () => {
    for (const [question] of QUESTIONS) {
      const passages = index.search(question, { includeCards: false, limit: 10 });
      expect(passages.every((p) => p.source.kind !== 'card')).toBe(true);
    }
    expect(index.search('stop shot', { includeCards: false, kinds: ['card'] })).toEqual([]);
  });

  it('answers nothing for a question of stop words only', () => {
    expect(index.search('how do I do it?', { includeCards: true })).toEqual([]);
  });
});
