import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, computePath, getGeometry, INFO_IMAGES } from '../../cards/domain/index.js';
import {
  composeAnswer,
  isPersonalQuestion,
  relevanceThreshold,
  retrievalQuery,
  SCORE_PER_TERM,
} from './built-in-coach.js';
import type { ChatAnswer, ChatTab, ChatTurn, Passage, PracticeSummary } from './coach.types.js';
import { CoachIndex } from './knowledge-index.js';
import { summarisePractice } from './practice-advice.js';
import { coachCardsFromCatalog, FAQ, record } from './spec-helpers.js';

const CARDS = coachCardsFromCatalog(ALL_CARDS, (id) => {
  const geometry = getGeometry(id);
  const system = geometry ? computePath(geometry).diamondSystem : undefined;
  return system && !system.problem ? system : undefined;
});
const INFO = INFO_IMAGES.map((image) => ({ id: image.id, title: image.title, text: image.description }));
const index = new CoachIndex({ cards: CARDS, info: INFO, faq: FAQ });
const PRODUCT = { name: 'Kickshots', priceLabel: '$34.95', trialDays: 365 };
const NOW = new Date('2026-11-20T18:00:00Z');
const PRACTICE = summarisePractice(
  [
    record('black-2S', 40, 30, NOW, 1),
    record('black-3S', 12, 3, NOW, 2),
    record('black-3C', 20, 15, NOW, 60),
    record('black-4S', 3, 1, NOW, 1),
  ],
  CARDS,
  NOW,
);
const NO_PRACTICE = summarisePractice([], CARDS, NOW);

/** What the service does: retrieve for the (follow-up aware) query, then ask the built-in coach. */
function ask(
  message: string,
  {
    tab = 'coach',
    history = [],
    practice = PRACTICE,
  }: { tab?: ChatTab; history?: ChatTurn[]; practice?: PracticeSummary } = {},
): ChatAnswer {
  const passages = index.search(retrievalQuery(message, history), {
    includeCards: tab === 'coach',
    kinds: tab === 'coach' ? ['card', 'info', 'faq'] : ['faq', 'info'],
    limit: 6,
  });
  return composeAnswer({
    tab,
    message,
    history,
    passages,
    product: PRODUCT,
    ...(tab === 'coach' && { practice }),
  });
}

const card = (id: string) => CARDS.find((c) => c.id === id)!;

describe('the built-in coach: shot questions', () => {
  it('answers with the best card: its link, how to play it, the aim, the speed, the miss and the fix', () => {
    const answer = ask('what is the 30 degree rule');
    const rule = card('red-5C');
    expect(answer.response).toContain(
      '**[The 30° Rule](/?card=red-5C)**: A rolling cue ball leaves about 30°',
    );
    expect(answer.response).toContain(`**Aim:** ${rule.aimingPosition}; **speed:** ${rule.strength}.`);
    expect(answer.response).toContain(`**Common miss:** ${rule.commonMiss.miss}`);
    expect(answer.response).toContain(`**Fix:** ${rule.commonMiss.fix}`);
    expect(answer.sources[0]).toEqual({
      kind: 'card',
      id: 'red-5C',
      title: 'The 30° Rule (Red 5C)',
      url: '/?card=red-5C',
    });
  });

  it('quotes the card: the description sentences it shows are the card’s own, at most three', () => {
    const answer = ask('how do I kick at a ball frozen to the rail');
    const best = card(answer.sources[0]!.id);
    const paragraph = answer.response.split('\n\n')[1]!;
    const shown = paragraph.split(/(?<=\.)\s+(?=[A-Z])/);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(3);
    for (const sentence of shown) expect(best.description).toContain(sentence);
  });

  it('keeps the description sentences that match the question', () => {
    const answer = ask('power one rail kick: do I aim past the mirror point?');
    expect(answer.sources[0]?.id).toBe('black-QS');
    expect(answer.response).toContain(
      'short of the mirror point, where a medium kick from here needs about 5½ in',
    );
  });

  it('gives the system numbers of a three-rail card', () => {
    const answer = ask('corner-5 three rail basics');
    expect(answer.sources[0]?.id).toBe('black-2D');
    expect(answer.response).toMatch(
      /\*\*System:\*\* Corner-5 diamond system: cue-ball number [\d.]+ − aim number/,
    );
  });

  it('links up to two related cards that scored close, and lists every card it links as a source', () => {
    const answer = ask('two rail kick with reverse english');
    expect(answer.sources[0]?.id).toBe('black-QC');
    expect(answer.sources.length).toBeLessThanOrEqual(3);
    if (answer.sources.length > 1) expect(answer.response).toContain('**Related cards:**');
    for (const source of answer.sources) expect(answer.response).toContain(`](${source.url})`);
    const linked = [...answer.response.matchAll(/\]\((\/\?card=[^)]+)\)/g)].map((m) => m[1]);
    expect(new Set(linked)).toEqual(new Set(answer.sources.map((s) => s.url)));
  });

  it('answers questions about reading the cards from the Info dialog', () => {
    const answer = ask('what does the tip dot mean');
    expect(answer.sources[0]).toMatchObject({
      kind: 'info',
      id: 'aiming-points',
      url: '/?info=aiming-points',
    });
    expect(answer.response).toContain('The tip dot shows where to strike the cue ball');
  });

  it('writes Markdown without raw HTML', () => {
    for (const q of ['stun shot tangent line', 'what is running english', 'how much does it cost', 'hi'])
      expect(ask(q).response).not.toMatch(/<[a-z/]/i);
  });
});

