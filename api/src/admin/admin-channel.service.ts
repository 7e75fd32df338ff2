import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { APP_ROLE, type AppRole } from '../config/app-role.js';
import { type AdminChannel, startAdminChannel } from './admin-channel.js';
import { type AdminCommand, runAdminCommand } from './admin-commands.js';
import { AdminServices } from './admin-services.js';

/** Opens the admin channel when this API owns an embedded database directory. */
@Injectable()
export class AdminChannelService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('AdminChannel');
  private channel?: AdminChannel;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    private readonly admin: AdminServices,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (
      this.role !== 'api' ||
      this.config.databaseUrl ||
      this.config.pgliteDir.startsWith('memory://')
    )
      return;
    this.channel = await startAdminChannel(this.config.pgliteDir, this.config.adminPort, (body) =>
      runAdminCommand(this.admin, body as AdminCommand),
    );
    this.logger.log(`Admin channel on 127.0.0.1:${this.channel.port} for the embedded database`);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.channel?.close();
  }
}
