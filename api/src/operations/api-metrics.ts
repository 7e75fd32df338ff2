import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DAILY_CEILING_DEFAULTS, type DailyCaps } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';

/** The label of a request no route answered: unknown paths must not grow the series. */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * What the API tells Prometheus (on its operations port, operations-server.ts): latency per route,
 * the refusals of its rate limits, daily caps and daily ceilings, and the mail outbox's depth and
 * failures.
 */
@Injectable()
export class ApiMetrics {
  readonly registry = new Registry();
  private readonly requestSeconds = new Histogram({
    name: 'gloh_api_request_duration_seconds',
    help: 'Time from a request to the end of its response, by method, route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly refusals = new Counter({
    name: 'gloh_api_rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit, a daily cap or the connection cap, by route.',
    labelNames: ['route'] as const,
    registers: [this.registry],
  });
  private readonly ceilingRefusals = new Counter({
    name: 'gloh_api_daily_ceiling_refusals_total',
    help: 'Requests refused with 429 because all addresses together reached the daily ceiling of a kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly deliveryFailures = new Counter({
    name: 'gloh_api_outbox_delivery_failures_total',
    help: 'Mail deliveries that failed, by outcome: retrying later, or failed for good (staff retry).',
    labelNames: ['outcome'] as const,
    registers: [this.registry],
  });

  constructor(@InjectDatabase() db: Database) {
    collectDefaultMetrics({ register: this.registry });
    // Every kind from the start, at 0: an alert on its increase needs the series before the first.
    for (const kind of Object.keys(DAILY_CEILING_DEFAULTS)) this.ceilingRefusals.inc({ kind }, 0);
    // Read from the database when scraped: the outbox is shared by every instance.
    new Gauge({
      name: 'gloh_api_outbox_mails',
      help: 'Mails in the outbox by status (pending, sending, failed); sent ones are not counted.',
      labelNames: ['status'] as const,
      registers: [this.registry],
      async collect() {
        const rows = rowsOf<{ status: string; count: number }>(
          await db.execute(sql`
            SELECT status, count(*)::int AS count FROM mail_outbox
            WHERE status <> 'sent' GROUP BY status`),
        );
        this.reset();
        for (const status of ['pending', 'sending', 'failed']) this.set({ status }, 0);
        for (const row of rows) this.set({ status: row.status }, row.count);
      },
    });
  }

  /** Express middleware: each response's latency under its route's pattern (not its raw path). */
  recordRequests() {
    return (req: Request, res: Response, next: NextFunction): void => {
      const started = process.hrtime.bigint();
      res.once('finish', () => {
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        const pattern = (req.route as { path?: string } | undefined)?.path;
        const route = pattern ? `${req.baseUrl}${pattern}` : UNMATCHED_ROUTE;
        const status = String(res.statusCode);
        this.requestSeconds.observe({ method: req.method, route, status }, seconds);
        if (res.statusCode === 429) this.refusals.inc({ route });
      });
      next();
    };
  }

  dailyCeilingRefused(kind: keyof DailyCaps): void {
    this.ceilingRefusals.inc({ kind });
  }

  deliveryFailed(outcome: 'retrying' | 'failed'): void {
    this.deliveryFailures.inc({ outcome });
  }
}
