import fc from 'fast-check';
import { typeOf, type Operation, type Parameter, type Schema } from './openapi-operations.js';
import type { Draft } from './request-drafts.js';
import { schemaProblem } from './request-oracle.js';

/**
 * Valid input for an operation: parameters and a body the schemas accept. Strings are often drawn
 * from `words` (strings the API knows), most often from those shaped like the field's example, so
 * that many requests get past validation into the handlers.
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

export function validDraft(op: Operation, words: readonly string[]): fc.Arbitrary<Draft> {
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
