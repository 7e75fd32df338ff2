import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig, RateLimitRule } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { rateLimits } from '../database/schema.js';
import type { RateLimitRuleName } from './rate-limit.decorator.js';
import { TooManyRequestsError } from '../common/http/api-error.js';

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

export interface RateLimitResult {
  allowed: boolean;
  hits: number;
  retryAfterSeconds: number;
}

/**
 * One upsert that resets an expired window or counts the hit, answering the count and the
 * seconds left in the window. Prepared once: it runs on every rate-limited request.
 */
function prepareConsume(db: Database) {
  const window = sql`make_interval(secs => ${sql.placeholder('window')})`;
  const expired = sql`${rateLimits.windowStart} <= now() - ${window}`;
  return db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({
      hits: rateLimits.hits,
      retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${rateLimits.windowStart} + ${window} - now()))))::int`,
    })
    .prepare('rate_limit_consume');
}

/**
 * Fixed-window counters kept in the database, so every API instance sees the same count.
 * One upsert both resets an expired window and counts the hit, which keeps it atomic.
 */
@Injectable()
export class RateLimitService implements OnModuleInit, OnModuleDestroy {
  private cleanupTimer?: NodeJS.Timeout;
  private readonly consumeHit: ReturnType<typeof prepareConsume>;

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    this.consumeHit = prepareConsume(db);
  }

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
    const [row] = await this.consumeHit.execute({ key, window: rule.windowSeconds });
    const hits = Number(row!.hits);
    return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Number(row!.retryAfter) };
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
