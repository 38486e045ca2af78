import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { APP_VERSION } from './modules/site/version.js';

/** The OpenAPI document: operationIds are the controller method names (the client reads naturally). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Kickshots API')
    .setDescription(
      'REST API of Kickshots, the pool practice card app. Authenticate with `Authorization: Bearer <access token>` ' +
        '(see the auth endpoints). Errors answer `{ statusCode, error, message, code }`; 400 answers list field errors.',
    )
    .setVersion(APP_VERSION)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' })
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
  documentQueryRefusal(document);
  return document;
}

type Responses = NonNullable<OpenAPIObject['paths'][string]['get']>['responses'];
type ResponseObject = Extract<Responses[string], { description: string }>;

/** Why any operation may answer 400, whatever else it documents. */
const QUERY_REFUSAL =
  'VALIDATION_FAILED: a query parameter the operation does not take (each named in `errors`), ' +
  'or a query value with a control character or invalid Unicode';

/**
 * Every route refuses query parameters it does not read (UnknownQueryGuard, or the
 * `forbidNonWhitelisted` query DTO) and query text with control characters (checkRequestInput),
 * with a 400 VALIDATION_FAILED: documented here once for every operation, as no controller says it.
 */
function documentQueryRefusal(document: OpenAPIObject): void {
  for (const item of Object.values(document.paths)) {
    for (const method of ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const) {
      const operation = item[method];
      if (!operation) continue;
      // new objects, not edits: the controllers' decorators hold the response objects
      const documented = operation.responses['400'] as ResponseObject | undefined;
      const refusal: ResponseObject = documented
        ? { ...documented, description: [documented.description, QUERY_REFUSAL].filter(Boolean).join('; ') }
        : {
            description: QUERY_REFUSAL,
            content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiErrorDto' } } },
          };
      const entries = Object.entries(operation.responses).filter(([status]) => status !== '400');
      const at = entries.findIndex(([status]) => status > '400'); // in status order, as the controllers list them
      entries.splice(at === -1 ? entries.length : at, 0, ['400', refusal]);
      operation.responses = Object.fromEntries(entries);
    }
  }
}

/**
 * Swagger UI at /api/docs, the document at /api/openapi.json. The document is built on the first
 * request for it and kept: a replica nobody asks for its API documentation never holds it.
 */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'Kickshots API',
  });
}

/** Stable serialisation for the committed file. */
export function serializeOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
