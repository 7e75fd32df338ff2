import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { clientIp } from '../common/http/client-address.js';
import { RATE_LIMIT_KEY, type RateLimitRuleName } from './rate-limit.decorator.js';
import { RateLimitService } from './rate-limit.service.js';

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
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    await this.rateLimits.consumeOrThrow(rule, `ip:${clientIp(req)}`);
    return true;
  }
}
