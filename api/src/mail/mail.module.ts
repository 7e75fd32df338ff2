import { Global, Module } from '@nestjs/common';
import { MailOutboxService } from './mail-outbox.service.js';
import { MailOutboxWorker } from './mail-outbox.worker.js';

@Global()
@Module({
  providers: [MailOutboxService, MailOutboxWorker],
  exports: [MailOutboxService, MailOutboxWorker],
})
export class MailModule {}
