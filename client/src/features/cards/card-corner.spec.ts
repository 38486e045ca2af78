import { cardCorner } from './card-corner';

describe('cardCorner', () => {
  it('prints the rank and the suit of the identifier', () => {
    expect(cardCorner({ identifier: 'QH', cardSuit: 'hearts' })).toEqual({
      rank: 'Q',
      suit: '♥\uFE0E',
      red: true,
    });
    expect(cardCorner({ identifier: '7S', cardSuit: 'spades' })).toEqual({
      rank: '7',
      suit: '♠\uFE0E',
      red: false,
    });
    expect(cardCorner({ identifier: 'AD', cardSuit: 'diamonds' })).toEqual({
      rank: 'A',
      suit: '♦\uFE0E',
      red: true,
    });
  });

  it('keeps both digits of a ten', () => {
    expect(cardCorner({ identifier: '10C', cardSuit: 'clubs' })).toEqual({
      rank: '10',
      suit: '♣\uFE0E',
      red: false,
    });
  });
});
