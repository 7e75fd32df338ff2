import {
  Inject,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { APP_ROLE, type AppRole } from '../../config/app-role.js';

/**
 * A listener the API process opens beside its HTTP server, and the admin CLI (which builds the
 * same modules) never does: opened once the application is up, closed when it shuts down. The
 * role is injected as a property, so a subclass's constructor lists only what it needs itself.
 */
export abstract class ApiProcessListener implements OnApplicationBootstrap, OnApplicationShutdown {
  @Inject(APP_ROLE) private readonly role!: AppRole;
  protected readonly logger: Logger;

  constructor(name: string) {
    this.logger = new Logger(name);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (this.role === 'api') await this.open();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.close();
  }

  /** Opens the listener, or leaves it closed when this instance's settings want none. */
  protected abstract open(): Promise<void>;

  protected abstract close(): Promise<void>;
}
