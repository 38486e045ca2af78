import fc from 'fast-check';
import {
  jsonBody,
  percentEncodedSurrogate,
  printable,
  RawJson,
  rawStringLiteral,
  type FuzzRequest,
  type InputKind,
  type RequestBody,
} from './fuzz-request.js';
import { typeOf, type Operation, type Parameter, type Schema } from './openapi-operations.js';
import { schemaProblem } from './request-oracle.js';

/**
 * fast-check arbitraries for an operation of the OpenAPI document: requests whose parameters and
 * body the schemas accept ("valid input"), and requests made bad in one place, one input kind
 * at a time. `words` are strings the API knows (card ids, today's date…): valid strings are
 * often drawn from them, most often from those shaped like the field's example, so that many
 * requests get past validation into the handlers.
 */

/** Strings every field should survive, valid or not for the field. */
const EDGE_STRINGS = [
  ' ',
  'null',
  'undefined',
  '0',
  '-1',
  'true',
  "O'Brien",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '${7*7}',
  "' OR 1=1 --",
  'ÄÖÜ ß 漢字 🎱',
  '\u202egnp.exe',
  'a'.repeat(300),
];

/** A request in the making: the body is still a value, the parameters already percent-encoded. */
interface Draft {
  pathParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  /** The JSON body as a value; undefined: no body. */
  json: unknown;
}

/** Somewhere a bad value can go. */
type Slot =
  | { place: 'body'; path: string[]; schema?: Schema; required: boolean }
  | { place: 'path' | 'query'; param: Parameter };

/** The kinds of input that apply to the operation (each needs somewhere to put its bad value). */
export function inputKindsOf(op: Operation, kinds: readonly InputKind[]): InputKind[] {
  return kinds.filter((kind) => requestsOf(op, kind, []) !== undefined);
}

/** Requests of one kind for the operation; undefined when the kind does not apply to it. */
export function requestsOf(
  op: Operation,
  kind: InputKind,
  words: readonly string[],
): fc.Arbitrary<FuzzRequest> | undefined {
  return unprintedRequestsOf(op, kind, words)?.map((request) => printable(op, request));
}

function unprintedRequestsOf(
  op: Operation,
  kind: InputKind,
  words: readonly string[],
): fc.Arbitrary<FuzzRequest> | undefined {
  const valid = validDraft(op, words);
  const body = bodySlots(op);
  const strings = stringSlots(op);
  const inUrl = strings.filter((slot) => slot.place !== 'body');
  const inBody = strings.filter((slot) => slot.place === 'body');
  switch (kind) {
    case 'valid input':
      return valid.map((draft) => toRequest(draft, kind));
    case 'missing required field':
      return mutate(
        valid,
        kind,
        body.filter((slot) => slot.required && slot.path.length > 0),
        (draft, slot) => fc.constant({ ...draft, json: deleteIn(draft.json, slot.path) }),
      );
    case 'wrong type':
      return mutate(valid, kind, [...body, ...typedQuerySlots(op)], (draft, slot) =>
        slot.place === 'body'
          ? fc
              .constantFrom(...wrongTypeValues(slot.schema, slot.required))
              .map((value) => withBody(draft, slot, value))
          : fc.constantFrom(...WRONG_QUERY_VALUES).map((value) => withQuery(draft, slot.param.name, value)),
      );
    case 'unknown field':
      return mutate(valid, kind, body.filter(isObjectSlot), (draft, slot) =>
        fc
          .tuple(unknownName(Object.keys(slot.schema?.properties ?? {})), fc.jsonValue({ maxDepth: 2 }))
          .map(([name, value]) => withBody(draft, { ...slot, path: [...slot.path, name] }, value)),
      );
    case 'unknown query parameter':
      return fc
        .tuple(valid, unknownName(op.queryParams.map((p) => p.name)), fc.string())
        .map(([draft, name, value]) =>
          toRequest(
            { ...draft, query: [...draft.query, [encodeURIComponent(name), encodeURIComponent(value)]] },
            kind,
            `query ${name}`,
          ),
        );
    case 'huge string':
      return mutate(
        valid,
        kind,
        strings.filter((slot) => slot.place !== 'path'),
        (draft, slot) => hugeString().map((value) => setString(draft, slot, value)),
      );
    case 'huge array':
      return mutate(valid, kind, body, (draft, slot) =>
        hugeArray().map((value) => withBody(draft, slot, value)),
      );
    case 'deep nesting':
      return mutate(valid, kind, body, (draft, slot) =>
        deepValue().map((value) => withBody(draft, slot, value)),
      );
    case 'control character':
      return withBadCharacter(
        valid,
        kind,
        strings,
        fc.constantFrom(...CONTROL_CHARACTERS),
        encodeURIComponent,
      );
    case 'NUL':
      return withBadCharacter(valid, kind, strings, fc.constant('\u0000'), encodeURIComponent);
    case 'lone surrogate (JSON escape)':
      return withBadCharacter(valid, kind, inBody, loneSurrogate(), encodeURIComponent);
    case 'lone surrogate (raw bytes)':
      return withBadCharacter(
        valid,
        kind,
        [...inBody, ...inUrl],
        loneSurrogate(),
        percentEncodedSurrogate,
        true,
      );
    case 'empty JSON body':
      if (!op.takesBody) return undefined;
      return fc
        .tuple(valid, fc.constantFrom('application/json', 'application/json; charset=utf-8'))
        .map(([draft, contentType]) =>
          toRequest({ ...draft, json: undefined }, kind, 'body', { contentType, payload: '' }),
        );
    case 'not JSON':
      if (!op.takesBody) return undefined;
      return fc
        .tuple(valid, notJsonBody())
        .map(([draft, b]) => toRequest({ ...draft, json: undefined }, kind, 'body', b));
    case 'odd path parameter':
      return mutate(
        valid,
        kind,
        op.pathParams.map((param) => ({ place: 'path', param }) as const),
        (draft, slot) => oddPathSegment().map((segment) => withPath(draft, slot.param.name, segment)),
      );
  }
}

