/**
 * The operations of the app's OpenAPI document, as the fuzz suite walks them: method, path,
 * parameters and JSON body, with every `$ref` and `allOf` resolved against components.schemas.
 * Only the parts of OpenAPI 3 the document uses are modelled; anything else (another method, a
 * non-JSON body, a cookie parameter) stops the suite with a message instead of being skipped.
 */

export type SchemaType = 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array';

export interface Schema {
  $ref?: string;
  type?: SchemaType;
  format?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  example?: unknown;
  default?: unknown;
  description?: string;
}

interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

interface OperationObject {
  parameters?: ParameterObject[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, unknown>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Parameter {
  name: string;
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** e.g. `GET /api/v1/cards/{id}` */
  name: string;
  method: HttpMethod;
  /** The path template, e.g. `/api/v1/cards/{id}` */
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  headerParams: Parameter[];
  /** The JSON body's schema, when the operation documents one. */
  body?: Schema;
  /** Whether requests of this method carry a body at all (Fastify parses none for GET). */
  takesBody: boolean;
  /** The statuses the document lists for the operation's answers. */
  documentedStatuses: number[];
}

const METHODS: Record<string, HttpMethod> = {
  get: 'GET',
  post: 'POST',
  put: 'PUT',
  patch: 'PATCH',
  delete: 'DELETE',
};

/** Every operation of the document, in its order. */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const components = document.components?.schemas ?? {};
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([key, operation]) => {
      const method = METHODS[key];
      const name = `${key.toUpperCase()} ${path}`;
      if (!method) throw new Error(`${name}: the fuzz suite does not know how to send ${key.toUpperCase()}`);
      const parameters = (operation.parameters ?? []).map((p) => {
        if (p.in === 'cookie') throw new Error(`${name}: cookie parameter ${p.name} is not supported`);
        const schema = resolveSchema(p.schema ?? { type: 'string' }, components);
        return { in: p.in, name: p.name, required: p.required ?? p.in === 'path', schema };
      });
      const of = (place: ParameterObject['in']) => parameters.filter((p) => p.in === place);
      return {
        name,
        method,
        path,
        pathParams: of('path'),
        queryParams: of('query'),
        headerParams: of('header'),
        body: bodySchemaOf(name, operation, components),
        takesBody: method !== 'GET',
        documentedStatuses: Object.keys(operation.responses ?? {}).map(Number),
      };
    }),
  );
}

function bodySchemaOf(
  name: string,
  operation: OperationObject,
  components: Record<string, Schema>,
): Schema | undefined {
  const content = operation.requestBody?.content;
  if (!content) return undefined;
  const json = content['application/json'];
  if (!json) throw new Error(`${name}: only JSON bodies are fuzzed, not ${Object.keys(content).join(', ')}`);
  return resolveSchema(json.schema ?? {}, components);
}

/** The schema with `$ref`s replaced by their targets and `allOf` merged, all the way down. */
export function resolveSchema(
  schema: Schema,
  components: Record<string, Schema>,
  chain: string[] = [],
): Schema {
  if (schema.$ref) {
    const name = schema.$ref.replace(/^#\/components\/schemas\//, '');
    const target = components[name];
    if (!target) throw new Error(`unknown schema ${schema.$ref}`);
    if (chain.includes(name)) throw new Error(`recursive schema ${[...chain, name].join(' → ')}`);
    const { $ref: _ref, ...siblings } = schema;
    return resolveSchema({ ...target, ...siblings }, components, [...chain, name]);
  }
  const { allOf, ...own } = schema;
  const merged = (allOf ?? []).reduce<Schema>(
    (all, part) => mergeSchemas(all, resolveSchema(part, components, chain)),
    {},
  );
  const resolved = mergeSchemas(merged, own);
  const resolveEach = (schemas: Schema[] | undefined) =>
    schemas?.map((s) => resolveSchema(s, components, chain));
  return {
    ...resolved,
    ...(resolved.properties && {
      properties: Object.fromEntries(
        Object.entries(resolved.properties).map(([key, s]) => [key, resolveSchema(s, components, chain)]),
      ),
    }),
    ...(resolved.items && { items: resolveSchema(resolved.items, components, chain) }),
    ...(typeof resolved.additionalProperties === 'object' && {
      additionalProperties: resolveSchema(resolved.additionalProperties, components, chain),
    }),
    ...(resolved.oneOf && { oneOf: resolveEach(resolved.oneOf) }),
    ...(resolved.anyOf && { anyOf: resolveEach(resolved.anyOf) }),
  };
}

function mergeSchemas(a: Schema, b: Schema): Schema {
  return {
    ...a,
    ...b,
    ...((a.properties || b.properties) && { properties: { ...a.properties, ...b.properties } }),
    ...((a.required || b.required) && { required: [...(a.required ?? []), ...(b.required ?? [])] }),
  };
}

/** The schema's type, also when the document leaves it implicit. */
export function typeOf(schema: Schema): SchemaType | undefined {
  if (schema.type) return schema.type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  if (schema.enum?.every((value) => typeof value === 'string')) return 'string';
  return undefined;
}