describe('the built-in coach: when nothing matches', () => {
  it('says so plainly and suggests what it can answer, per tab', () => {
    const coach = ask('what is the capital of france');
    expect(coach.sources).toEqual([]);
    expect(coach.notCovered).toBe(true);
    expect(coach.response).toMatch(/^The cards don't cover that, so I won't guess\./);
    expect(coach.response).toMatch(/kick shots.*diamond system.*position play.*your own practice/s);
    const support = ask('can you recommend a good cue maker', { tab: 'support' });
    expect(support.sources).toEqual([]);
    expect(support.notCovered).toBe(true);
    expect(support.response).toMatch(/^I couldn't find that in our support information/);
    expect(support.response).toMatch(
      /free trial.*price.*promo codes.*cancelling.*refunds.*printed card deck/s,
    );
  });

  it('answers nothing from generic words alone', () => {
    expect(ask('masse shot').notCovered).toBe(true);
    expect(ask('who is the best player in the world').notCovered).toBe(true);
  });

  it('sets the score threshold by the number of meaningful words of the question', () => {
    expect(relevanceThreshold('squirt')).toBe(SCORE_PER_TERM);
    // 'shot' and 'ball' are generic: they do not raise the bar
    expect(relevanceThreshold('jump shot')).toBe(SCORE_PER_TERM);
    expect(relevanceThreshold('how do I stop scratching in the corner after potting')).toBe(
      4 * SCORE_PER_TERM,
    );
    expect(relevanceThreshold('how do I do it?')).toBe(SCORE_PER_TERM);
    // a word the coach's knowledge never uses counts twice ('football': no passage can match it)
    expect(relevanceThreshold('who won the football', 1)).toBe(3 * SCORE_PER_TERM);
  });

  it('answers from a passage at the threshold and not from one below it', () => {
    const [passage] = index.search('two rail kick with running english', { includeCards: true });
    const threshold = relevanceThreshold('two rail kick with running english');
    const at = (score: number): Passage[] => [{ ...passage!, score }];
    const request = {
      tab: 'coach' as const,
      message: 'two rail kick with running english',
      history: [],
      practice: PRACTICE,
      product: PRODUCT,
    };
    expect(composeAnswer({ ...request, passages: at(threshold) }).sources).toHaveLength(1);
    // below it: not covered, the card offered only as the closest one
    const below = composeAnswer({ ...request, passages: at(threshold - 0.01) });
    expect(below.notCovered).toBe(true);
    expect(below.response).toMatch(/^The cards don't cover that/);
    expect(below.response).toContain(`The closest cards, in case they help: [${passage!.source.title}]`);
    expect(below.sources).toEqual([passage!.source]);
    expect(composeAnswer({ ...request, passages: [] }).response).toMatch(/^The cards don't cover that/);
  });

  it('greets and thanks briefly', () => {
    expect(ask('Hi!')).toEqual({ response: expect.stringMatching(/^Hi! Ask me about a shot/), sources: [] });
    expect(ask('hello', { tab: 'support' }).response).toMatch(/^Hello! I answer questions about Kickshots/);
    expect(ask('thanks a lot')).toEqual({ response: expect.stringMatching(/^You're welcome/), sources: [] });
    expect(ask('bye')).toEqual({ response: 'Bye, and good luck at the table!', sources: [] });
  });
});

describe('the built-in coach: the player’s own practice', () => {
  it('recognises questions about the player', () => {
    for (const q of [
      'what should I practise?',
      'What should I practice next',
      'my weakest shots',
      'which are my worst cards',
      'what have I not practised lately',
      'how am I doing?',
      'can you suggest a card to practise',
      "what haven't I practiced recently",
    ])
      expect([q, isPersonalQuestion(q)]).toEqual([q, true]);
    for (const q of [
      'how do I draw the ball back',
      'what is the 30 degree rule',
      'how do I practise kick shots',
    ])
      expect([q, isPersonalQuestion(q)]).toEqual([q, false]);
  });

  it('answers "what should I practise?" with the weakest cards, the ones not played lately and new ones', () => {
    const answer = ask('what should I practise?');
    expect(answer.response).toContain(
      'So far you have recorded 75 attempts and 49 successes (65.3%) on 4 cards.',
    );
    expect(answer.response).toContain(
      '- [Short-Angle Kick Off the Near Rail (Black 3S)](/?card=black-3S): 25% over 12 attempts',
    );
    expect(answer.response).toContain(
      '- [Two-Rail Kick: Long Rail First (Black 3C)](/?card=black-3C): last on 2026-09-21',
    );
    expect(answer.response).toContain(
      '**New cards to try:**\n- [Two-Rail Kick Around the Corner (Black 2C)]',
    );
    // black-4S has 3 attempts: too few to judge, listed as such
    expect(answer.response).toContain('(/?card=black-4S): 1 of 3');
    expect(answer.sources.map((s) => s.id)).toEqual([
      'black-3S',
      'black-2S',
      'black-3C',
      'black-4S',
      'black-2C',
      'black-2D',
      'black-2H',
    ]);
    expect(answer.sources.every((s) => s.kind === 'card')).toBe(true);
  });

  it('answers only what was asked: the weakest cards, or the ones not practised lately', () => {
    const weakest = ask('my weakest shots');
    expect(weakest.response).toContain('**Your weakest cards**');
    expect(weakest.response).not.toContain('Not practised in the last 14 days');
    const lately = ask('what have I not practised lately?');
    expect(lately.response).toContain('**Not practised in the last 14 days:**');
    expect(lately.response).not.toContain('weakest');
    expect(lately.sources.map((s) => s.id)).toEqual(['black-3C']);
  });

  it('says when there is no practice yet and suggests the easiest cards', () => {
    const answer = ask('what should I practise?', { practice: NO_PRACTICE });
    expect(answer.response).toMatch(/^You haven't recorded any practice yet/);
    expect(answer.response).toContain('[One-Rail Kick: Mirror Basics (Black 2S)](/?card=black-2S)');
    expect(answer.sources.map((s) => s.id)).toEqual(['black-2S', 'black-2C', 'black-2D']);
  });

  it('says when no card has enough attempts to judge', () => {
    const few = summarisePractice([record('red-2S', 3, 1, NOW, 1)], CARDS, NOW);
    expect(ask('my weakest shots', { practice: few }).response).toContain('No card has 5 attempts yet');
  });
});

describe('the built-in coach: Sales & Support', () => {
  it('answers from the best FAQ entry', () => {
    const price = ask('how much does it cost', { tab: 'support' });
    expect(price.response).toContain('**$34.95 a year**');
    expect(price.sources).toEqual([{ kind: 'faq', id: 'price', title: 'How much does it cost?', url: '/' }]);
    const refund = ask('can I get my money back', { tab: 'support' });
    expect(refund.response).toContain('mailto:support@kickshots.example');
    expect(refund.sources[0]?.id).toBe('refund');
    expect(ask('how do I delete my account', { tab: 'support' }).sources[0]).toMatchObject({
      id: 'delete-account',
      url: '/delete-account',
    });
  });

  it('adds a second entry when it scores close', () => {
    const answer = ask('delete my data or my account', { tab: 'support' });
    expect(answer.sources.map((s) => s.id).sort()).toEqual(['delete-account', 'delete-data']);
    expect(answer.response).toContain('type DELETE DATA');
    expect(answer.response).toContain('type DELETE and confirm');
  });

  it('never answers with card text on the support tab, even if card passages reach it', () => {
    const cardPassages = index.search('stop shot', { includeCards: true, kinds: ['card'] });
    expect(cardPassages.length).toBeGreaterThan(0);
    const answer = composeAnswer({
      tab: 'support',
      message: 'stop shot',
      history: [],
      passages: cardPassages,
      product: PRODUCT,
    });
    expect(answer.sources).toEqual([]);
    for (const p of cardPassages)
      expect(answer.response).not.toContain(card(p.source.id).description.slice(0, 40));
    for (const q of [
      'how do I kick at a ball frozen to the rail',
      'stun shot tangent line',
      'what is the 30 degree rule',
    ]) {
      const support = ask(q, { tab: 'support' });
      expect(support.sources.filter((s) => s.kind === 'card')).toEqual([]);
      expect(support.response).not.toMatch(/\/\?card=/);
    }
  });

  it('answers support questions asked on the coach tab from the FAQ', () => {
    expect(ask('how do I cancel my subscription').sources[0]).toMatchObject({ kind: 'faq', id: 'cancel' });
  });
});

describe('the built-in coach: follow-ups', () => {
  const history: ChatTurn[] = [
    { role: 'user', content: 'how do I get position off the long rail with follow' },
    { role: 'assistant', content: '**[Follow Off the Long Rail](/?card=red-6C)**: …' },
  ];

  it('combines a short follow-up with the previous question for retrieval', () => {
    expect(retrievalQuery('and with draw?', history)).toBe(
      'how do I get position off the long rail with follow and with draw?',
    );
    expect(retrievalQuery('what about that one?', history)).toContain('long rail');
    // a question of its own, or no history: unchanged
    expect(retrievalQuery('what is the 30 degree rule', history)).toBe('what is the 30 degree rule');
    expect(retrievalQuery('how do I play a stop shot from far away', history)).toBe(
      'how do I play a stop shot from far away',
    );
    expect(retrievalQuery('and with draw?', [])).toBe('and with draw?');
  });

  it('answers the follow-up on the same topic', () => {
    const first = ask(history[0]!.content);
    expect(first.sources[0]?.id).toBe('red-6C');
    const followUp = ask('and with draw?', { history });
    expect(followUp.sources[0]?.id).toBe('red-5D');
    expect(followUp.response).toContain('[Draw Off the Long Rail](/?card=red-5D)');
  });
});
