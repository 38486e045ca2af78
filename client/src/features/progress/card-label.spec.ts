import { cardLabel, cardNames } from './card-label';

describe('cardLabel', () => {
  const names = cardNames([
    { id: 'black-2S', name: 'Bank to the Side Pocket' },
    { id: 'red-KH', name: '  ' },
  ]);

  it('shows the id, then the name', () => {
    expect(cardLabel('black-2S', names)).toBe('black-2S · Bank to the Side Pocket');
  });

  it('shows the id alone while the names are not there (or without access)', () => {
    expect(cardLabel('black-2S', undefined)).toBe('black-2S');
  });

  it('shows the id alone for a card the list does not name', () => {
    expect(cardLabel('black-3S', names)).toBe('black-3S');
    expect(cardLabel('red-KH', names)).toBe('red-KH');
  });
});
