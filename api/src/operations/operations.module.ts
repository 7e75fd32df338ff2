import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './api-metrics.js';
import { OperationsRoutes } from './operations-routes.js';
import { OperationsServer } from './operations-server.js';

/**
 * Metrics and probes; global, so the features that count something (the outbox) can, and those
 * that answer the site's servers (the release guard) add their routes.
 */
@Global()
@Module({
  providers: [ApiMetrics, OperationsRoutes, OperationsServer],
  exports: [ApiMetrics, OperationsRoutes],
})
export class OperationsModule {}
