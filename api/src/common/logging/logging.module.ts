import { type DynamicModule, Module } from '@nestjs/common';
import { pino, type DestinationStream, type Logger } from 'pino';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/env.validation.js';
import { PinoLoggerService } from './pino-logger.service.js';

export const ROOT_LOGGER = 'ROOT_LOGGER';

/** The process's one pino logger (JSON lines on stdout unless a destination is given). */
@Module({})
export class LoggingModule {
  static forRoot(destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      providers: [
        {
          provide: ROOT_LOGGER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): Logger =>
            destination
              ? pino({ level: config.logLevel }, destination)
              : pino({ level: config.logLevel }),
        },
        {
          provide: PinoLoggerService,
          inject: [ROOT_LOGGER],
          useFactory: (logger: Logger) => new PinoLoggerService(logger),
        },
      ],
      exports: [ROOT_LOGGER, PinoLoggerService],
    };
  }
}
