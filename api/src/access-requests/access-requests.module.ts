import { Module } from '@nestjs/common';
import { AccessDecisionsService } from './access-decisions.service.js';
import { AccessRequestsController } from './access-requests.controller.js';
import { AccessRequestsService } from './access-requests.service.js';

@Module({
  controllers: [AccessRequestsController],
  providers: [AccessRequestsService, AccessDecisionsService],
  exports: [AccessDecisionsService],
})
export class AccessRequestsModule {}
