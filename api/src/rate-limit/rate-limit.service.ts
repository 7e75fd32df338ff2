import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig, RateLimitRule } from '../config/env.validation.js';
import { ExpiringRows } from '../common/lifecycle/expiring-rows.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { rateLimits } from '../database/schema.js';
import { TooManyRequestsError } from '../common/http/api-error.js';

export type RateLimitRuleName = keyof AppConfig['rateLimits'];

const CLEANUP_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Keys of the daily caps and ceilings (daily-cap.service.ts): their windows last a day, the
 * others minutes.
 */
export const DAILY_CAP_KEY_PREFIX = 'daily:';
export const DAILY_CAP_WINDOW_SECONDS = 24 * 60 * 60;

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
      // As text: a JS Date would drop the microseconds release() needs to find the window.
      windowStart: sql<string>`${rateLimits.windowStart}::text`,
      retryAfter: sql<number>`GREATEST(1, CEIL(EXTRACT(EPOCH FROM (${rateLimits.windowStart} + ${window} - now()))))::int`,
    })
    .prepare('rate_limit_consume');
}

/**
 * Fixed-window counters kept in the database, so every API instance sees the same count.
 * One upsert both resets an expired window and counts the hit, which keeps it atomic.
 */
@Injectable()
export class RateLimitService extends ExpiringRows {
  private readonly consumeHit: ReturnType<typeof prepareConsume>;

  constructor(
    @InjectDatabase() private readonly db: Database,
    @InjectConfig() private readonly config: AppConfig,
  ) {
    super(CLEANUP_INTERVAL_MS);
    this.consumeHit = prepareConsume(db);
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
    const [row] = await this.consumeHit.execute({ key, window: rule.windowSeconds });
    const hits = Number(row!.hits);
    return {
      allowed: hits <= rule.limit,
      hits,
      retryAfterSeconds: Number(row!.retryAfter),
      slot: { key, windowStart: row!.windowStart },
    };
  }

  /**
   * Windows that are over. A rule's key may hold a client address, so those rows go after the
   * longest rule's window, not after the daily caps' day (whose keys hold only a salted hash).
   */
  protected async removeExpired(): Promise<void> {
    const longest = Math.max(
      ...Object.values(this.config.rateLimits).map((rule) => rule.windowSeconds),
    );
    const daily = `${DAILY_CAP_KEY_PREFIX}%`;
    await this.db.execute(sql`
      DELETE FROM rate_limits
      WHERE (key NOT LIKE ${daily} AND window_start < now() - make_interval(secs => ${longest}))
        OR (key LIKE ${daily}
          AND window_start < now() - make_interval(secs => ${DAILY_CAP_WINDOW_SECONDS}))`);
  }
}
