import { CardsService } from './cards.service.js';
import { DiagramsService } from './diagrams.service.js';

describe('CardsService', () => {
  const cards = new CardsService(new DiagramsService());

  it('tells other modules the size of each deck players see', () => {
    expect(cards.deckSizes()).toEqual({ black: 52, red: 52 });
  });

  it('lists card references in the card list order, of some decks only when asked', () => {
    const all = cards.listCardRefs();
    expect(all).toHaveLength(104);
    expect(all[0]).toEqual({ id: 'black-2S', deck: 'black', difficulty: 1 });
    expect(all.find((card) => card.id === 'black-AS')).toEqual({
      id: 'black-AS',
      deck: 'black',
      difficulty: 13,
    });
    expect(cards.listCardRefs(['red']).every((card) => card.deck === 'red')).toBe(true);
  });

  it('refuses a body reference to a malformed or unlisted card with 400, naming the field', () => {
    expect(cards.requireCardReference('red-10H', 'cardId')).toEqual({
      id: 'red-10H',
      deck: 'red',
      difficulty: 9,
    });
    expect(() => cards.requireCardReference('black-ZZ', 'cardId')).toThrow(
      expect.objectContaining({
        code: 'INVALID_CARD_ID',
        errors: [expect.objectContaining({ field: 'cardId' })],
      }),
    );
    expect(() => cards.requireCardReference('blue-AS', 'cardId')).toThrow(
      expect.objectContaining({
        code: 'UNKNOWN_CARD',
        errors: [expect.objectContaining({ field: 'cardId' })],
      }),
    );
  });
});
