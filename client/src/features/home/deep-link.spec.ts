import { describe, expect, it } from '@jest/globals';
import { hasDeepLinkParams, parseDeepLink, withDeck, withoutDeepLink } from './deep-link';

const parse = (query: string) => parseDeepLink(new URLSearchParams(query));

describe('parseDeepLink', () => {
  it('reads a card', () => {
    expect(parse('?card=black-2S')).toEqual({ kind: 'card', cardId: 'black-2S' });
    expect(parse('card=red-10H')).toEqual({ kind: 'card', cardId: 'red-10H' });
  });

  it('reads a section of the Info dialog', () => {
    expect(parse('?info=aiming-points')).toEqual({ kind: 'info', section: 'aiming-points' });
    expect(parse('?info=cards-index')).toEqual({ kind: 'info', section: 'cards-index' });
  });

  it('ignores what is not a deep link', () => {
    for (const query of ['', '?card=', '?card=<script>', '?card=black-2S/../x', '?info=secrets', '?q=kick'])
      expect(parse(query)).toBeNull();
  });
});

describe('withoutDeepLink', () => {
  it('drops the deep link and keeps the rest of the query', () => {
    const params = new URLSearchParams('?card=black-2S&info=x&success=true');
    expect(hasDeepLinkParams(params)).toBe(true);
    const rest = withoutDeepLink(params);
    expect(rest.toString()).toBe('success=true');
    expect(hasDeepLinkParams(rest)).toBe(false);
    expect(params.has('card')).toBe(true); // the original is left alone
  });
});

describe('withDeck', () => {
  it('switches the card’s deck on once', () => {
    expect(withDeck(['black'], 'red')).toEqual(['black', 'red']);
    expect(withDeck(['black', 'red'], 'red')).toEqual(['black', 'red']);
    expect(withDeck([], 'black')).toEqual(['black']);
  });
});
