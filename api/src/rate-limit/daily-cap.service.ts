import { Injectable } from '@nestjs/common';
import { DAILY_CAP_MESSAGES } from '@gloh/contract/messages';
import { clientKey, DailySalt } from '../analytics/visitor-hash.js';
import { Clock, secondsToNextUtcDay, utcDayOf } from '../common/clock/clock.js';
import { TooManyRequestsError } from '../common/http/api-error.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { InjectDatabase } from '../database/database.module.js';
import type { Database } from '../database/database.js';
import {
  DAILY_CAP_KEY_PREFIX,
  DAILY_CAP_WINDOW_SECONDS,
  RateLimitService,
} from './rate-limit.service.js';

export type DailyCapName = keyof AppConfig['dailyCaps'];

/**
 * What one client address may store in a UTC day (`DAILY_CAP_*`): the rate limits' windows are
 * minutes, so a steady script inside them could still fill the database day after day. Counted in
 * `rate_limits` like the limits (one atomic upsert, shared by every API instance), under a key made
 * of the day and a hash of the address with the day's analytics salt: the address is never
 * written, and once the salt is deleted the next day the key cannot be traced back to it.
 */
@Injectable()
export class DailyCapService {
  private readonly salt: DailySalt;

  constructor(
    @InjectDatabase() db: Database,
    @InjectConfig() private readonly config: AppConfig,
    private readonly rateLimits: RateLimitService,
    private readonly clock: Clock,
  ) {
    this.salt = new DailySalt(db);
  }

  /**
   * Counts one more of `cap` for the address today; past the cap a 429 whose Retry-After is the
   * next UTC midnight, when the count starts again.
   */
  async consumeOrThrow(cap: DailyCapName, ip: string): Promise<void> {
    const now = this.clock.now();
    const salt = await this.salt.saltFor(now);
    const key = `${DAILY_CAP_KEY_PREFIX}${cap}:${utcDayOf(now)}:${clientKey(salt, ip)}`;
    const { allowed } = await this.rateLimits.consume(key, {
      limit: this.config.dailyCaps[cap],
      windowSeconds: DAILY_CAP_WINDOW_SECONDS,
    });
    if (!allowed) throw new TooManyRequestsError(secondsToNextUtcDay(now), DAILY_CAP_MESSAGES[cap]);
  }
}
