import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { AUDIT_ACTIONS, AuditService } from '../audit/audit.service.js';
import { InjectConfig } from '../config/app-config.js';
import { APP_ROLE, type AppRole } from '../config/app-role.js';
import type { AppConfig } from '../config/env.validation.js';
import { PeriodicTask } from '../common/lifecycle/periodic-task.js';
import { DeckVersionsService } from '../presentation/deck-versions.service.js';

/**
 * Makes scheduled deck versions live when their time comes. The schedule is a column of the
 * version, so a restart (or another instance) picks it up: the first check runs at start.
 */
@Injectable()
export class DeckScheduleService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('DeckSchedule');
  private readonly task = new PeriodicTask(
    'Scheduled deck publish',
    () => this.publishDue(),
    this.logger,
  );

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    private readonly versions: DeckVersionsService,
    private readonly audit: AuditService,
  ) {}

  onApplicationBootstrap(): void {
    if (this.role !== 'api') return;
    this.task.start(this.config.deckSchedulePollMs, { immediately: true });
  }

  async onApplicationShutdown(): Promise<void> {
    await this.task.stop();
  }

  /** Publishes what is due, each recorded under whoever scheduled it in the same transaction. */
  async publishDue(): Promise<void> {
    const published = await this.versions.publishDue(({ version, scheduledBy }, tx) =>
      this.audit.record(
        {
          action: AUDIT_ACTIONS.deckScheduledPublished,
          actor: scheduledBy ?? 'deck-schedule',
          details: { version: version.version },
        },
        tx,
      ),
    );
    for (const { version } of published)
      this.logger.log(`Deck version ${version.version} is live, as scheduled`);
  }
}
