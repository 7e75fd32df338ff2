import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { addressKey } from '@gloh/connection-cap/address-key';
import { type RateLimitRuleName, RateLimitService } from './rate-limit.service.js';

export const RATE_LIMIT_KEY = 'gloh:rate-limit';

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rateLimits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRuleName | undefined>(
      RATE_LIMIT_KEY,
      context.getHandler(),
    );
    if (!rule) return true;
    const req = context.switchToHttp().getRequest<Request>();
    await this.rateLimits.consumeOrThrow(rule, `ip:${addressKey(req.ip)}`);
    return true;
  }
}
