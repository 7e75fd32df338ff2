import { Body, Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { AnalyticsService } from './analytics.service.js';
import { AnalyticsEventDto } from './dto/analytics-event.dto.js';
import { ReleaseHealthBatchDto } from './dto/release-health.dto.js';
import { ReleaseHealthService } from './release-health.service.js';

@ApiTags('analytics')
@Controller('analytics')
export class AnalyticsController {
  constructor(
    private readonly analytics: AnalyticsService,
    private readonly releaseHealth: ReleaseHealthService,
  ) {}

  @Post('events')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiConsumes('application/json', 'text/plain')
  @ApiOperation({
    summary: 'Record a page view (sent by the site only with the visitor’s analytics consent)',
  })
  @ApiNoContentResponse({ description: 'Stored' })
  async record(@Body() event: AnalyticsEventDto, @Req() req: Request): Promise<void> {
    await this.analytics.record(event, {
      ip: req.ip!,
      userAgent: req.headers['user-agent'] ?? '',
    });
  }

  @Post('release-health')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiConsumes('application/json', 'text/plain')
  @ApiOperation({
    summary:
      'Record Core Web Vitals and uncaught errors per remote and release (sent only with the visitor’s analytics consent)',
  })
  @ApiNoContentResponse({ description: 'Stored' })
  async recordReleaseHealth(
    @Body() batch: ReleaseHealthBatchDto,
    @Req() req: Request,
  ): Promise<void> {
    await this.releaseHealth.record(batch, {
      ip: req.ip!,
      userAgent: req.headers['user-agent'] ?? '',
    });
  }
}
