import { HttpStatus } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppException, ValidationFailedException, type FieldError } from '../errors/app.exception.js';

/**
 * Limits every request's input is held to before anything transforms it (class-transformer and
 * class-validator recurse, and a 1 MB body nested 2,000 levels deep overflowed their stack or burned
 * seconds of CPU). A field may allow longer strings only through its own DTO rules, never beyond these.
 */
export const INPUT_LIMITS = {
  /** Nesting of objects and arrays in a JSON body. */
  depth: 32,
  /** Items of one array. */
  arrayItems: 1_000,
  /** Properties of one object. */
  objectKeys: 1_000,
  /** Characters of one string (a note's content, the longest text field, is 20,000). */
  stringChars: 50_000,
} as const;

/**
 * Characters no text field accepts: NUL and the other C0 controls except tab, line feed and carriage
 * return (the whitespace of multi-line text), DEL and the C1 controls. PostgreSQL refuses NUL outright.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Property names that would reach an object's prototype when copied by class-transformer. */
const POISONED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Why a string is refused, or undefined when it is well-formed text. */
export function stringProblem(value: string): string | undefined {
  if (value.length > INPUT_LIMITS.stringChars)
    return `must be at most ${INPUT_LIMITS.stringChars.toLocaleString('en-US')} characters`;
  if (!value.isWellFormed()) return 'must be well-formed Unicode text (it holds a lone surrogate)';
  if (CONTROL_CHARACTERS.test(value)) return 'must not contain NUL or other control characters';
  return undefined;
}

function join(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * The first problem of a parsed input (a body, the query, the path parameters), named by its field
 * path as the validation errors are (`items[0].name`), or undefined when it is within the limits.
 */
export function inputProblem(value: unknown, field = '', depth = 0): FieldError | undefined {
  if (typeof value === 'string') {
    const message = stringProblem(value);
    return message ? { field: field || 'body', message } : undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  if (depth >= INPUT_LIMITS.depth)
    return {
      field: field || 'body',
      message: `must not be nested more than ${INPUT_LIMITS.depth} levels deep`,
    };
  if (Array.isArray(value)) {
    if (value.length > INPUT_LIMITS.arrayItems)
      return { field: field || 'body', message: `must have at most ${INPUT_LIMITS.arrayItems} items` };
    for (let i = 0; i < value.length; i++) {
      const problem = inputProblem(value[i], join(field, i), depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  const keys = Object.keys(value);
  if (keys.length > INPUT_LIMITS.objectKeys)
    return { field: field || 'body', message: `must have at most ${INPUT_LIMITS.objectKeys} properties` };
  for (const key of keys) {
    const name = join(field, key);
    const keyProblem = POISONED_KEYS.has(key) ? 'is not allowed' : stringProblem(key);
    if (keyProblem) return { field: name, message: `is not an acceptable property name (${keyProblem})` };
    const problem = inputProblem((value as Record<string, unknown>)[key], name, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The depth of a JSON text, read from its bytes before parsing, so an absurdly nested body is refused
 * without building it (brackets inside strings do not count; UTF-8 continuation bytes are never ASCII).
 */
export function jsonDepthExceeds(text: Buffer, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const byte = text[i];
    if (inString) {
      if (byte === 0x5c /* \ */) i++;
      else if (byte === 0x22 /* " */) inString = false;
    } else if (byte === 0x22) inString = true;
    else if (byte === 0x7b /* { */ || byte === 0x5b /* [ */) {
      if (++depth > limit) return true;
    } else if (byte === 0x7d /* } */ || byte === 0x5d /* ] */) depth--;
  }
  return false;
}

/**
 * The JSON body parser of every route: an empty body is no body (react-admin's fetchJson and a
 * DELETE with a JSON content type send that), a body nested deeper than INPUT_LIMITS.depth is refused
 * before it is parsed, and text that is not JSON is a 400 INVALID_JSON.
 */
export function parseJsonBody(body: Buffer): unknown {
  if (isBlank(body)) return undefined;
  if (jsonDepthExceeds(body, INPUT_LIMITS.depth)) {
    throw new ValidationFailedException([
      { field: 'body', message: `must not be nested more than ${INPUT_LIMITS.depth} levels deep` },
    ]);
  }
  try {
    return JSON.parse(body.toString('utf8'));
  } catch (error) {
    const errors = [{ field: 'body', message: `is not valid JSON (${(error as Error).message})` }];
    throw new AppException('INVALID_JSON', HttpStatus.BAD_REQUEST, 'The body is not valid JSON.', errors);
  }
}

/** Whether a body holds only JSON whitespace (space, tab, line feed, carriage return), or nothing. */
function isBlank(body: Buffer): boolean {
  for (const byte of body) if (byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  return true;
}

/**
 * Fastify preValidation hook of every route: the path parameters, the query and the parsed body are
 * held to INPUT_LIMITS and must be well-formed text without control characters, before any pipe,
 * transformer or service sees them. The answer is a 400 naming the field.
 */
export const checkRequestInput: preValidationHookHandler = (request, _reply, done) => {
  const problem =
    inputProblem(request.params) ??
    inputProblem(request.query) ??
    (hasSignedRawBody(request) ? undefined : inputProblem(request.body, '', 0));
  done(problem ? new ValidationFailedException([problem]) : undefined);
};

const SIGNED_RAW_BODY = 'signedRawBody';

/**
 * For a route that reads only its raw body and verifies a provider's signature over it (Stripe's
 * webhooks): the parsed body is not held to the text rules, which are ours, not the provider's — a
 * signed event is never refused for them (the depth limit still applies, before parsing).
 */
export const SignedRawBody = () => RouteConfig({ [SIGNED_RAW_BODY]: true });

function hasSignedRawBody(request: FastifyRequest): boolean {
  return (
    (request.routeOptions.config as unknown as Record<string, unknown> | undefined)?.[SIGNED_RAW_BODY] ===
    true
  );
}
