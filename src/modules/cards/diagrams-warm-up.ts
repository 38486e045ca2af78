import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { DiagramsService } from './diagrams.service.js';

/**
 * Starts the diagrams' warm-up (DiagramsService.warmUp) once the server listens: never while the
 * application starts (start-up stays as fast, and the readiness probe does not wait for it: a
 * request that comes first renders what it needs), nor in an application that never listens (the
 * OpenAPI generator, the integration tests that inject their requests) or has no HTTP server at all
 * (the admin command line's application context).
 */
@Injectable()
export class DiagramsWarmUp implements OnModuleInit, OnModuleDestroy {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly diagrams: DiagramsService,
  ) {}

  onModuleInit(): void {
    // typed as always there, but null in an application context without an HTTP server
    const adapter = this.adapterHost.httpAdapter as HttpAdapterHost['httpAdapter'] | null;
    if (!adapter) return;
    adapter.getInstance<FastifyInstance>().addHook('onListen', (done) => {
      void this.diagrams.warmUp();
      done();
    });
  }

  onModuleDestroy(): void {
    this.diagrams.stopWarmUp();
  }
}
