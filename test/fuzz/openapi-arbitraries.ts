import fc from 'fast-check';
import {
  CONTROL_CHARACTERS,
  deepValue,
  hugeArray,
  hugeString,
  loneSurrogate,
  notJsonBody,
  oddPathSegment,
  unknownName,
  withBadCharacter,
  WRONG_QUERY_VALUES,
  wrongTypeValues,
} from './bad-input.js';
import { percentEncodedSurrogate, printable, type FuzzRequest, type InputKind } from './fuzz-request.js';
import type { Operation } from './openapi-operations.js';
import {
  bodySlots,
  deleteIn,
  isObjectSlot,
  mutate,
  setString,
  stringSlots,
  toRequest,
  typedQuerySlots,
  withBody,
  withPath,
  withQuery,
} from './request-drafts.js';
import { validDraft } from './valid-input.js';

/**
 * fast-check arbitraries for an operation of the OpenAPI document: requests whose parameters and
 * body the schemas accept ("valid input"), and requests made bad in one place, one input kind
 * at a time. `words` are strings the API knows (card ids, today's date…): valid strings are
 * often drawn from them (see valid-input.ts); the bad values are those of bad-input.ts.
 */

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
