import { Inject } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AppConfig } from './env.validation.js';

/** The validated config object is stored under this key by ConfigModule's validate hook. */
export const APP_CONFIG = 'APP_CONFIG';

export const InjectConfig = () => Inject(APP_CONFIG);

export const appConfigProvider = {
  provide: APP_CONFIG,
  inject: [ConfigService],
  useFactory: (config: ConfigService): AppConfig => config.get<AppConfig>('app') as AppConfig,
};
