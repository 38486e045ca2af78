import { Ajv, type AnySchemaObject, type ErrorObject, type ValidateFunction } from 'ajv';
import type { Answer } from './answer-checks.js';
import type { OpenApiDocument, Schema } from './openapi-operations.js';

/**
 * Whether a successful answer is the one the OpenAPI document describes: a status it lists, a
 * content type it lists for that status (or no body where it lists none), and a JSON body its
 * schema accepts, checked by a JSON Schema validator (ajv) on the document's schemas converted
 * from OpenAPI 3.0:
 *
 * - `nullable: true` allows null besides what the rest of the schema allows (`nullable` beside
 *   `allOf: [{ $ref }]` included);
 * - a `$ref`'s siblings are ignored, as OpenAPI 3.0 says (so `{ $ref, nullable: true }` is not nullable);
 * - an object schema that lists its properties and says nothing of others is closed: a property the
 *   document does not list is a mismatch (the answers are the server's own DTOs, not open records);
 * - the OpenAPI-only keywords (`example`, `readOnly`…) are dropped; any other unknown keyword or
 *   format stops the check (ajv's strict mode), rather than passing unchecked.
 */

/** Where the converted component schemas live for ajv: `$ref`s point to `${DOCUMENT_ID}#/definitions/<name>`. */
const DOCUMENT_ID = 'openapi.json';

/** Keywords of OpenAPI 3.0 schemas that do not constrain a value (or, `nullable`, are converted). */
const OPENAPI_ONLY = new Set([
  'nullable',
  'example',
  'xml',
  'externalDocs',
  'deprecated',
  'discriminator',
  'readOnly',
  'writeOnly',
]);

/** Formats the document uses, as JSON Schema defines them. */
const FORMATS: Record<string, RegExp | ((value: string) => boolean)> = {
  'date-time': (value) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/i.test(value) &&
    !Number.isNaN(Date.parse(value)),
  date: (value) => /^\d{4}-\d\d-\d\d$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+$/,
  uri: (value) => URL.canParse(value),
};

/** One OpenAPI 3.0 schema as JSON Schema (draft-07), `$ref`s pointing into the converted components. */
export function toJsonSchema(schema: Schema): AnySchemaObject {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    return { $ref: `${DOCUMENT_ID}#/definitions/${name}` };
  }
  const converted: AnySchemaObject = {};
  for (const [key, value] of Object.entries(schema) as [string, unknown][]) {
    if (OPENAPI_ONLY.has(key)) continue;
    switch (key) {
      case 'properties':
        converted.properties = Object.fromEntries(
          Object.entries(value as Record<string, Schema>).map(([name, s]) => [name, toJsonSchema(s)]),
        );
        break;
      case 'items':
        converted.items = toJsonSchema(value as Schema);
        break;
      case 'additionalProperties':
        converted.additionalProperties = typeof value === 'object' ? toJsonSchema(value as Schema) : value;
        break;
      case 'allOf':
      case 'oneOf':
      case 'anyOf':
        converted[key] = (value as Schema[]).map(toJsonSchema);
        break;
      case 'not':
        converted.not = toJsonSchema(value as Schema);
        break;
      default:
        converted[key] = value;
    }
  }
  if (schema.properties && schema.additionalProperties === undefined) converted.additionalProperties = false;
  return schema.nullable ? { anyOf: [converted, { type: 'null' }] } : converted;
}

/** A JSON Schema validator that knows the document's component schemas. */
export function schemaValidator(components: Record<string, Schema>): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false });
  for (const [name, format] of Object.entries(FORMATS))
    ajv.addFormat(name, typeof format === 'function' ? { validate: format } : format);
  ajv.addSchema({
    $id: DOCUMENT_ID,
    definitions: Object.fromEntries(Object.entries(components).map(([name, s]) => [name, toJsonSchema(s)])),
  });
  return ajv;
}

/** What in `value` breaks the compiled schema, one line per error (empty when it holds). */
export function violations(validate: ValidateFunction, value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map(describeError);
}

function describeError(error: ErrorObject): string {
  const where = `body${error.instancePath.replace(/\/([^/]*)/g, (_, key: string) => (/^\d+$/.test(key) ? `[${key}]` : `.${key}`))}`;
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties')
    return `${where}.${String(params.additionalProperty)}: a property the document does not list`;
  if (error.keyword === 'required') return `${where}.${String(params.missingProperty)}: missing`;
  const value = error.keyword === 'enum' ? ` (${(params.allowedValues as unknown[]).join(', ')})` : '';
  return `${where}: ${error.message ?? error.keyword}${value}`;
}

interface ResponseObject {
  content?: Record<string, { schema?: Schema }>;
}

type OperationObject = OpenApiDocument['paths'][string][string] & {
  responses?: Record<string, ResponseObject>;
};

/** Checks answers against the document's responses (one instance per document: schemas compile once). */
export class DocumentedAnswers {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = schemaValidator(document.components?.schemas ?? {});
  }

  /**
   * Everything in a 2xx answer of `method path` (the path template, e.g. `/api/v1/cards/{id}`) that
   * the document does not describe, in words (empty when it matches, and for other statuses).
   */
  problems(method: string, path: string, answer: Answer): string[] {
    return answer.status >= 200 && answer.status < 300 ? this.mismatches(method, path, answer) : [];
  }

  /** Everything in an answer of any status that the document does not describe. */
  mismatches(method: string, path: string, answer: Answer): string[] {
    const operation = this.document.paths[path]?.[method.toLowerCase()] as OperationObject | undefined;
    if (!operation) return [`an operation the document lists (${method} ${path} is not in it)`];
    const responses = operation.responses ?? {};
    const response =
      responses[String(answer.status)] ??
      responses[`${Math.floor(answer.status / 100)}XX`] ??
      responses.default;
    if (!response) return [`a status the operation documents (got ${answer.status})`];
    const mediaType = answer.contentType.split(';')[0]!.trim().toLowerCase();
    const content = response.content ?? {};
    if (Object.keys(content).length === 0)
      return answer.body === ''
        ? []
        : [
            `no body, as the document describes none for ${answer.status} (got ${mediaType || 'no content type'})`,
          ];
    const documented = Object.keys(content).find((type) => mediaTypeMatches(type, mediaType));
    if (documented === undefined)
      return [
        `a content type the document lists for ${answer.status}: ${Object.keys(content).join(', ')} (got ${mediaType || 'none'})`,
      ];
    const schema = content[documented]!.schema;
    if (!schema || !isJson(mediaType)) return [];
    let value: unknown;
    try {
      value = JSON.parse(answer.body);
    } catch {
      return [`a JSON body (it does not parse: ${answer.body.slice(0, 80)})`];
    }
    const key = `${method} ${path} ${answer.status} ${documented}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema));
      this.compiled.set(key, validate);
    }
    return violations(validate, value).map((problem) => `the documented ${answer.status} body: ${problem}`);
  }
}

function mediaTypeMatches(documented: string, actual: string): boolean {
  const [type, subtype] = documented.toLowerCase().split('/');
  const [actualType, actualSubtype] = actual.split('/');
  return (type === '*' || type === actualType) && (subtype === '*' || subtype === actualSubtype);
}

function isJson(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}
