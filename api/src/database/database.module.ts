import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { isDirectoryHeldByAnotherApi } from './pglite-owner.js';
import { openDatabase, type Database, type DatabaseHandle } from './database.js';

export const DATABASE_HANDLE = 'DATABASE_HANDLE';
export const DATABASE = 'DATABASE';

export const InjectDatabase = () => Inject(DATABASE);

@Global()
@Module({
  providers: [
    {
      provide: DATABASE_HANDLE,
      inject: [APP_CONFIG],
      // Migrations run here, so nothing can query before the schema is current.
      useFactory: async (config: AppConfig): Promise<DatabaseHandle> => {
        if (!config.databaseUrl && !config.pgliteDir.startsWith('memory://')) {
          // Two processes writing one PGlite directory corrupt it; refuse rather than risk that.
          const holder = await isDirectoryHeldByAnotherApi(config.pgliteDir);
          if (holder) {
            throw new Error(
              `${config.pgliteDir} is already open in the API process ${holder}; stop it, use another PGLITE_DIR, or set DATABASE_URL`,
            );
          }
        }
        return openDatabase({
          databaseUrl: config.databaseUrl,
          databaseSchema: config.databaseSchema,
          pgliteDir: config.pgliteDir,
        });
      },
    },
    {
      provide: DATABASE,
      inject: [DATABASE_HANDLE],
      useFactory: (handle: DatabaseHandle): Database => handle.db,
    },
  ],
  exports: [DATABASE_HANDLE, DATABASE],
})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_HANDLE) private readonly handle: DatabaseHandle) {}

  async onApplicationShutdown(): Promise<void> {
    await this.handle.close();
  }
}
