import type { INestApplication } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { APP_ROLE, type AppRole } from './app-role.js';
import { ROOT_LOGGER } from './common/logging/logging.module.js';
import { PinoLoggerService } from './common/logging/pino-logger.service.js';
import { requestLogger } from './common/logging/request-log.js';
import { SESSION_COOKIE } from './auth/auth.constants.js';
import { ApiExceptionFilter, NOT_FOUND } from './common/filters/api-exception.filter.js';
import type { ApiFastifyAdapter } from './common/http/api-fastify-adapter.js';
import { registerBodyParsers } from './common/http/body-parsers.js';
import { compileProxyTrust, decorateClientAddress } from './common/http/client-address.js';
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
export function configureApp(app: NestFastifyApplication): INestApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  const adapter = app.getHttpAdapter() as ApiFastifyAdapter;
  const fastify = adapter.getInstance();
  app.useLogger(app.get(PinoLoggerService));
  decorateClientAddress(fastify, compileProxyTrust(config.trustProxy));
  registerBodyParsers(fastify, JSON_BODY_LIMIT);
  // What every request passes first, in one hook: the request log, helmet's headers
  // (recorded once, replayed per request), then the /api-only rule.
  const logRequest =
    app.get<AppRole>(APP_ROLE) === 'api' ? requestLogger(app.get<Logger>(ROOT_LOGGER)) : undefined;
  const securityHeaders = recordSecurityHeaders();
  adapter.useEntryHook((request, reply) => {
    logRequest?.(request.raw, reply.raw);
    applySecurityHeaders(reply.raw, securityHeaders);
  }, refuseOutsideApi);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new RejectUnsafeKeysPipe(), createValidationPipe());
  app.enableShutdownHooks();
  if (config.apiDocs) serveApiDocs(app);
  return app;
}

const PREFIX_PATH = `/${API_PREFIX}`;

/** Everything this service answers lives under /api; anything else gets the JSON 404 at once. */
function refuseOutsideApi(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = request.raw.url ?? '';
  if (url === PREFIX_PATH || url.startsWith(`${PREFIX_PATH}/`) || url.startsWith(`${PREFIX_PATH}?`))
    return false;
  void reply.code(404).send({ success: false, error: NOT_FOUND });
  return true;
}

/** Swagger UI at /api/docs and the OpenAPI JSON at /api/docs-json (only when API_DOCS allows). */
function serveApiDocs(app: NestFastifyApplication): void {
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