/** A valid draft with one slot changed by `change`, labelled with the slot. */
function mutate<S extends Slot>(
  valid: fc.Arbitrary<Draft>,
  kind: InputKind,
  slots: S[],
  change: (draft: Draft, slot: S) => fc.Arbitrary<Draft>,
): fc.Arbitrary<FuzzRequest> | undefined {
  if (slots.length === 0) return undefined;
  return fc
    .tuple(valid, fc.constantFrom(...slots))
    .chain(([draft, slot]) => change(draft, slot).map((changed) => toRequest(changed, kind, labelOf(slot))));
}

function toRequest(draft: Draft, kind: InputKind, target?: string, body?: RequestBody): FuzzRequest {
  const sent = body ?? (draft.json === undefined ? undefined : jsonBody(draft.json));
  return {
    kind,
    ...(target && { target }),
    pathParams: draft.pathParams,
    query: draft.query,
    headers: draft.headers,
    ...(sent && { body: sent }),
  };
}

function labelOf(slot: Slot): string {
  if (slot.place === 'body') return ['body', ...slot.path].join('.');
  return `${slot.place} ${slot.param.name}`;
}

// —— valid input ——

function validDraft(op: Operation, words: readonly string[]): fc.Arbitrary<Draft> {
  const requiredHeaders = op.headerParams.filter((p) => p.required).map((p) => p.name.toLowerCase());
  return fc.record({
    pathParams: fc.record(
      Object.fromEntries(op.pathParams.map((p) => [p.name, pathSegmentOf(p.schema, words)])),
      { noNullPrototype: true },
    ),
    query: fc.tuple(...op.queryParams.map((p) => queryPairsOf(p, words))).map((lists) => lists.flat()),
    headers: fc.record(
      Object.fromEntries(
        op.headerParams.map((p) => [p.name.toLowerCase(), fc.string({ minLength: 1, maxLength: 40 })]),
      ),
      { requiredKeys: requiredHeaders, noNullPrototype: true },
    ),
    json: op.body ? valueOf(op.body, words) : fc.constant(undefined),
  });
}

/** A value the schema accepts. */
export function valueOf(schema: Schema, words: readonly string[]): fc.Arbitrary<unknown> {
  const value = nonNullValueOf(schema, words);
  return schema.nullable ? fc.oneof(value, fc.constant(null)) : value;
}

function nonNullValueOf(schema: Schema, words: readonly string[]): fc.Arbitrary<unknown> {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => valueOf(s, words)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  switch (typeOf(schema)) {
    case 'string':
      return stringOf(schema, words);
    case 'number':
    case 'integer':
      return fc.integer({ min: Math.ceil(schema.minimum ?? -1000), max: Math.floor(schema.maximum ?? 1000) });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueOf(schema.items ?? {}, words), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object':
      return fc.record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([key, s]) => [key, valueOf(s, words)]),
        ),
        { requiredKeys: schema.required ?? [], noNullPrototype: true },
      );
    case undefined:
      return fc.jsonValue({ maxDepth: 2 }).filter((value) => schemaProblem(value, schema, '') === undefined);
  }
}

