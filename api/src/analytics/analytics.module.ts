import { type MiddlewareConsumer, Module, type NestModule, RequestMethod } from '@nestjs/common';
import bodyParser from 'body-parser';
import { JSON_BODY_LIMIT } from '../app.setup.js';
import { AnalyticsController } from './analytics.controller.js';
import { AnalyticsService } from './analytics.service.js';

@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService],
  exports: [AnalyticsService],
})
export class AnalyticsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // navigator.sendBeacon() posts a string as text/plain (a JSON Blob would need a CORS
    // preflight a beacon cannot make): on this route alone, such a body is read as JSON.
    consumer
      .apply(bodyParser.json({ type: 'text/plain', limit: JSON_BODY_LIMIT }))
      .forRoutes({ path: 'analytics/events', method: RequestMethod.POST });
  }
}
