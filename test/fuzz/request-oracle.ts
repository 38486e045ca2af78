import type { FuzzRequest } from './fuzz-request.js';
import { typeOf, type Operation, type Schema } from './openapi-operations.js';

/**
 * Why a request is certainly invalid, or undefined when the rules cannot tell. The suite expects
 * a 4xx for every request this names, whatever generated it. The rules are the document's
 * schemas plus the project's own input rules:
 *
 * - unknown body properties are refused (class-validator's forbidNonWhitelisted): an object schema
 *   without `additionalProperties` is closed;
 * - every string (body, query, path) is well-formed Unicode without NUL or control characters:
 *   U+0000–U+001F except tab, line feed and carriage return, which some fields may allow, count;
 * - unknown query parameters on the JSON API (`/api/…`) are refused; the files served outside it
 *   (diagrams, JWKS) may ignore a query string like any static file;
 * - an empty body with a JSON content type, or the JSON body `null`, counts as no body;
 * - an optional property set to null counts as absent (class-validator's @IsOptional).
 *
 * Lengths are counted as class-validator counts them (a surrogate pair is one character).
 * Values the server may legitimately coerce (a query number written `0x10`, an empty query value)
 * and formats other than uuid are left undecided.
 */
export function whyInvalid(op: Operation, request: FuzzRequest): string | undefined {
  return pathProblem(op, request) ?? queryProblem(op, request) ?? bodyProblem(op, request);
}

// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0001-\u0008\u000b\u000c\u000e-\u001f]/;

/** What is wrong with a string any field would refuse, if anything. */
export function stringProblem(value: string): string | undefined {
  if (value.includes('\u0000')) return 'contains NUL';
  if (CONTROL_CHARACTER.test(value)) return 'contains a control character';
  if (!value.isWellFormed()) return 'contains a lone surrogate';
  return undefined;
}

function decoded(encoded: string): string | undefined {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined; // not valid percent-encoded UTF-8: whether that is a 400 or a 404 is the router's call
  }
}

function pathProblem(op: Operation, request: FuzzRequest): string | undefined {
  for (const param of op.pathParams) {
    const value = decoded(request.pathParams[param.name] ?? '');
    const problem = value === undefined ? undefined : stringProblem(value);
    if (problem) return `path ${param.name}: ${problem}`;
  }
  return undefined;
}

function queryProblem(op: Operation, request: FuzzRequest): string | undefined {
  const counts = new Map<string, number>();
  for (const [name] of request.query) counts.set(name, (counts.get(name) ?? 0) + 1);
  for (const [rawName, rawValue] of request.query) {
    const name = decoded(rawName);
    const value = decoded(rawValue);
    if (name === undefined || value === undefined) continue;
    const problem = stringProblem(name) ?? stringProblem(value);
    if (problem) return `query ${name}: ${problem}`;
    const param = op.queryParams.find((p) => p.name === name);
    if (!param) {
      if (op.path.startsWith('/api/')) return `query ${name}: unknown parameter`;
      continue;
    }
    const isArray = typeOf(param.schema) === 'array';
    if (!isArray && counts.get(rawName)! > 1) continue; // a repeated parameter: left to the server
    const wrong = queryValueProblem(isArray ? (param.schema.items ?? {}) : param.schema, value);
    if (wrong) return `query ${name}: ${wrong}`;
  }
  return undefined;
}

function queryValueProblem(schema: Schema, value: string): string | undefined {
  if (value === '') return undefined;
  if (schema.enum && !schema.enum.map(String).includes(value)) return `not one of ${schema.enum.join(', ')}`;
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return numberProblem(schema, Number(value));
    case 'boolean':
      return value === 'true' || value === 'false' ? undefined : 'not true or false';
    case 'string':
      return lengthProblem(schema, value);
    case 'object':
    case 'array':
    case undefined:
      return undefined;
  }
}

function bodyProblem(op: Operation, request: FuzzRequest): string | undefined {
  if (!op.body) return undefined; // a body the operation does not take: ignoring it is fine
  const required = op.body.required ?? [];
  const { body } = request;
  if (!body || body.payload.length === 0)
    return required.length ? `body: none, but ${required.join(', ')} required` : undefined;
  if (!/^application\/json\b/.test(body.contentType))
    return `body: ${body.contentType}, where the operation takes JSON`;
  let value: unknown;
  try {
    value = JSON.parse(body.payload.toString());
  } catch {
    return 'body: not JSON';
  }
  if (value === null) return required.length ? `body: null, but ${required.join(', ')} required` : undefined;
  return schemaProblem(value, op.body, 'body');
}

