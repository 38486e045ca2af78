import fc from 'fast-check';
import {
  RawJson,
  rawStringLiteral,
  type FuzzRequest,
  type InputKind,
  type RequestBody,
} from './fuzz-request.js';
import { typeOf, type Schema } from './openapi-operations.js';
import { mutate, stringIn, withBody, withPath, withQuery, type Draft, type Slot } from './request-drafts.js';

/**
 * The bad values the OpenAPI fuzz suite puts in one place of a valid request: control characters,
 * lone surrogates, values of the wrong type, unknown names, huge strings and arrays, deep nesting,
 * bodies that are not JSON and odd path segments.
 */

/** C0 control characters other than NUL, tab, line feed and carriage return. */
export const CONTROL_CHARACTERS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
  (char) => !'\u0000\t\n\r'.includes(char),
);

export function loneSurrogate(): fc.Arbitrary<string> {
  return fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
}

/**
 * The slot's current value with one bad character inserted. In a URL the character is
 * percent-encoded by `encode`; in the body, `raw` keeps a lone surrogate unescaped (WTF-8 bytes).
 */
export function withBadCharacter(
  valid: fc.Arbitrary<Draft>,
  kind: InputKind,
  slots: Slot[],
  character: fc.Arbitrary<string>,
  encode: (character: string) => string,
  raw = false,
): fc.Arbitrary<FuzzRequest> | undefined {
  return mutate(valid, kind, slots, (draft, slot) =>
    fc.tuple(character, fc.nat()).map(([char, at]) => {
      const points = Array.from(stringIn(draft, slot));
      const cut = at % (points.length + 1);
      const [before, after] = [points.slice(0, cut).join(''), points.slice(cut).join('')];
      if (slot.place === 'body')
        return withBody(draft, slot, raw ? rawStringLiteral(before + char + after) : before + char + after);
      const encoded = encodeURIComponent(before) + encode(char) + encodeURIComponent(after);
      return slot.place === 'path'
        ? withPath(draft, slot.param.name, encoded)
        : withQuery(draft, slot.param.name, encoded);
    }),
  );
}

/** Values of another JSON type than the schema's (null only where the property is required). */
export function wrongTypeValues(schema: Schema | undefined, required: boolean): unknown[] {
  const type = schema && typeOf(schema);
  const accepts = (value: unknown) => {
    if (value === null) return !required || schema?.nullable === true;
    if (type === undefined) return false;
    if (Array.isArray(value)) return type === 'array';
    if (typeof value === 'number')
      return type === 'number' || (type === 'integer' && Number.isInteger(value));
    return typeof value === type;
  };
  return [42, -1.5, true, 'text', [], ['a', 1], {}, { a: 1 }, null].filter((value) => !accepts(value));
}

/** Query values a number, boolean or enum parameter should refuse (the oracle decides which must be). */
export const WRONG_QUERY_VALUES = [
  'abc',
  'NaN',
  '-1',
  '0',
  '1.5',
  '1e400',
  '999999999999',
  'yes',
  'null',
  '[]',
  '{}',
  'purple',
];

/** Names of Object.prototype members (prototype handling) and of fields a client should not set. */
const PROBING_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'isAdmin',
  'role',
  'userId',
  'id',
  'limit',
  'sort',
  'filter',
];

/** A property or parameter name the schema does not declare. */
export function unknownName(declared: string[]): fc.Arbitrary<string> {
  return fc
    .oneof(fc.constantFrom(...PROBING_NAMES), fc.string({ minLength: 1, maxLength: 20 }))
    .filter((name) => !declared.includes(name));
}

/** 10,000 to 100,000 characters of printable ASCII. */
export function hugeString(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 10_000, max: 100_000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** 1,000 to 100,000 items. */
export function hugeArray(): fc.Arbitrary<RawJson> {
  return fc
    .tuple(fc.constantFrom('0', '"a"', '{}', 'null', '[]'), fc.integer({ min: 1_000, max: 100_000 }))
    .map(([item, length]) => new RawJson(`[${Array(length).fill(item).join(',')}]`));
}

/** Arrays or objects nested 33 to 5,000 levels deep (often exactly 2,000). */
export function deepValue(): fc.Arbitrary<RawJson> {
  return fc
    .tuple(fc.boolean(), fc.oneof(fc.constant(2000), fc.integer({ min: 33, max: 5000 })))
    .map(([arrays, depth]) =>
      arrays
        ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
        : new RawJson('{"a":'.repeat(depth) + '{}' + '}'.repeat(depth)),
    );
}

export function notJsonBody(): fc.Arbitrary<RequestBody> {
  const json = (payload: string) => ({ contentType: 'application/json', payload });
  return fc.oneof(
    fc
      .constantFrom(
        '{',
        '{"a":',
        '}',
        'undefined',
        'NaN',
        "{'a': 1}",
        '[1,]',
        '{"a":1}}',
        'tru',
        '\u0000',
        '\ufeff{}',
      )
      .map(json),
    fc.string({ minLength: 1 }).map(json),
    fc.constantFrom<RequestBody>(
      { contentType: 'text/plain', payload: '{"a":1}' },
      { contentType: 'application/x-www-form-urlencoded', payload: 'email=a%40b.c&password=x' },
      {
        contentType: 'multipart/form-data; boundary=x',
        payload: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      },
      { contentType: 'application/xml', payload: '<a>1</a>' },
      { contentType: 'application/octet-stream', payload: Buffer.from([0, 255, 1, 254]) },
    ),
  );
}

/** Segments a router and a handler should take in their stride, percent-encoded or not. */
export function oddPathSegment(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '%00',
      'a%00b',
      '%01',
      '%1F',
      '%7F',
      '%',
      '%ZZ',
      '%E0%A4%A',
      '%ED%A0%80',
      '%C0%AF',
      '%F4%90%80%80',
      '%EF%BF%BF',
      '%2F',
      '%2e%2e',
      '..',
      '.',
      '%20',
      '-1',
      '0',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '%27%20OR%201%3D1--',
      '%F0%9F%8E%B1',
      encodeURIComponent('ünïcødé-漢字'),
    ),
    fc.integer({ min: 101, max: 20_000 }).map((length) => 'a'.repeat(length)),
    fc.integer({ min: 20, max: 2_000 }).map((length) => encodeURIComponent('é').repeat(length)),
  );
}
