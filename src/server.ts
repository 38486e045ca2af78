import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import { MikroORM } from '@mikro-orm/postgresql';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Logger } from 'pino';
import { AppModule, type AppModuleOptions } from './app.module.js';
import { ApiExceptionFilter } from './common/errors/api-exception.filter.js';
import { AppValidationPipe } from './common/errors/validation.js';
import { ClientAssets } from './common/http/client-assets.js';
import { releaseMemoryWhenIdle } from './common/http/idle-memory.js';
import { noStoreByDefault, securityHeaders } from './common/http/security-headers.js';
import { checkRequestInput, parseJsonBody } from './common/http/request-input.js';
import { API_PREFIX, UNPREFIXED_PATHS } from './common/http/route-paths.js';
import { UnknownQueryGuard } from './common/http/unknown-query.guard.js';
import {
  createAppLogger,
  genReqId,
  lazyChildLogger,
  NestLogger,
  RequestLog,
} from './common/http/logger.options.js';
import { currentRequestLog, lazyRequestContext } from './database/lazy-request-context.js';
import { setupOpenApi } from './openapi.js';

/**
 * Builds the whole application (API, OpenAPI, built client) without listening, so main.ts, the
 * OpenAPI generator and the integration tests share exactly one setup.
 */
export async function createApp(
  options: AppModuleOptions & {
    /** Serve the built client (default), not (false), or this one (tests: a directory of their own). */
    client?: boolean | ClientAssets;
    /** The application's logger (createAppLogger), when the caller already made it. */
    logger?: Logger;
  },
): Promise<NestFastifyApplication> {
  const { config } = options;
  const logger = options.logger ?? createAppLogger(config);
  const bodyLimit = 1024 * 1024;
  const adapter = new FastifyAdapter({
    loggerInstance: logger,
    logController: new RequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit,
    return503OnClosing: true,
    genReqId,
    childLoggerFactory: lazyChildLogger,
  });
  const fastify = adapter.getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  fastify.addHook('preValidation', checkRequestInput);
  fastify.addHook('onSend', noStoreByDefault);
  releaseMemoryWhenIdle(fastify); // with --expose-gc, as the server runs (scripts/node-flags.mjs)
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(options), adapter, {
    bufferLogs: true,
    rawBody: true,
  });
  app.useLogger(new NestLogger(logger, currentRequestLog)); // the request's, from lazyRequestContext
  app.useBodyParser('application/json', { bodyLimit }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  fastify.addHook('onRequest', lazyRequestContext(app.get(MikroORM).em));
  app.setGlobalPrefix(API_PREFIX, { exclude: UNPREFIXED_PATHS });
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalGuards(UnknownQueryGuard.global()); // after the modules' global guards
  const client =
    options.client instanceof ClientAssets
      ? options.client
      : options.client === false
        ? undefined
        : ClientAssets.locate();
  app.useGlobalFilters(new ApiExceptionFilter(client));

  await app.register(fastifyCompress, { encodings: ['br', 'gzip', 'deflate'] });
  await app.register(fastifyCookie);
  fastify.addHook('onRequest', securityHeaders(config, client?.inlineScriptSources));
  setupOpenApi(app);
  await client?.register(app);
  await app.init();
  return app;
}
