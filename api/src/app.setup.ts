import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import type { Logger } from 'pino';
import { APP_ROLE, type AppRole } from './app-role.js';
import { ROOT_LOGGER } from './common/logging/logging.module.js';
import { PinoLoggerService } from './common/logging/pino-logger.service.js';
import { requestLogMiddleware } from './common/logging/request-log.js';
import { SESSION_COOKIE } from './auth/auth.constants.js';
import { ApiExceptionFilter, NOT_FOUND } from './common/filters/api-exception.filter.js';
import { RejectUnsafeKeysPipe } from './common/pipes/reject-unsafe-keys.pipe.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { APP_CONFIG } from './config/app-config.js';
import type { AppConfig } from './config/env.validation.js';

export const API_PREFIX = 'api';
export const DOCS_PATH = 'api/docs';
/** JSON bodies above this are refused with 413. */
export const JSON_BODY_LIMIT = '100kb';

/** Everything main.ts and the e2e tests share, so tests exercise the production wiring. */
export function configureApp(app: NestExpressApplication): INestApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(PinoLoggerService));
  if (app.get<AppRole>(APP_ROLE) === 'api')
    app.use(requestLogMiddleware(app.get<Logger>(ROOT_LOGGER)));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Answers are small JSON, mostly `no-store`: hashing each body for an ETag bought nothing.
  app.set('etag', false);
  app.use(helmet());
  // Everything this service answers lives under /api; anything else gets the JSON 404 too.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.path === `/${API_PREFIX}` || req.path.startsWith(`/${API_PREFIX}/`)) return next();
    res.status(404).json({ success: false, error: NOT_FOUND });
  });
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.useBodyParser('urlencoded', { limit: JSON_BODY_LIMIT, extended: false });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new RejectUnsafeKeysPipe(), createValidationPipe());
  app.enableShutdownHooks();
  if (config.apiDocs) serveApiDocs(app);
  return app;
}

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json (only when API_DOCS allows). */
function serveApiDocs(app: NestExpressApplication): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Gloh API')
      .setDescription('Contact, investor access and the investor presentation.')
      .setVersion('1.0')
      .addCookieAuth(SESSION_COOKIE)
      .build(),
  );
  SwaggerModule.setup(DOCS_PATH, app, document);
}
