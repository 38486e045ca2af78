import { entityTag, ifNoneMatchMatches } from './etag.js';

describe('entity tags', () => {
  it('tags a content by its hash, quoted, the same content alike', () => {
    const tag = entityTag('<svg/>');
    expect(tag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(entityTag('<svg/>')).toBe(tag);
    expect(entityTag('<svg />')).not.toBe(tag);
  });

  it('matches If-None-Match weakly: the tag, its W/ form, a list holding it, or *', () => {
    const tag = '"abc"';
    for (const header of ['"abc"', 'W/"abc"', '"x", "abc"', ' "x" ,W/"abc" ', '*']) {
      expect({ header, matches: ifNoneMatchMatches(header, tag) }).toEqual({ header, matches: true });
    }
    expect(ifNoneMatchMatches('W/"abc"', 'W/"abc"')).toBe(true);
    for (const header of [undefined, '', '"abd"', 'W/"x"', 'abc', '"abc', '"x", "y"']) {
      expect({ header, matches: ifNoneMatchMatches(header, tag) }).toEqual({ header, matches: false });
    }
  });
});
