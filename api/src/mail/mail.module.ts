import { Global, Module } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { OutboxCipher } from './outbox-cipher.js';
import { resolveOutboxKey } from './outbox-key.js';
import { MailOutboxService } from './mail-outbox.service.js';
import { MailOutboxWorker } from './mail-outbox.worker.js';

@Global()
@Module({
  providers: [
    {
      provide: OutboxCipher,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new OutboxCipher(resolveOutboxKey(config)),
    },
    MailOutboxService,
    MailOutboxWorker,
  ],
  exports: [MailOutboxService, MailOutboxWorker],
})
export class MailModule {}
