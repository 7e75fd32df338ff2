import { Global, Module } from '@nestjs/common';
import { ApiMetrics } from './api-metrics.js';
import { OperationsServer } from './operations-server.js';

/** Metrics and probes; global, so the features that count something (the outbox) can. */
@Global()
@Module({ providers: [ApiMetrics, OperationsServer], exports: [ApiMetrics] })
export class OperationsModule {}
