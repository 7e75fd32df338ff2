import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import bodyParser from 'body-parser';
import type { Logger } from 'pino';
import { APP_ROLE, type AppRole } from './app-role.js';
import { ROOT_LOGGER } from './common/logging/logging.module.js';
import { PinoLoggerService } from './common/logging/pino-logger.service.js';
import { requestLogger } from './common/logging/request-log.js';
import { SESSION_COOKIE } from './auth/auth.constants.js';
import { ApiExceptionFilter, NOT_FOUND } from './common/filters/api-exception.filter.js';
import { applySecurityHeaders, recordSecurityHeaders } from './common/http/security-headers.js';
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
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Answers are small JSON, mostly `no-store`: hashing each body for an ETag bought nothing.
  app.set('etag', false);
  // What every request passes through, in one Express layer rather than five: each layer
  // costs a router step per request, and on GET /api/auth/me these steps, helmet's chain of
  // thirteen middlewares and two body parsers that had nothing to read were a fifth of the
  // time outside the database (issue 10). Same order and effect as before: request log,
  // helmet's headers, the /api-only rule, then the JSON and form parsers.
  const logRequest =
    app.get<AppRole>(APP_ROLE) === 'api' ? requestLogger(app.get<Logger>(ROOT_LOGGER)) : undefined;
  const securityHeaders = recordSecurityHeaders();
  const parseJson = bodyParser.json({ limit: JSON_BODY_LIMIT });
  const parseForm = bodyParser.urlencoded({ limit: JSON_BODY_LIMIT, extended: false });
  app.use((req: Request, res: Response, next: NextFunction) => {
    logRequest?.(req, res);
    applySecurityHeaders(res, securityHeaders);
    // Everything this service answers lives under /api; anything else gets the JSON 404 too.
    if (!isUnderApiPrefix(req)) {
      res.status(404).json({ success: false, error: NOT_FOUND });
      return;
    }
    if (!hasBody(req)) return next();
    parseJson(req, res, (error?: unknown) => (error ? next(error) : parseForm(req, res, next)));
  });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new RejectUnsafeKeysPipe(), createValidationPipe());
  app.enableShutdownHooks();
  if (config.apiDocs) serveApiDocs(app);
  return app;
}

const PREFIX_PATH = `/${API_PREFIX}`;

function isUnderApiPrefix(req: Request): boolean {
  // The usual request line needs no URL parsing; anything unusual is left to Express's req.path.
  const { url } = req;
  if (url === PREFIX_PATH || url.startsWith(`${PREFIX_PATH}/`) || url.startsWith(`${PREFIX_PATH}?`))
    return true;
  return req.path === PREFIX_PATH || req.path.startsWith(`${PREFIX_PATH}/`);
}

/** type-is's hasBody, which the body parsers ask first: without a body they only call next(). */
function hasBody(req: Request): boolean {
  return (
    req.headers['transfer-encoding'] !== undefined ||
    !Number.isNaN(Number(req.headers['content-length']))
  );
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
