import type { CardContent, CardGeometry, CardSuit, Rank } from './card.types.js';
import {
  ALL_CARDS,
  DECKS,
  compareCards,
  createCatalog,
  findListedCard,
  getGeometry,
  listCards,
  parseCardId,
  rankValue,
  sortCardIds,
  toCard,
} from './card-catalog.js';

const geometry: CardGeometry = {
  kind: 'kick',
  cueBall: { x: 1, y: 2 },
  objectBall: { x: 5, y: 2 },
  rails: ['bottom'],
  method: 'mirror',
  tip: { x: 0, y: 0 },
  speed: [2, 2],
};

const content = (rank: Rank, suit: CardSuit, extra: Partial<CardContent> = {}): CardContent => ({
  rank,
  suit,
  name: `Shot ${rank}${suit}`,
  title: 'A title',
  strength: 'medium',
  aimingPosition: 'centre ball stun shot',
  description: 'A description. Another sentence.',
  commonMiss: { miss: 'Hitting it thick.', see: 'The ball goes wide.', fix: 'Aim thinner.' },
  drill: { success: 'the ball drops', club: 5, strong: 8 },
  geometry,
  ...extra,
});

const fixture = createCatalog({
  black: [
    content('K', 'spades'),
    content('A', 'hearts', { name: 'Corner Kick', description: 'Uses the MIRROR system. Aim well.' }),
    content('2', 'clubs'),
    content('A', 'spades'),
    content('10', 'diamonds', { strength: 'soft to medium' }),
  ],
  red: [
    content('2', 'hearts', { aimingPosition: '3 o’clock right side spin' }),
    content('2', 'spades', { name: 'Stun Across', description: 'Le   café crème — “stun” shot. Done.' }),
    content('J', 'clubs'),
  ],
  blue: [
    { rank: 'A', suit: 'spades' },
    { rank: '3', suit: 'hearts', name: 'Mirror blue' },
  ],
});
const ids = (cards: { id: string }[]): string[] => cards.map((c) => c.id);

describe('parseCardId', () => {
  it('parses valid ids', () => {
    expect(parseCardId('black-2S')).toEqual({
      deck: 'black',
      rank: '2',
      suit: 'spades',
      identifier: '2S',
      cardNumber: 2,
    });
    expect(parseCardId('red-10H')).toEqual({
      deck: 'red',
      rank: '10',
      suit: 'hearts',
      identifier: '10H',
      cardNumber: 10,
    });
    expect(parseCardId('blue-AD')?.cardNumber).toBe(1);
    expect(parseCardId('black-KC')?.cardNumber).toBe(13);
  });

  it.each([
    'black-1S',
    'green-2S',
    'black-2X',
    'black-02S',
    'Black-2S',
    'black-2s',
    'black-11S',
    ' black-2S',
    'black-2S ',
    'black2S',
    '',
  ])('rejects %p', (id) => expect(parseCardId(id)).toBeNull());
});

describe('ordering', () => {
  it('ranks the ace high', () => {
    expect(rankValue(1)).toBe(14);
    expect(rankValue(2)).toBe(2);
    expect(rankValue(13)).toBe(13);
  });

  it('sorts by deck, then rank with ace high, then suit', () => {
    expect(ids(fixture.cards)).toEqual([
      'black-2C',
      'black-10D',
      'black-KS',
      'black-AS',
      'black-AH',
      'red-2S',
      'red-2H',
      'red-JC',
      'blue-3H',
      'blue-AS',
    ]);
    const a = toCard('black', content('A', 'spades'))!;
    const k = toCard('black', content('K', 'spades'))!;
    const red2 = toCard('red', content('2', 'spades'))!;
    expect(compareCards(k, a)).toBeLessThan(0);
    expect(compareCards(a, red2)).toBeLessThan(0);
  });

  it('sorts ids the same way, unknown ids last', () => {
    expect(
      sortCardIds(['red-2H', 'nonsense', 'black-AS', 'blue-2S', 'red-2S', 'black-KS', 'black-1S']),
    ).toEqual(['black-KS', 'black-AS', 'red-2S', 'red-2H', 'blue-2S', 'black-1S', 'nonsense']);
  });
});

