// A service's operations endpoints, on a port of their own that is never published: Prometheus
// metrics (/metrics), liveness (/livez: the process answers) and readiness (/readyz: what the
// service needs to serve is there). The public origin has none of them.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';

export interface OperationsOptions {
  registry: Pick<Registry, 'metrics' | 'contentType'>;
  /** Whether the service can serve now; a readiness check that throws counts as not ready. */
  ready: () => Promise<boolean> | boolean;
}

/** How long a readiness check may take before it counts as not ready. */
const READY_TIMEOUT_MS = 2_000;

async function isReady(ready: OperationsOptions['ready']): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([Promise.resolve().then(ready), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function createOperationsServer({ registry, ready }: OperationsOptions): FastifyInstance {
  const server = Fastify({ logger: false });
  server.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  server.get('/metrics', async (_request, reply) =>
    reply.type(registry.contentType).send(await registry.metrics()),
  );
  server.get('/livez', async (_request, reply) => reply.send({ status: 'ok' }));
  server.get('/readyz', async (_request, reply) =>
    (await isReady(ready))
      ? reply.send({ status: 'ready' })
      : reply.code(503).send({ status: 'not ready' }),
  );
  return server;
}

/**
 * Listens on METRICS_PORT when it is set (on METRICS_HOST, else the service's HOST): off by
 * default, so that several servers on one machine do not compete for one port.
 * @returns the listening server, or undefined when off
 */
export async function startOperationsServer(
  env: NodeJS.ProcessEnv,
  options: OperationsOptions,
): Promise<FastifyInstance | undefined> {
  const setting = env.METRICS_PORT?.trim();
  if (!setting) return undefined;
  const port = Number(setting);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`METRICS_PORT="${setting}" is not a port number (1-65535)`);
  }
  const server = createOperationsServer(options);
  await server.listen({ port, host: env.METRICS_HOST?.trim() || env.HOST?.trim() || '127.0.0.1' });
  return server;
}
