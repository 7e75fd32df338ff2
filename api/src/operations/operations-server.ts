import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import { PROXY_SECRET_HEADER } from '@gloh/contract/trust-proxy';
import { ApiProcessListener } from '../common/lifecycle/api-process-listener.js';
import { InjectConfig } from '../config/app-config.js';
import type { AppConfig } from '../config/env.validation.js';
import { DATABASE_HANDLE } from '../database/database.module.js';
import type { DatabaseHandle } from '../database/database.js';
import { ApiMetrics } from './api-metrics.js';
import { OperationsRoutes } from './operations-routes.js';

/** How long the database may take to answer before the instance counts as not ready. */
const READY_TIMEOUT_MS = 2_000;
/** A POST body of the site's servers is a few hundred bytes. */
const MAX_BODY_BYTES = 16 * 1024;

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** The request's JSON body; undefined when it is not JSON or too long. */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The operations port (METRICS_PORT), never published: Prometheus metrics at /metrics, liveness at
 * /livez (the process answers) and readiness at /readyz (the database answers). A plain server
 * of its own, so that nothing of the API's pipeline (origin guard, limits, request log) applies,
 * and the public origin has none of it. The POST routes features add (OperationsRoutes) answer
 * the site's own servers: with API_PROXY_SECRET set, only a request that carries it.
 */
@Injectable()
export class OperationsServer extends ApiProcessListener {
  private server?: Server;

  constructor(
    @InjectConfig() private readonly config: AppConfig,
    @Inject(DATABASE_HANDLE) private readonly database: DatabaseHandle,
    private readonly metrics: ApiMetrics,
    private readonly routes: OperationsRoutes,
  ) {
    super('OperationsServer');
  }

  protected async open(): Promise<void> {
    const settings = this.config.metrics;
    if (!settings) return;
    const server = createServer((req, res) => {
      void this.answer(req, (req.url ?? '/').split('?')[0] ?? '/').then(
        ({ status, type, body }) => {
          res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
          res.end(body);
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => resolve());
    });
    this.server = server;
    this.logger.log(`Operations port on ${settings.host}:${settings.port}`);
  }

  protected async close(): Promise<void> {
    const server = this.server;
    if (server) await new Promise((resolve) => server.close(resolve));
  }

  private async answer(
    req: IncomingMessage,
    path: string,
  ): Promise<{ status: number; type: string; body: string }> {
    const method = req.method ?? 'GET';
    const json = (status: number, body: object) => ({
      status,
      type: 'application/json',
      body: JSON.stringify(body),
    });
    const handler = this.routes.handlerOf(path);
    if (handler) {
      if (method !== 'POST') return json(405, { error: 'Method Not Allowed' });
      if (!this.fromTheSite(req)) return json(401, { error: 'Unauthorized' });
      const body = await jsonBody(req);
      if (body === undefined) return json(400, { error: 'A JSON body is required' });
      try {
        const answer = await handler(body);
        return json(answer.status, answer.body);
      } catch (error) {
        this.logger.warn(`${path} failed: ${String(error)}`);
        return json(500, { error: 'Internal Server Error' });
      }
    }
    if (method !== 'GET' && method !== 'HEAD') return json(405, { error: 'Method Not Allowed' });
    switch (path) {
      case '/metrics':
        try {
          return {
            status: 200,
            type: this.metrics.registry.contentType,
            body: await this.metrics.registry.metrics(),
          };
        } catch (error) {
          this.logger.warn(`Metrics could not be collected: ${String(error)}`);
          return json(500, { error: 'Metrics could not be collected' });
        }
      case '/livez':
        return json(200, { status: 'ok' });
      case '/readyz':
        return (await this.databaseAnswers())
          ? json(200, { status: 'ready', database: 'up' })
          : json(503, { status: 'not ready', database: 'down' });
      default:
        return json(404, { error: 'Not Found' });
    }
  }

  /** With API_PROXY_SECRET set, the site's servers prove themselves with it, as the shell does. */
  private fromTheSite(req: IncomingMessage): boolean {
    const secret = this.config.proxySecret;
    if (secret === undefined) return true;
    const presented = req.headers[PROXY_SECRET_HEADER];
    return typeof presented === 'string' && timingSafeEqual(digest(presented), digest(secret));
  }

  private async databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
    });
    try {
      return await Promise.race([this.database.ping().then(() => true), timeout]);
    } catch {
      return false;
    } finally {
      clearTimeout(timer);
    }
  }
}