describe('listing and search', () => {
  it('lists both active decks by default and never blue', () => {
    expect(fixture.listCards()).toHaveLength(8);
    expect(fixture.listCards().every((c) => c.deck !== 'blue')).toBe(true);
    expect(fixture.listCards({ decks: ['blue'] })).toEqual([]);
    expect(fixture.listCards({ q: 'mirror' }).map((c) => c.id)).toEqual(['black-AH']);
  });

  it('filters by deck', () => {
    expect(ids(fixture.listCards({ decks: ['red'] }))).toEqual(['red-2S', 'red-2H', 'red-JC']);
    expect(fixture.listCards({ decks: ['black', 'blue'] }).every((c) => c.deck === 'black')).toBe(true);
  });

  it('searches name, description, strength and aiming position, trimmed and case-insensitive', () => {
    expect(ids(fixture.listCards({ q: '  corner KICK ' }))).toEqual(['black-AH']);
    expect(ids(fixture.listCards({ q: 'mirror system' }))).toEqual(['black-AH']);
    expect(ids(fixture.listCards({ q: 'SOFT TO' }))).toEqual(['black-10D']);
    expect(ids(fixture.listCards({ q: 'right side' }))).toEqual(['red-2H']);
    expect(ids(fixture.listCards({ q: 'stun across', decks: ['black'] }))).toEqual([]);
    expect(fixture.listCards({ q: '   ' })).toHaveLength(8);
    expect(fixture.listCards({ q: 'no such thing' })).toEqual([]);
  });

  it('folds quotes, dashes, accents and whitespace on both sides', () => {
    expect(ids(fixture.listCards({ q: "3 o'clock" }))).toEqual(['red-2H']);
    expect(ids(fixture.listCards({ q: '3 o’clock' }))).toEqual(['red-2H']);
    expect(ids(fixture.listCards({ q: '3 o‘clock' }))).toEqual(['red-2H']);
    expect(ids(fixture.listCards({ q: 'cafe creme' }))).toEqual(['red-2S']);
    expect(ids(fixture.listCards({ q: 'CAFÉ  CRÈME' }))).toEqual(['red-2S']);
    expect(ids(fixture.listCards({ q: 'le café' }))).toEqual(['red-2S']);
    expect(ids(fixture.listCards({ q: 'creme - "stun"' }))).toEqual(['red-2S']);
    expect(ids(fixture.listCards({ q: 'crème – „stun″' }))).toEqual(['red-2S']);
    expect(ids(fixture.listCards({ q: 'soft\tto\u00a0 medium' }))).toEqual(['black-10D']);
  });

  it('carries the common miss and the drill into the API card', () => {
    expect(fixture.findListedCard('red-JC')).toMatchObject({
      commonMiss: { miss: 'Hitting it thick.', see: 'The ball goes wide.', fix: 'Aim thinner.' },
      drill: { success: 'the ball drops', club: 5, strong: 8 },
    });
  });

  it('finds listed cards and geometry, but not blue or unknown ones', () => {
    expect(fixture.findListedCard('black-AS')?.name).toBe('Shot Aspades');
    expect(fixture.findListedCard('blue-AS')).toBeUndefined();
    expect(fixture.findListedCard('black-QS')).toBeUndefined();
    expect(fixture.getGeometry('red-JC')).toBe(geometry);
    expect(fixture.getGeometry('blue-AS')).toBeUndefined();
  });

  it('fills missing blue fields with Unknown and derives ids and image paths', () => {
    const blue = fixture.cards.find((c) => c.id === 'blue-AS')!;
    expect(blue).toMatchObject({
      deck: 'blue',
      identifier: 'AS',
      name: 'Unknown',
      title: 'Unknown',
      strength: 'Unknown',
      aimingPosition: 'Unknown',
      description: 'Unknown',
      commonMiss: { miss: 'Unknown', see: 'Unknown', fix: 'Unknown' },
      drill: { success: 'Unknown', club: 0, strong: 0 },
      imagePath: '/kickshot-diagrams/blue/blue-AS.svg',
      cardNumber: 1,
      cardSuit: 'spades',
    });
    expect(fixture.cards.find((c) => c.id === 'blue-3H')!.name).toBe('Mirror blue');
    expect(fixture.decks).toEqual([
      { color: 'black', name: 'Black Deck — Kick Shots', isActive: true, totalCards: 5 },
      { color: 'red', name: 'Red Deck — Position Play', isActive: true, totalCards: 3 },
      { color: 'blue', name: 'Blue Deck', isActive: false, totalCards: 2 },
    ]);
  });
});

describe('the real catalog', () => {
  it('has the three decks', () => {
    expect(DECKS.map((d) => [d.color, d.name, d.isActive])).toEqual([
      ['black', 'Black Deck — Kick Shots', true],
      ['red', 'Red Deck — Position Play', true],
      ['blue', 'Blue Deck', false],
    ]);
    expect(DECKS[0]?.totalCards).toBe(52);
    expect(DECKS[1]?.totalCards).toBe(52);
  });

  it('holds every card with a parseable, unique id', () => {
    expect(ALL_CARDS).toHaveLength(DECKS.reduce((n, d) => n + d.totalCards, 0));
    expect(new Set(ALL_CARDS.map((c) => c.id)).size).toBe(ALL_CARDS.length);
    for (const c of ALL_CARDS) {
      const p = parseCardId(c.id);
      expect(p).not.toBeNull();
      expect(p!.cardNumber).toBe(c.cardNumber);
      expect(c.imagePath).toBe(`/kickshot-diagrams/${c.deck}/${c.id}.svg`);
    }
  });

  it('finds the same cards for straight and typographic apostrophes', () => {
    const straight = ids(listCards({ q: "6 o'clock" }));
    expect(straight.length).toBeGreaterThan(2);
    expect(ids(listCards({ q: '6 o’clock' }))).toEqual(straight);
    expect(ids(listCards({ q: '6 O`CLOCK' }))).toEqual(straight);
  });

  it('lists 104 cards sorted, never blue; finds cards and geometry', () => {
    const listed = listCards({});
    expect(listed).toHaveLength(104);
    expect(listed.some((c) => c.deck === 'blue')).toBe(false);
    expect(sortCardIds(listed.map((c) => c.id).reverse())).toEqual(listed.map((c) => c.id));
    expect(listed[0]?.id).toBe('black-2S');
    expect(listed[51]?.id).toBe('black-AH');
    expect(findListedCard('red-KD')?.deck).toBe('red');
    expect(findListedCard('blue-AS')).toBeUndefined();
    expect(getGeometry('black-AS')?.kind).toBe('kick');
    expect(getGeometry('red-AS')?.kind).toBe('position');
    expect(getGeometry('blue-AS')).toBeUndefined();
  });
});
