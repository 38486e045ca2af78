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
