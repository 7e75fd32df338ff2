// The connections to an upstream service that may run as several instances behind one host name
// (the API scaled out in compose, a Service in Kubernetes): the name is resolved again every
// second and requests are spread over every address it has, each kept with its own connections.
// A request that could not reach an instance goes to another: always when the connection could
// not be made (nothing was sent), and for a read (GET, HEAD, OPTIONS) also when the connection
// broke before the answer, so an instance that stops loses no request.
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { Dispatcher, Pool, RetryAgent } from 'undici';

/** How often the host name is resolved again: an instance that stops is gone from DNS at once. */
export const UPSTREAM_REFRESH_MS = 1_000;
/**
 * How long an idle connection to an instance is kept for the next request: well below the idle
 * time of the servers it reaches (the API's 10 s, a remote's server's 8 s), so the pool drops a
 * connection before its server closes it and never sends a request on one being closed. Also the
 * most a server's Keep-Alive hint can make it.
 */
export const UPSTREAM_KEEP_ALIVE_MS = 4_000;

/** Errors before anything of the request reached the upstream: safe to send elsewhere, any method. */
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_CONNECT_TIMEOUT',
  // A pool closed as its instance left: it refused the request before sending anything.
  'UND_ERR_CLOSED',
  'UND_ERR_DESTROYED',
]);
/** Errors of a connection that broke: the request may have been read, so only reads go again. */
const BROKEN = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
/** How long an instance that refused a connection is passed over (unless all are). */
const COOLDOWN_MS = 1_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Attempts after the first: enough to pass over two instances that went away at once. */
const MAX_RETRIES = 2;

/** Whether a failed attempt may be sent again, to another instance. */
export function mayRetry(method: string, code: string | undefined, retries: number): boolean {
  if (retries >= MAX_RETRIES || code === undefined) return false;
  return NOT_SENT.has(code) || (READS.has(method.toUpperCase()) && BROKEN.has(code));
}

export interface UpstreamDispatcher {
  dispatcher: Dispatcher;
  /** The instances' origins requests are spread over now. */
  upstreams(): string[];
  /** Resolves the host name again now (the timer does it every UPSTREAM_REFRESH_MS). */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Round robin over one pool of connections per instance, passing over an instance that just
 * refused a connection. A pool whose instance left is out of the rotation at once and closed once
 * its requests in flight are answered.
 */
class SpreadDispatcher extends Dispatcher {
  private readonly pools = new Map<string, { pool: Pool; downUntil: number }>();
  private next = 0;

  constructor(
    origins: Iterable<string>,
    private readonly options: Pool.Options,
  ) {
    super();
    this.setOrigins(origins);
  }

  origins(): string[] {
    return [...this.pools.keys()];
  }

  setOrigins(origins: Iterable<string>): void {
    const wanted = new Set(origins);
    for (const [origin, { pool }] of this.pools) {
      if (wanted.has(origin)) continue;
      this.pools.delete(origin);
      void pool.close().catch(() => undefined);
    }
    for (const origin of wanted) {
      if (this.pools.has(origin)) continue;
      const entry = { pool: new Pool(origin, this.options), downUntil: 0 };
      entry.pool.on('connectionError', () => {
        entry.downUntil = Date.now() + COOLDOWN_MS;
      });
      this.pools.set(origin, entry);
    }
  }

  private pick(): Pool {
    const entries = [...this.pools.values()];
    const now = Date.now();
    const up = entries.filter((entry) => entry.downUntil <= now);
    const candidates = up.length > 0 ? up : entries;
    this.next = (this.next + 1) % candidates.length;
    return candidates[this.next]!.pool;
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler) {
    return this.pick().dispatch(options, handler);
  }

  override async close(): Promise<void> {
    await Promise.all([...this.pools.values()].map(({ pool }) => pool.close()));
  }

  override async destroy(): Promise<void> {
    await Promise.all([...this.pools.values()].map(({ pool }) => pool.destroy()));
  }
}

/**
 * @param target the upstream's URL (http://api:3100)
 * @param options undici's pool options for each instance (connections per instance…)
 * @param resolve the addresses of a host name (DNS by default; tests give their own)
 */
export function createUpstreamDispatcher(
  target: string,
  options: Pool.Options = {},
  resolve: (hostname: string) => Promise<string[]> = async (hostname) =>
    (await lookup(hostname, { all: true })).map(({ address }) => address),
): UpstreamDispatcher {
  const url = new URL(target);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  const originOf = (address: string) =>
    `${url.protocol}//${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
  // Until the name is first resolved, the pool connects by the name itself.
  const spread = new SpreadDispatcher([url.origin], {
    keepAliveTimeout: UPSTREAM_KEEP_ALIVE_MS,
    keepAliveMaxTimeout: UPSTREAM_KEEP_ALIVE_MS,
    ...options,
  });
  const fixed = isIP(hostname) !== 0;

  async function refresh(): Promise<void> {
    if (fixed) return;
    let addresses: string[];
    try {
      addresses = await resolve(hostname);
    } catch {
      return; // a failed lookup keeps the instances known so far
    }
    if (addresses.length > 0) spread.setOrigins(addresses.map(originOf));
  }

  const timer = fixed ? undefined : setInterval(() => void refresh(), UPSTREAM_REFRESH_MS);
  timer?.unref();
  void refresh();

  const dispatcher = new RetryAgent(spread, {
    maxRetries: MAX_RETRIES,
    // Every status is the upstream's own answer, passed on as it is.
    statusCodes: [],
    retry(error, { state, opts }, callback) {
      const { code } = error as Error & { code?: string };
      if (!mayRetry(opts.method, code, state.counter)) {
        callback(error);
        return;
      }
      // The failed instance is passed over for a while; a refresh drops it if DNS has.
      void refresh().then(() => callback(null));
    },
  });
  return {
    dispatcher,
    upstreams: () => spread.origins(),
    refresh,
    async close() {
      if (timer) clearInterval(timer);
      // The proxy may have closed it already.
      await dispatcher.close().catch(() => undefined);
    },
  };
}
