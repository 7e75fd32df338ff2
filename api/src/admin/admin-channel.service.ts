import { Injectable } from '@nestjs/common';
import { ApiProcessListener } from '../common/lifecycle/api-process-listener.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { type AdminChannel, startAdminChannel } from './admin-channel.js';
import { type AdminCommand, runAdminCommand } from './admin-commands.js';
import { AdminServices } from './admin-services.js';

/** Opens the admin channel when this API owns an embedded database directory. */
@Injectable()
export class AdminChannelService extends ApiProcessListener {
  private channel?: AdminChannel;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    private readonly admin: AdminServices,
  ) {
    super('AdminChannel');
  }

  protected async open(): Promise<void> {
    if (this.config.databaseUrl || this.config.pgliteDir.startsWith('memory://')) return;
    this.channel = await startAdminChannel(this.config.pgliteDir, this.config.adminPort, (body) =>
      runAdminCommand(this.admin, body as AdminCommand),
    );
    this.logger.log(`Admin channel on 127.0.0.1:${this.channel.port} for the embedded database`);
  }

  protected async close(): Promise<void> {
    await this.channel?.close();
  }
}
