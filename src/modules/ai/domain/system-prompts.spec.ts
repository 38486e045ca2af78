import { describe, expect, it } from '@jest/globals';
import { ALL_CARDS, INFO_IMAGES } from '../../cards/domain/index.js';
import type { ChatRequest } from './coach.types.js';
import { CoachIndex } from './knowledge-index.js';
import { summarisePractice } from './practice-advice.js';
import { coachCardsFromCatalog, FAQ, record } from './spec-helpers.js';
import { contextMessage, systemPrompt } from './system-prompts.js';

const CARDS = coachCardsFromCatalog(ALL_CARDS);
const INFO = INFO_IMAGES.map((image) => ({ id: image.id, title: image.title, text: image.description }));
const index = new CoachIndex({ cards: CARDS, info: INFO, faq: FAQ });
const PRODUCT = { name: 'Kickshots', priceLabel: '$34.95', trialDays: 365 };
const NOW = new Date('2026-11-20T18:00:00Z');

function request(tab: ChatRequest['tab'], message: string, practice = true): ChatRequest {
  return {
    tab,
    message,
    history: [],
    passages: index.search(message, { includeCards: true, limit: 3 }),
    product: PRODUCT,
    ...(practice && {
      practice: summarisePractice(
        [record('black-3S', 12, 3, NOW, 2), record('black-3C', 20, 15, NOW, 60)],
        CARDS,
        NOW,
      ),
    }),
  };
}

describe('system prompts', () => {
  it('makes the coach an expert coach who answers from the context, cites cards by their links, in Markdown', () => {
    const prompt = systemPrompt('coach', PRODUCT);
    expect(prompt).toContain(
      'You are the AI Pool Coach of Kickshots, an expert pool (pocket billiards) coach',
    );
    expect(prompt).toContain('[One-Rail Kick: Mirror Basics](/?card=black-2S)');
    expect(prompt).toMatch(/practice summary/);
    expect(prompt).toMatch(/does not cover the question, say so plainly/);
    expect(prompt).toMatch(/Markdown only \(no HTML\)/);
  });

  it('makes support a sales and support assistant that never invents policies or prices', () => {
    const prompt = systemPrompt('support', { ...PRODUCT, trialDays: 30 });
    expect(prompt).toContain('sales and support assistant of Kickshots');
    expect(prompt).toContain('printed card decks');
    expect(prompt).toContain('free trial of 30 days; after it the subscription is $34.95 a year');
    expect(prompt).toMatch(/Never invent policies,\s+prices/);
    expect(prompt).toContain('/contact');
  });
});

describe('contextMessage', () => {
  it('renders the passages with their kind, title and URL, then the practice summary', () => {
    const text = contextMessage(request('coach', 'one rail kick mirror basics'));
    expect(text).toMatch(/^Passages \(best match first; use only these facts\):/);
    expect(text).toContain(
      '[1] card: One-Rail Kick: Mirror Basics (Black 2S) (/?card=black-2S)\nCard: One-Rail Kick',
    );
    expect(text).toContain(
      "Player's practice:\nTotals: 32 attempts, 18 successes (56.3%), 2 cards practised.",
    );
    expect(text).toContain(
      '- Short-Angle Kick Off the Near Rail (Black 3S) (/?card=black-3S): 25% over 12 attempts',
    );
    expect(text).toContain('- Two-Rail Kick: Long Rail First (Black 3C) (/?card=black-3C): last 2026-09-21');
    expect(text).toContain('Not practised yet (easiest first):\n- One-Rail Kick: Mirror Basics (Black 2S)');
  });

  it('says when nothing matched and when there is no practice yet', () => {
    const empty: ChatRequest = {
      ...request('coach', 'xyzzy'),
      practice: summarisePractice([], CARDS, NOW),
    };
    const text = contextMessage(empty);
    expect(text).toContain('Passages: none matched the question.');
    expect(text).toContain('The player has not recorded any practice yet.\nEasiest cards to start with:');
  });

  it('leaves card passages and the practice out on the support tab', () => {
    const mixed: ChatRequest = {
      ...request('support', 'stop shot', true),
      passages: [
        ...index.search('stop shot', { includeCards: true, kinds: ['card'], limit: 2 }),
        ...index.search('price', { includeCards: false, kinds: ['faq'], limit: 1 }),
      ],
    };
    expect(mixed.passages.some((p) => p.source.kind === 'card')).toBe(true);
    const text = contextMessage(mixed);
    expect(text).not.toContain('/?card=');
    expect(text).not.toContain("Player's practice");
    expect(text).toContain('faq: How much does it cost? (/)');
  });
});

describe('the context passes the retrieval’s confidence on', () => {
  it('says the confidence is low when no passage reaches the relevance threshold', () => {
    const strong = request('coach', 'two rail kick with running english', false);
    expect(contextMessage(strong)).not.toContain('Confidence: low');
    const weak = { ...strong, passages: strong.passages.map((p) => ({ ...p, score: 1 })) };
    expect(contextMessage(weak)).toContain('Confidence: low. No passage answers the question well');
  });
});
