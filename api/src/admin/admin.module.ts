import { Module } from '@nestjs/common';
import { AdminChannelService } from './admin-channel.service.js';
import { AdminService } from './admin.service.js';

@Module({ providers: [AdminService, AdminChannelService], exports: [AdminService] })
export class AdminModule {}
