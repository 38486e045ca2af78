import fc from 'fast-check';
import type { Operation } from './openapi-operations.js';

/** The input kinds, one test each per operation (the test names use these words). */
export const INPUT_KINDS = [
  'valid input',
  'missing required field',
  'wrong type',
  'unknown field',
  'unknown query parameter',
  'huge string',
  'huge array',
  'deep nesting',
  'control character',
  'NUL',
  'lone surrogate (JSON escape)',
  'lone surrogate (raw bytes)',
  'empty JSON body',
  'not JSON',
  'odd path parameter',
] as const;

export type InputKind = (typeof INPUT_KINDS)[number];

/** A request body: JSON text (or bytes, for strings that are not well-formed) or anything else. */
export interface RequestBody {
  contentType: string;
  payload: string | Buffer;
}

/** One generated request, its parts already encoded as they go on the wire. */
export interface FuzzRequest {
  kind: InputKind;
  /** The part that was made bad, e.g. `body.email`, `query limit`, `path id` (none for valid input). */
  target?: string;
  /** Percent-encoded path segments by parameter name. */
  pathParams: Record<string, string>;
  /** Percent-encoded name/value pairs, in order (a name may repeat). */
  query: [string, string][];
  headers: Record<string, string>;
  body?: RequestBody;
}

export function urlOf(op: Operation, request: FuzzRequest): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => request.pathParams[name] ?? '');
  const query = request.query.map(([name, value]) => `${name}=${value}`).join('&');
  return query ? `${path}?${query}` : path;
}

/** A short, readable account of the request for failure reports (huge parts are cut). */
export function describeRequest(op: Operation, request: FuzzRequest): string {
  const lines = [`${op.method} ${excerpt(urlOf(op, request), 300)}`];
  for (const [name, value] of Object.entries(request.headers)) lines.push(`${name}: ${excerpt(value, 100)}`);
  if (request.body) {
    const { contentType, payload } = request.body;
    const text = typeof payload === 'string' ? payload : `<bytes> ${payload.toString('latin1')}`;
    lines.push(`content-type: ${contentType}`, `body (${payload.length} bytes): ${excerpt(text, 300)}`);
  }
  return lines.join('\n    ');
}

/** The text, cut in the middle when longer than `max`, with control characters made visible. */
export function excerpt(text: string, max: number): string {
  const cut = text.length > max ? `${text.slice(0, max / 2)} … ${text.slice(-max / 2)}` : text;
  return JSON.stringify(cut).slice(1, -1);
}

/** Attaches the readable account, so fast-check prints that rather than a 100 KB counterexample. */
export function printable(op: Operation, request: FuzzRequest): FuzzRequest {
  return Object.assign(request, {
    [fc.toStringMethod]: () =>
      `${request.kind}${request.target ? ` (${request.target})` : ''}: ${describeRequest(op, request)}`,
  });
}

/**
 * A piece of JSON text placed as it is inside a generated value: deeply nested and huge values
 * are built as text (JSON.stringify recurses, and would overflow on the deepest ones).
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value whose RawJson parts are inserted verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([key, item]) => `${JSON.stringify(key)}:${toJsonText(item)}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/**
 * A JSON string literal that keeps its lone surrogates as they are (JSON.stringify would escape
 * them as `\ud800`): once encoded with `wtf8`, they reach the server as raw bytes.
 */
export function rawStringLiteral(text: string): RawJson {
  const pieces = text.split(LONE_SURROGATE);
  const lone = text.match(LONE_SURROGATE) ?? [];
  const escaped = pieces.map((piece) => JSON.stringify(piece).slice(1, -1));
  return new RawJson(`"${escaped.map((piece, i) => piece + (lone[i] ?? '')).join('')}"`);
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** UTF-8, except that a lone surrogate becomes its 3-byte form (ED A0 80 for U+D800), as WTF-8 does. */
export function wtf8(text: string): Buffer {
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of text.matchAll(LONE_SURROGATE)) {
    parts.push(Buffer.from(text.slice(last, match.index), 'utf8'), surrogateBytes(match[0]));
    last = match.index + 1;
  }
  parts.push(Buffer.from(text.slice(last), 'utf8'));
  return Buffer.concat(parts);
}

function surrogateBytes(surrogate: string): Buffer {
  const unit = surrogate.charCodeAt(0);
  return Buffer.from([0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]);
}

/** A lone surrogate as it would appear percent-encoded in a URL (which UTF-8 cannot express). */
export function percentEncodedSurrogate(surrogate: string): string {
  return [...surrogateBytes(surrogate)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
}

/** The body as it goes on the wire: JSON text, or WTF-8 bytes when it holds lone surrogates. */
export function jsonBody(value: unknown, contentType = 'application/json'): RequestBody {
  const text = toJsonText(value);
  return { contentType, payload: text.isWellFormed() ? text : wtf8(text) };
}