/** What makes the value break the schema (or a project rule on strings), if anything. */
export function schemaProblem(value: unknown, schema: Schema, where: string): string | undefined {
  if (value === null) return schema.nullable ? undefined : `${where}: null`;
  if (schema.oneOf ?? schema.anyOf) {
    const problems = (schema.oneOf ?? schema.anyOf)!.map((s) => schemaProblem(value, s, where));
    if (problems.every(Boolean)) return problems[0];
  }
  if (schema.enum && !schema.enum.includes(value)) return `${where}: not one of ${schema.enum.join(', ')}`;
  switch (typeOf(schema)) {
    case 'string':
      if (typeof value !== 'string') return `${where}: not a string`;
      return prefixed(
        where,
        stringProblem(value) ?? lengthProblem(schema, value) ?? formatProblem(schema, value),
      );
    case 'number':
    case 'integer':
      if (typeof value !== 'number') return `${where}: not a number`;
      if (schema.type === 'integer' && !Number.isInteger(value)) return `${where}: not an integer`;
      return prefixed(where, numberProblem(schema, value));
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${where}: not a boolean`;
    case 'array':
      if (!Array.isArray(value)) return `${where}: not an array`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems)
        return `${where}: more than ${schema.maxItems} items`;
      for (const [i, item] of value.entries()) {
        const problem = schemaProblem(item, schema.items ?? {}, `${where}[${i}]`);
        if (problem) return problem;
      }
      return undefined;
    case 'object':
      return objectProblem(value, schema, where);
    case undefined:
      return badStringWithin(value, where);
  }
}

function objectProblem(value: unknown, schema: Schema, where: string): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${where}: not an object`;
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  for (const key of required) if (!Object.hasOwn(value, key)) return `${where}.${key}: missing`;
  for (const [key, item] of Object.entries(value)) {
    const problem = stringProblem(key);
    if (problem) return `${where}: a property name ${problem}`;
    const property = Object.hasOwn(properties, key) ? properties[key] : undefined;
    if (property) {
      if (item === null && !required.includes(key)) continue;
      const itemProblem = schemaProblem(item, property, `${where}.${key}`);
      if (itemProblem) return itemProblem;
    } else if (!schema.additionalProperties) {
      return `${where}.${key}: unknown property`;
    } else if (typeof schema.additionalProperties === 'object') {
      const itemProblem = schemaProblem(item, schema.additionalProperties, `${where}.${key}`);
      if (itemProblem) return itemProblem;
    } else {
      const itemProblem = badStringWithin(item, `${where}.${key}`);
      if (itemProblem) return itemProblem;
    }
  }
  return undefined;
}

/** A free-form value still holds only acceptable strings (walked without recursion: it may be deep). */
function badStringWithin(value: unknown, where: string): string | undefined {
  const stack = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      const problem = stringProblem(item);
      if (problem) return `${where}: a string ${problem}`;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) stack.push(key, child);
    }
  }
  return undefined;
}

function lengthProblem(schema: Schema, value: string): string | undefined {
  // class-validator counts a surrogate pair, and a variation selector, as one character or none
  const longest = value.length;
  const shortest = [...value].length - (value.match(/[\ufe0e\ufe0f]/g)?.length ?? 0);
  if (schema.maxLength !== undefined && shortest > schema.maxLength)
    return `longer than ${schema.maxLength} characters`;
  if (schema.minLength !== undefined && longest < schema.minLength)
    return `shorter than ${schema.minLength} characters`;
  return undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function formatProblem(schema: Schema, value: string): string | undefined {
  return schema.format === 'uuid' && !UUID.test(value) ? 'not a uuid' : undefined;
}

function numberProblem(schema: Schema, value: number): string | undefined {
  if (Number.isNaN(value)) return 'not a number';
  if (schema.minimum !== undefined && value < schema.minimum) return `less than ${schema.minimum}`;
  if (schema.maximum !== undefined && value > schema.maximum) return `more than ${schema.maximum}`;
  return undefined;
}

function prefixed(where: string, problem: string | undefined): string | undefined {
  return problem && `${where}: ${problem}`;
}
