import { type DynamicModule, Module } from '@nestjs/common';
import type { Request } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LoggerModule } from 'nestjs-pino';
import { pino, type DestinationStream, type Logger } from 'pino';
import { type HttpLogger, pinoHttp } from 'pino-http';
import { APP_CONFIG } from '../../config/app-config.js';
import type { AppConfig } from '../../config/env.validation.js';

/**
 * The request log (pino-http), or null when its lines would not be written (LOG_LEVEL above
 * info, or not the API): configureApp mounts it first, so every request gets its line.
 */
export const REQUEST_LOGGER = 'REQUEST_LOGGER';
/** The process's one pino logger. */
export const ROOT_LOGGER = 'ROOT_LOGGER';

/** Anything that does log a request's or response's headers leaves these out. */
const REDACTED = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'];

/** One line per request: id (bound by pino-http), method, URL, status and duration; no headers. */
function requestLine(req: IncomingMessage, res: ServerResponse, value: object) {
  return {
    method: req.method,
    url: (req as Request).originalUrl ?? req.url,
    statusCode: res.statusCode,
    responseTime: (value as { responseTime?: number }).responseTime,
  };
}

/**
 * pino-http for the request log, nestjs-pino for Nest's own log calls, both writing through
 * one pino logger. pino-http is told not to serialise the request or response: the line names
 * only the fields above, and nothing per request goes beyond the request id's child logger.
 */
@Module({})
export class LoggingModule {
  static forRoot(logRequests: boolean, destination?: DestinationStream): DynamicModule {
    return {
      module: LoggingModule,
      global: true,
      imports: [
        LoggerModule.forRootAsync({
          inject: [ROOT_LOGGER],
          useFactory: (rootLogger: Logger) => ({
            pinoHttp: { logger: rootLogger },
            useExisting: true,
            // No request is bound into an AsyncLocalStorage (what nestjs-pino's middleware does
            // so that Nest's log calls carry the request's id): under Node 20 its promise hooks
            // tax every await of every request, and the one log made inside a request, the
            // exception filter's 5xx, names its reqId itself.
            forRoutes: [],
          }),
        }),
      ],
      providers: [
        {
          provide: ROOT_LOGGER,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig): Logger => {
            const options = { level: config.logLevel, redact: REDACTED };
            return destination ? pino(options, destination) : pino(options);
          },
        },
        {
          provide: REQUEST_LOGGER,
          inject: [ROOT_LOGGER],
          useFactory: (logger: Logger): HttpLogger | null => {
            if (!logRequests || !logger.isLevelEnabled('info')) return null;
            return pinoHttp({
              logger,
              quietReqLogger: true,
              quietResLogger: true,
              wrapSerializers: false,
              serializers: { req: () => undefined, res: () => undefined },
              customLogLevel: (_req, res, error) =>
                error || res.statusCode >= 500 ? 'error' : 'info',
              customSuccessMessage: (_req, res) =>
                res.writableFinished ? 'request completed' : 'request aborted',
              customErrorMessage: () => 'request failed',
              customSuccessObject: requestLine,
              customErrorObject: requestLine,
            });
          },
        },
      ],
      exports: [REQUEST_LOGGER, ROOT_LOGGER],
    };
  }
}
