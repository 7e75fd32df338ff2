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
  /** The counted window, to give the hit back with release() (as text: a JS Date would drop microseconds). */
  slot: RateLimitSlot;
}

export interface RateLimitSlot {
  key: string;
  windowStart: string;
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

  async consumeOrThrow(ruleName: RateLimitRuleName, subject: string): Promise<RateLimitResult> {
    const result = await this.consume(`${ruleName}:${subject}`, this.config.rateLimits[ruleName]);
    if (!result.allowed) throw new TooManyRequestsError(result.retryAfterSeconds);
    return result;
  }

  /**
   * Gives back a hit counted by consume(), e.g. when the attempt turned out to be legitimate. A hit of a
   * window that has since been replaced is not given back, so a new window never starts below zero.
   */
  async release(slot: RateLimitSlot): Promise<void> {
    await this.db.execute(sql`
      UPDATE rate_limits SET hits = GREATEST(hits - 1, 0)
      WHERE key = ${slot.key} AND window_start = ${slot.windowStart}::timestamptz`);
  }

  async consume(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const window = rule.windowSeconds;
    const result = await this.db.execute<{
      hits: number;
      retry_after: number;
      window_start: string;
    }>(sql`
      INSERT INTO rate_limits (key, window_start, hits) VALUES (${key}, now(), 1)
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${window})
                    THEN 1 ELSE rate_limits.hits + 1 END,
        window_start = CASE WHEN rate_limits.window_start <= now() - make_interval(secs => ${window})
                    THEN now() ELSE rate_limits.window_start END
      RETURNING hits, window_start::text AS window_start,
        GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_start + make_interval(secs => ${window}) - now()))))::int AS retry_after`);
    const row = rowsOf<{ hits: number; retry_after: number; window_start: string }>(result)[0]!;
    const hits = Number(row.hits);
    return {
      allowed: hits <= rule.limit,
      hits,
      retryAfterSeconds: Number(row.retry_after),
      slot: { key, windowStart: row.window_start },
    };
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
