// Typographic look-alikes folded to the plain characters a keyboard types (escapes keep them visible).
const SINGLE_QUOTES =
  /[\u2018\u2019\u201A\u201B\u2032\u2035\u0060\u00B4\u02BB\u02BC\u02B9\u2039\u203A\uFF07]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\u00AB\u00BB\u02BA\uFF02]/g;
const DASHES = /[\u2010\u2011\u2012\u2013\u2014\u2015\u2212\uFE58\uFE63\uFF0D]/g;
const COMBINING_MARKS = /\p{M}/gu;

/**
 * Text as the card search compares it, on the server and in the browser alike: lower case, curly
 * quotes and apostrophes straight, dashes as '-', accents removed ('café' → 'cafe'), runs of
 * whitespace as one space, trimmed.
 */
export function normaliseSearchText(text: string): string {
  return text
    .replace(SINGLE_QUOTES, "'")
    .replace(DOUBLE_QUOTES, '"')
    .replace(DASHES, '-')
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(/\s+/g, ' ')
    .trim();
}
