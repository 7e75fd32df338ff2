import { Module } from '@nestjs/common';
import { AccessRequestsController } from './access-requests.controller.js';
import { AccessRequestsService } from './access-requests.service.js';

@Module({ controllers: [AccessRequestsController], providers: [AccessRequestsService] })
export class AccessRequestsModule {}
