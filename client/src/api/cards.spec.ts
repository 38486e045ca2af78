import { sampleCard as card } from './card-fixtures';
import { jest } from '@jest/globals';
import type { Middleware } from 'openapi-fetch';
import { CARD_LIST_URL, fetchCardList, parseCardList } from './cards';
import { api } from './client';

describe('the card list’s saved answer', () => {
  it('is fetched from the URL the service worker keeps it under', async () => {
    const sent: Request[] = [];
    const capture: Middleware = {
      onRequest: ({ request }) => {
        sent.push(request);
        return new Response('[]', { status: 200, headers: { 'Content-Type': 'application/json' } });
      },
    };
    api.use(capture);
    const get = api.GET.bind(api);
    const spy = jest
      .spyOn(api, 'GET')
      .mockImplementation(((url: '/api/v1/cards', init: object) =>
        get(url, { ...init, baseUrl: 'http://app.test' })) as typeof api.GET);
    try {
      await fetchCardList();
    } finally {
      api.eject(capture);
      spy.mockRestore();
    }
    const url = new URL(sent[0].url);
    expect(`${url.pathname}${url.search}`).toBe(CARD_LIST_URL);
    expect(CARD_LIST_URL).toBe('/api/v1/cards?deck=black&deck=red');
  });

  it('reads back as the list of cards', () => {
    const list = [card, { ...card, id: 'red-AH', deck: 'red' }];
    expect(parseCardList(JSON.parse(JSON.stringify(list)))).toEqual(list);
  });

  it('is none when empty, not a list, or a card lacks what the grid or its dialog shows', () => {
    expect(parseCardList([])).toBeUndefined();
    expect(parseCardList({ cards: [card] })).toBeUndefined();
    expect(parseCardList(null)).toBeUndefined();
    const { name: _name, ...nameless } = card;
    expect(parseCardList([card, nameless])).toBeUndefined();
    expect(parseCardList([{ ...card, cardNumber: '2' }])).toBeUndefined();
    expect(parseCardList([{ ...card, drill: null }])).toBeUndefined();
    expect(parseCardList([{ ...card, commonMiss: 'Short' }])).toBeUndefined();
    expect(parseCardList([card, 'black-3S'])).toBeUndefined();
  });
});
