import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { RATE_LIMIT_KEY, RateLimitGuard } from './rate-limit.guard.js';
import type { RateLimitRuleName } from './rate-limit.service.js';

/**
 * Limits a route per client address (its addressKey: an IPv6 client by its /64) with the named
 * rule from the config. The guard sits on the limited routes only, after the global Origin guard
 * (a foreign origin is refused before it can spend rate-limit budget); the other routes do not
 * pass it at all.
 */
export const RateLimit = (rule: RateLimitRuleName) =>
  applyDecorators(SetMetadata(RATE_LIMIT_KEY, rule), UseGuards(RateLimitGuard));
