import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AcceptsTextAsJson } from '../common/http/body-parsers.js';
import { clientIp } from '../common/http/client-address.js';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsEventDto } from './dto/analytics-event.dto.js';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Post('events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @AcceptsTextAsJson()
  @ApiConsumes('application/json', 'text/plain')
  @ApiOperation({
    summary: 'Record a page view (sent by the site only with the visitor’s analytics consent)',
  })
  @ApiNoContentResponse({ description: 'Stored' })
  async record(@Body() event: AnalyticsEventDto, @Req() req: FastifyRequest): Promise<void> {
    await this.analytics.record(event, {
      ip: clientIp(req),
      userAgent: req.headers['user-agent'] ?? '',
    });
  }
}