function stringOf(schema: Schema, words: readonly string[]): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  const fits = (value: string) => schemaProblem(value, schema, '') === undefined;
  const known = [schema.example, schema.default, ...words, ...EDGE_STRINGS].filter(
    (value): value is string => typeof value === 'string' && fits(value),
  );
  const example = typeof schema.example === 'string' ? schema.example : undefined;
  const likeExample = example === undefined ? [] : known.filter((word) => shapeOf(word) === shapeOf(example));
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  return fc.oneof(
    ...(likeExample.length ? [{ arbitrary: fc.constantFrom(...likeExample), weight: 3 }] : []),
    ...(known.length ? [{ arbitrary: fc.constantFrom(...known), weight: 2 }] : []),
    { arbitrary: fc.string({ minLength, maxLength }), weight: 1 },
    {
      arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength: Math.ceil(maxLength / 4) }).filter(fits),
      weight: 1,
    },
    ...(fits(SOME_UUID) ? [{ arbitrary: fc.uuid(), weight: 1 }] : []),
  );
}

const SOME_UUID = '00000000-0000-4000-8000-000000000000';

/** A string's shape: runs of digits become 9, runs of letters a (`2026-11-22` → `9-9-9`, `black-2S` → `a-9a`). */
function shapeOf(value: string): string {
  return value.replace(/\d+/g, '9').replace(/[A-Za-z]+/g, 'a');
}

/** A path parameter's value, percent-encoded (never empty: that would name another route). */
function pathSegmentOf(schema: Schema, words: readonly string[]): fc.Arbitrary<string> {
  return valueOf(schema, words)
    .map(String)
    .filter((value) => value !== '')
    .map(encodeURIComponent);
}

/** A query parameter's pairs: none (when optional), one, or one per item of an array. */
function queryPairsOf(param: Parameter, words: readonly string[]): fc.Arbitrary<[string, string][]> {
  const pair = (value: unknown): [string, string] => [
    encodeURIComponent(param.name),
    encodeURIComponent(String(value)),
  ];
  const pairs =
    typeOf(param.schema) === 'array'
      ? fc
          .array(valueOf(param.schema.items ?? {}, words), { minLength: 1, maxLength: 3 })
          .map((v) => v.map(pair))
      : valueOf(param.schema, words).map((value) => [pair(value)]);
  return param.required ? pairs : fc.oneof(fc.constant<[string, string][]>([]), pairs);
}

// —— where bad values go ——

/** The body as a whole (when the method carries one), and each property the schema declares. */
function bodySlots(op: Operation): Extract<Slot, { place: 'body' }>[] {
  if (!op.takesBody) return [];
  const whole = { place: 'body' as const, path: [], schema: op.body, required: true };
  return [whole, ...propertySlots(op.body, [])];
}

function propertySlots(schema: Schema | undefined, path: string[]): Extract<Slot, { place: 'body' }>[] {
  if (!schema || typeOf(schema) !== 'object' || path.length > 3) return [];
  return Object.entries(schema.properties ?? {}).flatMap(([key, property]) => {
    const slot = {
      place: 'body' as const,
      path: [...path, key],
      schema: property,
      required: schema.required?.includes(key) ?? false,
    };
    return [slot, ...propertySlots(property, slot.path)];
  });
}

/** Every place a string goes: string properties of the body, path and query parameters. */
function stringSlots(op: Operation): Slot[] {
  return [
    ...bodySlots(op).filter(
      (slot) => slot.path.length > 0 && slot.schema && typeOf(slot.schema) === 'string',
    ),
    ...op.pathParams.map((param) => ({ place: 'path', param }) as const),
    ...op.queryParams.map((param) => ({ place: 'query', param }) as const),
  ];
}

/** Query parameters that are not free text (numbers, booleans, enums). */
function typedQuerySlots(op: Operation): Slot[] {
  return op.queryParams
    .filter((param) => {
      const schema = typeOf(param.schema) === 'array' ? (param.schema.items ?? {}) : param.schema;
      return schema.enum !== undefined || typeOf(schema) !== 'string';
    })
    .map((param) => ({ place: 'query', param }) as const);
}

