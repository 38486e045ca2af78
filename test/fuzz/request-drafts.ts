import fc from 'fast-check';
import { jsonBody, type FuzzRequest, type InputKind, type RequestBody } from './fuzz-request.js';
import { typeOf, type Operation, type Parameter, type Schema } from './openapi-operations.js';

/**
 * Requests in the making for the OpenAPI fuzz suite: a draft (the body still a value, the
 * parameters percent-encoded), the slots where a bad value can go, and the edits that put one there.
 */

/** A request in the making: the body is still a value, the parameters already percent-encoded. */
export interface Draft {
  pathParams: Record<string, string>;
  query: [string, string][];
  headers: Record<string, string>;
  /** The JSON body as a value; undefined: no body. */
  json: unknown;
}

/** Somewhere a bad value can go. */
export type Slot =
  | { place: 'body'; path: string[]; schema?: Schema; required: boolean }
  | { place: 'path' | 'query'; param: Parameter };

/** A valid draft with one slot changed by `change`, labelled with the slot. */
export function mutate<S extends Slot>(
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

export function toRequest(draft: Draft, kind: InputKind, target?: string, body?: RequestBody): FuzzRequest {
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

// —— where bad values go ——

/** The body as a whole (when the method carries one), and each property the schema declares. */
export function bodySlots(op: Operation): Extract<Slot, { place: 'body' }>[] {
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
export function stringSlots(op: Operation): Slot[] {
  return [
    ...bodySlots(op).filter(
      (slot) => slot.path.length > 0 && slot.schema && typeOf(slot.schema) === 'string',
    ),
    ...op.pathParams.map((param) => ({ place: 'path', param }) as const),
    ...op.queryParams.map((param) => ({ place: 'query', param }) as const),
  ];
}

/** Query parameters that are not free text (numbers, booleans, enums). */
export function typedQuerySlots(op: Operation): Slot[] {
  return op.queryParams
    .filter((param) => {
      const schema = typeOf(param.schema) === 'array' ? (param.schema.items ?? {}) : param.schema;
      return schema.enum !== undefined || typeOf(schema) !== 'string';
    })
    .map((param) => ({ place: 'query', param }) as const);
}

export function isObjectSlot(slot: Extract<Slot, { place: 'body' }>): boolean {
  return !slot.schema || typeOf(slot.schema) === 'object';
}

// —— changing a draft ——

export function withBody(draft: Draft, slot: Extract<Slot, { place: 'body' }>, value: unknown): Draft {
  return { ...draft, json: setIn(draft.json, slot.path, value) };
}

export function withPath(draft: Draft, name: string, segment: string): Draft {
  return { ...draft, pathParams: { ...draft.pathParams, [name]: segment } };
}

export function withQuery(draft: Draft, name: string, value: string): Draft {
  const encodedName = encodeURIComponent(name);
  return { ...draft, query: [...draft.query.filter(([n]) => n !== encodedName), [encodedName, value]] };
}

/** Puts an (unencoded) string in the slot. */
export function setString(draft: Draft, slot: Slot, value: string): Draft {
  if (slot.place === 'body') return withBody(draft, slot, value);
  const encoded = encodeURIComponent(value);
  return slot.place === 'path'
    ? withPath(draft, slot.param.name, encoded)
    : withQuery(draft, slot.param.name, encoded);
}

/** The slot's current string value (decoded), '' when it has none. */
export function stringIn(draft: Draft, slot: Slot): string {
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

export function deleteIn(root: unknown, path: string[]): unknown {
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
