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
  return SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey: string, methodKey: string) => methodKey,
  });
}

/** Swagger UI at /api/docs, the document at /api/openapi.json. */
export function setupOpenApi(app: INestApplication): OpenAPIObject {
  const document = buildOpenApiDocument(app);
  SwaggerModule.setup('api/docs', app, document, {
    useGlobalPrefix: false,
    jsonDocumentUrl: 'api/openapi.json',
    yamlDocumentUrl: 'api/openapi.yaml',
    customSiteTitle: 'Kickshots API',
  });
  return document;
}

/** Stable serialisation for the committed file. */
export function serializeOpenApi(document: OpenAPIObject): string {
  return `${JSON.stringify(document, null, 2)}\n`;
}
