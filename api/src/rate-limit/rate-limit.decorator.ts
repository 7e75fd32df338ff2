import { SetMetadata } from '@nestjs/common';
import type { AppConfig } from '../config/env.validation.js';

export type RateLimitRuleName = keyof AppConfig['rateLimits'];
export const RATE_LIMIT_KEY = 'gloh:rate-limit';

/** Limits a route per client IP with the named rule from the config. */
export const RateLimit = (rule: RateLimitRuleName) => SetMetadata(RATE_LIMIT_KEY, rule);