function isObjectSlot(slot: Extract<Slot, { place: 'body' }>): boolean {
  return !slot.schema || typeOf(slot.schema) === 'object';
}

// —— changing a draft ——

function withBody(draft: Draft, slot: Extract<Slot, { place: 'body' }>, value: unknown): Draft {
  return { ...draft, json: setIn(draft.json, slot.path, value) };
}

function withPath(draft: Draft, name: string, segment: string): Draft {
  return { ...draft, pathParams: { ...draft.pathParams, [name]: segment } };
}

function withQuery(draft: Draft, name: string, value: string): Draft {
  const encodedName = encodeURIComponent(name);
  return { ...draft, query: [...draft.query.filter(([n]) => n !== encodedName), [encodedName, value]] };
}

/** Puts an (unencoded) string in the slot. */
function setString(draft: Draft, slot: Slot, value: string): Draft {
  if (slot.place === 'body') return withBody(draft, slot, value);
  const encoded = encodeURIComponent(value);
  return slot.place === 'path'
    ? withPath(draft, slot.param.name, encoded)
    : withQuery(draft, slot.param.name, encoded);
}

/** The slot's current string value (decoded), '' when it has none. */
function stringIn(draft: Draft, slot: Slot): string {
  if (slot.place === 'body') {
    const value = slot.path.reduce<unknown>((at, key) => (isObject(at) ? at[key] : undefined), draft.json);
    return typeof value === 'string' ? value : '';
  }
  const encoded =
    slot.place === 'path'
      ? draft.pathParams[slot.param.name]
      : draft.query.find(([name]) => name === encodeURIComponent(slot.param.name))?.[1];
  return encoded === undefined ? '' : decodeURIComponent(encoded);
}

function setIn(root: unknown, path: string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const object: Record<string, unknown> = isObject(root) ? { ...root } : {};
  // defineProperty, so that a key such as __proto__ becomes a property like any other
  Object.defineProperty(object, key, {
    value: setIn(object[key], rest, value),
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return object;
}

function deleteIn(root: unknown, path: string[]): unknown {
  const [key, ...rest] = path;
  if (!isObject(root) || key === undefined) return root;
  const object = { ...root };
  if (rest.length === 0) delete object[key];
  else object[key] = deleteIn(object[key], rest);
  return object;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// —— bad values ——

/** C0 control characters other than NUL, tab, line feed and carriage return. */
const CONTROL_CHARACTERS = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
  (char) => !'\u0000\t\n\r'.includes(char),
);

function loneSurrogate(): fc.Arbitrary<string> {
  return fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
}

/**
 * The slot's current value with one bad character inserted. In a URL the character is
 * percent-encoded by `encode`; in the body, `raw` keeps a lone surrogate unescaped (WTF-8 bytes).
 */
function withBadCharacter(
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
function wrongTypeValues(schema: Schema | undefined, required: boolean): unknown[] {
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
const WRONG_QUERY_VALUES = [
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
function unknownName(declared: string[]): fc.Arbitrary<string> {
  return fc
    .oneof(fc.constantFrom(...PROBING_NAMES), fc.string({ minLength: 1, maxLength: 20 }))
    .filter((name) => !declared.includes(name));
}

/** 10,000 to 100,000 characters of printable ASCII. */
function hugeString(): fc.Arbitrary<string> {
  return fc
    .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.integer({ min: 10_000, max: 100_000 }))
    .map(([unit, length]) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length));
}

/** 1,000 to 100,000 items. */
function hugeArray(): fc.Arbitrary<RawJson> {
  return fc
    .tuple(fc.constantFrom('0', '"a"', '{}', 'null', '[]'), fc.integer({ min: 1_000, max: 100_000 }))
    .map(([item, length]) => new RawJson(`[${Array(length).fill(item).join(',')}]`));
}

/** Arrays or objects nested 33 to 5,000 levels deep (often exactly 2,000). */
function deepValue(): fc.Arbitrary<RawJson> {
  return fc
    .tuple(fc.boolean(), fc.oneof(fc.constant(2000), fc.integer({ min: 33, max: 5000 })))
    .map(([arrays, depth]) =>
      arrays
        ? new RawJson('['.repeat(depth) + ']'.repeat(depth))
        : new RawJson('{"a":'.repeat(depth) + '{}' + '}'.repeat(depth)),
    );
}

function notJsonBody(): fc.Arbitrary<RequestBody> {
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
function oddPathSegment(): fc.Arbitrary<string> {
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
