import { cardFace, cardNames, cardSubtitle, cardTitle } from './card-label';

describe('card labels', () => {
  const names = cardNames([
    { id: 'black-2S', name: 'Bank to the Side Pocket' },
    { id: 'red-KH', name: '  ' },
  ]);

  it('name a kickshot id by its playing card and deck', () => {
    expect(cardFace('red-QH')).toEqual({ face: 'Queen of Hearts', deck: 'Red Deck' });
    expect(cardFace('black-10D')).toEqual({ face: '10 of Diamonds', deck: 'Black Deck' });
    expect(cardFace('black-AS')).toEqual({ face: 'Ace of Spades', deck: 'Black Deck' });
    expect(cardFace('red-1X')).toBeNull();
  });

  it('title a card by its name, under it the playing card and the deck', () => {
    expect(cardTitle('black-2S', names)).toBe('Bank to the Side Pocket');
    expect(cardSubtitle('black-2S', names)).toBe('2 of Spades · Black Deck');
  });

  it('title a card by its playing card while the names are not there (or without access)', () => {
    expect(cardTitle('black-2S', undefined)).toBe('2 of Spades');
    expect(cardSubtitle('black-2S', undefined)).toBe('Black Deck');
    // a card the list does not name, or names blank
    expect(cardTitle('red-KH', names)).toBe('King of Hearts');
    expect(cardTitle('black-3S', names)).toBe('3 of Spades');
  });

  it('never show a raw card id, except for what is no card id at all', () => {
    for (const id of ['black-2S', 'red-QH', 'black-10D'])
      for (const known of [names, undefined]) expect(cardTitle(id, known)).not.toContain(id);
    expect(cardTitle('mystery', names)).toBe('mystery');
    expect(cardSubtitle('mystery', names)).toBe('');
  });
});
