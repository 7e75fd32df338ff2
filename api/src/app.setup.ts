import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { DECK_ENGAGEMENT_LIMITS } from '@gloh/contract/deck-engagement';
import { RELEASE_HEALTH_LIMITS } from '@gloh/contract/release-health';
import cookieParser from 'cookie-parser';
import type { NextFunction, Request, Response } from 'express';
import { Logger } from 'nestjs-pino';
import type { HttpLogger } from 'pino-http';
import { REQUEST_LOGGER } from './common/logging/logging.module.js';
import { SESSION_COOKIE } from './auth/auth.constants.js';
import { ApiExceptionFilter, NOT_FOUND } from './common/filters/api-exception.filter.js';
import { type BeaconRoute, useBodyParsers } from './common/http/body-parsers.js';
import { assignRequestId } from './common/http/request-id.js';
import { ApiMetrics } from './operations/api-metrics.js';
import { limitConnections } from './common/http/connection-limits.js';
import { requireProxySecret } from './common/http/proxy-secret.js';
import {
  apiSecurityHeaders,
  docsContentSecurityPolicy,
  strictTransportOverHttps,
} from './common/http/security-headers.js';
import { RejectUnsafeKeysPipe } from './common/pipes/reject-unsafe-keys.pipe.js';
import { createValidationPipe } from './common/pipes/validation.pipe.js';
import { APP_CONFIG } from './config/app-config.js';
import type { AppConfig } from './config/env.validation.js';

export const API_PREFIX = 'api';
export const DOCS_PATH = 'api/docs';
/** JSON bodies above this are refused with 413. */
export const JSON_BODY_LIMIT = '100kb';

/** The routes navigator.sendBeacon() posts to (text/plain JSON), with their body limits. */
const BEACON_ROUTES: readonly BeaconRoute[] = [
  { path: `/${API_PREFIX}/analytics/events`, limit: JSON_BODY_LIMIT },
  {
    path: `/${API_PREFIX}/analytics/release-health`,
    limit: RELEASE_HEALTH_LIMITS.maxBodyBytes,
  },
  {
    path: `/${API_PREFIX}/investor-presentation/engagement`,
    limit: DECK_ENGAGEMENT_LIMITS.maxBodyBytes,
  },
];

/** Everything main.ts and the e2e tests share, so tests exercise the production wiring. */
export function configureApp(app: NestExpressApplication): INestApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  const trustsProxy = app.getHttpAdapter().getInstance().get('trust proxy fn') as (
    address: string,
    hop: number,
  ) => boolean;
  const mayBeProxy = (address: string) => trustsProxy(address, 0);
  // With the proxy's secret, its address alone earns nothing: other programs may share it.
  const connectionCap = limitConnections(app.getHttpServer(), {
    ...config.server,
    isTrustedProxy: config.proxySecret ? () => false : mayBeProxy,
    mayBeProxy: config.proxySecret ? mayBeProxy : undefined,
  });
  app.disable('x-powered-by');
  // Answers are small JSON, mostly `no-store`: hashing each body for an ETag buys nothing. The
  // deck sets its own ETag, which res.send still answers with a 304.
  app.set('etag', false);
  // First, so nothing reads a forwarding header the proxy's secret did not vouch for.
  if (config.proxySecret)
    app.use(requireProxySecret(config.proxySecret, mayBeProxy, connectionCap));
  // Then, so every request has its id, its line and its latency, also those refused before routing.
  app.use(assignRequestId(mayBeProxy));
  const requestLog = app.get<HttpLogger | null>(REQUEST_LOGGER);
  if (requestLog) app.use(requestLog);
  app.use(app.get(ApiMetrics).recordRequests());
  app.use(apiSecurityHeaders());
  app.use(strictTransportOverHttps);
  if (config.apiDocs) app.use(`/${DOCS_PATH}`, docsContentSecurityPolicy());
  app.use(refuseOutsideApi);
  app.use(cookieParser());
  useBodyParsers(app, JSON_BODY_LIMIT, BEACON_ROUTES);
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalFilters(new ApiExceptionFilter());
  app.useGlobalPipes(new RejectUnsafeKeysPipe(), createValidationPipe());
  app.enableShutdownHooks();
  if (config.apiDocs) serveApiDocs(app);
  return app;
}

const PREFIX_PATH = `/${API_PREFIX}`;

/**
 * Everything this service answers lives under /api; anything else gets the JSON 404 at once
 * (Nest's own not-found handler covers only the prefix).
 */
function refuseOutsideApi(req: Request, res: Response, next: NextFunction): void {
  const { path } = req;
  if (path === PREFIX_PATH || path.startsWith(`${PREFIX_PATH}/`)) return next();
  res.status(404).json({ success: false, error: NOT_FOUND });
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
