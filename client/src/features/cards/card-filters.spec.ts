import type { Card } from '../../api/types';
import { deckLabel, filterCards, matchesSearch, parseActiveDecks } from './card-filters';

const card = (over: Partial<Card>): Card => ({
  id: 'black-2S',
  deck: 'black',
  identifier: '2S',
  name: 'One-Rail Kick',
  title: 'Hit the ball off one rail',
  strength: 'medium',
  aimingPosition: 'centre ball stun shot',
  description: 'Aim at the mirror image.',
  commonMiss: {
    miss: 'Aiming at the cushion nose',
    see: 'The cue ball comes up short',
    fix: 'Aim at the cushion line',
  },
  drill: { success: 'the cue ball hits the object ball', club: 5, strong: 8 },
  imagePath: '/kickshot-diagrams/black/black-2S.svg',
  cardNumber: 2,
  cardSuit: 'spades',
  ...over,
});

describe('card filters', () => {
  it('searches name, description, strength and aiming position, case-insensitively', () => {
    expect(matchesSearch(card({}), 'KICK')).toBe(true);
    expect(matchesSearch(card({}), 'mirror')).toBe(true);
    expect(matchesSearch(card({}), 'medium')).toBe(true);
    expect(matchesSearch(card({}), 'stun')).toBe(true);
    expect(matchesSearch(card({}), 'draw')).toBe(false);
    expect(matchesSearch(card({ title: 'draw' }), 'draw')).toBe(false);
    expect(matchesSearch(card({}), '   ')).toBe(true);
  });

  it('finds the same cards for straight and typographic apostrophes and quotes', () => {
    const cards = [
      card({ id: 'black-2S', aimingPosition: '6 o’clock backspin/draw' }),
      card({ id: 'black-3S', aimingPosition: "6 o'clock backspin/draw" }),
      card({ id: 'black-4S', description: 'Aim at the “mirror” image.' }),
      card({ id: 'black-5S', description: 'Aim at the "mirror" image.' }),
    ];
    const found = (q: string) => filterCards(cards, ['black'], q).map((c) => c.id);
    expect(found("6 o'clock")).toEqual(['black-2S', 'black-3S']);
    expect(found('6 o’clock')).toEqual(['black-2S', 'black-3S']);
    expect(found('6 O‘CLOCK')).toEqual(['black-2S', 'black-3S']);
    expect(found('6 o`clock')).toEqual(['black-2S', 'black-3S']);
    expect(found('"mirror"')).toEqual(['black-4S', 'black-5S']);
    expect(found('“mirror”')).toEqual(['black-4S', 'black-5S']);
    expect(found('„mirror″')).toEqual(['black-4S', 'black-5S']);
  });

  it('ignores accents and folds dashes and whitespace', () => {
    const c = card({ name: 'Café  Crème — Kick', strength: 'soft\tto medium' });
    expect(matchesSearch(c, 'cafe creme')).toBe(true);
    expect(matchesSearch(c, 'CAFÉ CRÈME')).toBe(true);
    expect(matchesSearch(c, '  café   crème  ')).toBe(true);
    expect(matchesSearch(c, 'creme - kick')).toBe(true);
    expect(matchesSearch(c, 'crème – kick')).toBe(true);
    expect(matchesSearch(c, 'soft to\u00a0medium')).toBe(true);
    expect(matchesSearch(card({ name: 'Cafe' }), 'café')).toBe(true);
    expect(matchesSearch(c, 'cafes')).toBe(false);
  });

  it('answers repeated searches of one card the same (its normalised text is cached)', () => {
    const c = card({ name: 'Draw Shot' });
    expect(matchesSearch(c, 'draw')).toBe(true);
    expect(matchesSearch(c, 'DRAW SHOT')).toBe(true);
    expect(matchesSearch(c, 'follow')).toBe(false);
  });

  it('keeps only the active decks', () => {
    const cards = [card({}), card({ id: 'red-2S', deck: 'red' })];
    expect(filterCards(cards, ['black'], '').map((c) => c.id)).toEqual(['black-2S']);
    expect(filterCards(cards, ['black', 'red'], '')).toHaveLength(2);
    expect(filterCards(cards, [], '')).toEqual([]);
  });

  it('reads the stored decks, defaulting to black only', () => {
    expect(parseActiveDecks(null)).toEqual(['black']);
    expect(parseActiveDecks('not json')).toEqual(['black']);
    expect(parseActiveDecks('["red","black"]')).toEqual(['black', 'red']);
    expect(parseActiveDecks('["blue"]')).toEqual(['black']);
    expect(parseActiveDecks('[]')).toEqual([]);
  });

  it('labels decks', () => {
    expect(deckLabel('red')).toBe('Red Deck');
  });
});
