import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectConfig } from '../config/app-config.js';
import { APP_ROLE, type AppRole } from '../config/app-role.js';
import type { AppConfig } from '../config/env.validation.js';
import { PeriodicTask } from '../common/lifecycle/periodic-task.js';
import { AccessExpiryService } from './access-expiry.service.js';

/**
 * Ends investors' access when its expiry comes, and mails each of them beforehand. The expiry is
 * a column, so a restart (or another instance) picks it up: the first check runs at start.
 */
@Injectable()
export class AccessExpiryTimerService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AccessExpiry');
  private readonly task = new PeriodicTask('Access expiry check', () => this.check(), this.logger);

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    private readonly expiry: AccessExpiryService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.role !== 'api') return;
    this.task.start(this.config.accessExpiry.pollMs, { immediately: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** Reminds those whose access ends soon, then ends what is due. */
  async check(): Promise<void> {
    for (const email of await this.expiry.remindDue(this.config.accessExpiry.reminderDays))
      this.logger.log(`Mailed ${email} that their access ends soon`);
    for (const email of await this.expiry.endDue())
      this.logger.log(`The access of ${email} expired and has ended`);
  }
}
