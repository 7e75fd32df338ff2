import { Injectable } from '@nestjs/common';
import { DAILY_CAP_MESSAGES, DAILY_CEILING_MESSAGES } from '@gloh/contract/messages';
import { clientKey, DailySalt } from '../analytics/visitor-hash.js';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { Clock, secondsToNextUtcDay, utcDayOf } from '../common/clock/clock.js';
import { TooManyRequestsError } from '../common/http/api-error.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import { ApiMetrics } from '../operations/api-metrics.js';
import {
  DAILY_CAP_KEY_PREFIX,
  DAILY_CAP_WINDOW_SECONDS,
  RateLimitService,
} from './rate-limit.service.js';

export type DailyCapName = keyof AppConfig['dailyCaps'];

/** Under the daily caps' prefix, so its rows are removed with theirs after the day. */
const DAILY_CEILING_KEY_PREFIX = `${DAILY_CAP_KEY_PREFIX}site:`;
/** The audit log's actor when a ceiling is reached: the anonymous visitors, all together. */
export const DAILY_CEILING_ACTOR = 'visitors';

/**
 * What the API stores of a kind in a UTC day: so much per client address (`DAILY_CAP_*`), and so
 * much from all of them together (`DAILY_CEILING_*`), since many addresses each under their cap
 * could otherwise fill the database. The rate limits' windows are minutes, so a steady script
 * inside them could still fill it day after day.
 *
 * Counted in `rate_limits` like the limits (one atomic upsert, shared by every API instance). An
 * address's count is keyed by the day and a hash of its address key (addressKey: an IPv6 client by
 * its /64) with the day's analytics salt: the address is never written, and once the salt is
 * deleted the next day the key cannot be traced back to it.
 */
@Injectable()
export class DailyCapService {
  private readonly salt: DailySalt;
  /**
   * The day each kind's ceiling was last seen reached by this instance. A day's count only grows,
   * so until the day ends it is refused here without a query: a flood past the ceiling costs the
   * database nothing, and leaves no counter row per address behind.
   */
  private readonly reachedOn = new Map<DailyCapName, string>();

  constructor(
    @InjectDatabase() db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly rateLimits: RateLimitService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly metrics: ApiMetrics,
  ) {
    this.salt = new DailySalt(db);
  }

  /**
   * Counts one more of `cap` for the address and for the site today; past either a 429 whose
   * Retry-After is the next UTC midnight, when the counts start again. The address's cap is
   * checked first, so an address past its own cap never counts towards the site's ceiling.
   */
  async consumeOrThrow(cap: DailyCapName, ip: string): Promise<void> {
    const now = this.clock.now();
    const day = utcDayOf(now);
    if (this.reachedOn.get(cap) === day) this.refuseCeiling(cap, now);
    const salt = await this.salt.saltFor(now);
    const own = await this.rateLimits.consume(
      `${DAILY_CAP_KEY_PREFIX}${cap}:${day}:${clientKey(salt, ip)}`,
      { limit: this.config.dailyCaps[cap], windowSeconds: DAILY_CAP_WINDOW_SECONDS },
    );
    if (!own.allowed)
      throw new TooManyRequestsError(secondsToNextUtcDay(now), DAILY_CAP_MESSAGES[cap]);

    const ceiling = this.config.dailyCeilings[cap];
    const site = await this.rateLimits.consume(`${DAILY_CEILING_KEY_PREFIX}${cap}:${day}`, {
      limit: ceiling,
      windowSeconds: DAILY_CAP_WINDOW_SECONDS,
    });
    if (site.allowed) return;
    this.reachedOn.set(cap, day);
    // The count is atomic across instances, so exactly one request of the day is the first past
    // the ceiling: one entry per kind and day, however many are refused after it.
    if (site.hits === ceiling + 1) {
      await this.audit.record({
        action: AUDIT_ACTIONS.dailyCeilingReached,
        actor: DAILY_CEILING_ACTOR,
        details: { kind: cap, day, ceiling },
      });
    }
    this.refuseCeiling(cap, now);
  }

  private refuseCeiling(cap: DailyCapName, now: Date): never {
    this.metrics.dailyCeilingRefused(cap);
    throw new TooManyRequestsError(secondsToNextUtcDay(now), DAILY_CEILING_MESSAGES[cap]);
  }
}
