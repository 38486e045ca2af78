import { normaliseSearchText } from './search-text.js';

describe('normaliseSearchText', () => {
  it('folds case, typographic quotes and dashes, accents and whitespace', () => {
    expect(normaliseSearchText('  6 O’CLOCK  ')).toBe("6 o'clock");
    expect(normaliseSearchText('‘a’ ‛b′ `c´')).toBe("'a' 'b' 'c'");
    expect(normaliseSearchText('“a” „b″')).toBe('"a" "b"');
    expect(normaliseSearchText('a–b—c‑d−e')).toBe('a-b-c-d-e');
    expect(normaliseSearchText('Café Noël Ångström')).toBe('cafe noel angstrom');
    expect(normaliseSearchText('a \t\n\u00a0 b')).toBe('a b');
  });
});
