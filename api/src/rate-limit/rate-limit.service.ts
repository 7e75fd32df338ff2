import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig, RateLimitRule } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import { type Database, rowsOf } from '../database/database.js';
import type { RateLimitRuleName } from './rate-limit.decorator.js';
import { TooManyRequestsError } from '../common/http/api-error.js';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters kept in the database, so every API instance sees the same count.
 * One upsert both resets an expired window and counts the hit, which keeps it atomic.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private cleanupTimer?: NodeJS.Timeout;

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.cleanupTimer = setInterval(
      () => void this.removeExpired().catch(() => undefined),
      CLEANUP_INTERVAL_MS,
    );
    this.cleanupTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.cleanupTimer);
  }

  async consumeOrThrow(ruleName: RateLimitRuleName, subject: string): Promise<void> {
    const result = await this.consume(`${ruleName}:${subject}`, this.config.rateLimits[ruleName]);
    if (!result.allowed) throw new TooManyRequestsError(result.retryAfterSeconds);
  }

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const window = rule.windowSeconds;
    const result = await this.db.execute<{ hits: number; retry_after: number }>(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${window})
                    THEN 1 ELSE rate_limits.hits + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${window})
                    THEN now() ELSE rate_limits.window_start END
      RETURNING hits,
        GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${window}) - now()))))::int AS retry_after`);
    const row = rowsOf<{ hits: number; retry_after: number }>(result)[0]!;
    const hits = Number(row.hits);
    return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Number(row.retry_after) };
  }

  private async removeExpired(): Promise<void> {
    const longest = Math.max(
      ...Object.values(this.config.rateLimits).map((rule) => rule.windowSeconds),
    );
    await this.db.execute(
      sql`DELETE FROM rate_limits WHERE window_start < now() - make_interval(secs => ${longest})`,
    );
  }
}
