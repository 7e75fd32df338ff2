import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { RETENTION_DEFAULT_DAYS, type RetentionPeriodName } from '@gloh/contract/retention';
import { STAFF_SESSION_IDLE_SECONDS } from '@gloh/contract/staff';
import { parseTrustProxy, PROXY_SECRET_MIN_LENGTH } from '@gloh/contract/trust-proxy';
import { z } from 'zod';
import { API_ROOT } from './paths.js';

/** Shorter, a staff session could end while its member reads a page between two clicks. */
const MIN_STAFF_SESSION_IDLE_SECONDS = 10;
/** Keeping something for more than a century is keeping it for ever: say so rather than pretend. */
const MAX_RETENTION_DAYS = 36_500;
const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const SQL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const BOOLEAN_WORDS = new Map([
  ...['true', '1', 'yes', 'on'].map((word) => [word, true] as const),
  ...['false', '0', 'no', 'off'].map((word) => [word, false] as const),
]);
const DEFAULT_SITE = 'http://localhost:3000';
const MAKE_A_SECRET = '(openssl rand -base64 32)';
export const OUTBOX_KEY_BYTES = 32;

/** 32 bytes as base64 (`openssl rand -base64 32`) or as 64 hex digits. */
export function parseOutboxKey(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === OUTBOX_KEY_BYTES ? key : undefined;
}

/** Whether a page at `origin` may use passkeys of `rpId`: its host is the RP ID or a subdomain of it. */
export function originFitsRpId(origin: string, rpId: string): boolean {
  const host = URL.canParse(origin) ? new URL(origin).hostname : undefined;
  return host === rpId || !!host?.endsWith(`.${rpId}`);
}

const mapValues = <K extends string, V, R>(record: Record<K, V>, map: (value: V, key: K) => R) =>
  Object.fromEntries(
    Object.entries<V>(record).map(([key, value]) => [key, map(value, key as K)]),
  ) as Record<K, R>;
const fromApi = (path: string) => (isAbsolute(path) ? path : resolve(API_ROOT, path));

const text = z.string().optional();
/**
 * `read` of the value, else `fallback`: a wrong value yields it too (its problem listed), so that
 * the rules across variables still run and every problem is listed at once.
 */
const parsed = <T, F>(fallback: F, read: (value: string) => T | undefined, rule: string) =>
  text.transform((value, ctx) => {
    if (value === undefined) return fallback;
    const result = read(value);
    if (result !== undefined) return result;
    ctx.addIssue(`must be ${rule} (got "${value}")`);
    return fallback;
  });
const int = <F extends number | undefined>(fallback: F, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  parsed(
    fallback,
    (value) => [Number(value)].find((n) => Number.isInteger(n) && n >= min && n <= max),
    `an integer between ${min} and ${max}`,
  );
const bool = <F extends boolean | undefined>(fallback: F) =>
  parsed(
    fallback,
    (value) => BOOLEAN_WORDS.get(value.toLowerCase()),
    `one of ${[...BOOLEAN_WORDS.keys()].join(', ')}`,
  );
const url = (...protocols: string[]) =>
  text.superRefine((value, ctx) => {
    if (value === undefined) return;
    if (!URL.canParse(value)) return ctx.addIssue('must be a valid URL');
    const { protocol } = new URL(value);
    if (!protocols.includes(protocol))
      ctx.addIssue(`must use one of ${protocols.join(', ')} (got "${protocol}")`);
  });
const rule = (prefix: string, limit: number, windowSeconds: number) =>
  ({
    limit: [`${prefix}_LIMIT`, int(limit, 1)],
    windowSeconds: [`${prefix}_WINDOW_SECONDS`, int(windowSeconds, 1)],
  }) as const;
const cap = (variable: string, fallback: number) => [variable, int(fallback, 1, 1e6)] as const;
const ceiling = (variable: string, fallback: number) => [variable, int(fallback, 1, 1e8)] as const;
const keep = (variable: string, period: RetentionPeriodName) =>
  [variable, int(RETENTION_DEFAULT_DAYS[period], 1, MAX_RETENTION_DAYS)] as const;
const check = (test: (value: string) => unknown, error: string) =>
  text.refine((value) => value === undefined || test(value), { error });
/** The per-email rule let anyone lock an investor out; silently ignoring it would hide that it is gone. */
const retired = (replacement: string) =>
  check(
    () => false,
    `is no longer used: the rule is now per email and client address (${replacement})`,
  );

/** One remote's release guard (RELEASE_GUARD): see analytics/release-guard.service.ts. */
const guardOfRemote = z
  .object({
    /** Page loads of a new release the verdict waits for. */
    views: z.number().int().min(1).max(100_000).default(200),
    /** How much worse than the previous release is tolerated: errors per page load (0.02: 2 points). */
    errorRate: z.number().min(0).max(100).optional(),
    lcpMs: z.number().min(0).max(120_000).optional(),
    inpMs: z.number().min(0).max(60_000).optional(),
    /** Told when the release is rolled back. */
    owners: z.array(z.email()).min(1),
  })
  .strict()
  .refine(
    (guard) => [guard.errorRate, guard.lcpMs, guard.inpMs].some((margin) => margin !== undefined),
    { error: 'needs at least one margin: errorRate, lcpMs or inpMs' },
  );
const releaseGuardSchema = z
  .object({
    marketing: guardOfRemote.optional(),
    investors: guardOfRemote.optional(),
    demos: guardOfRemote.optional(),
  })
  .strict();
export type ReleaseGuardSettings = z.output<typeof releaseGuardSchema>;

/** The config: each setting as [its variable, the schema that checks it and gives its default]. */
const SETTINGS = {
  nodeEnv: ['NODE_ENV', text],
  port: ['PORT', int(3100, 0, 65535)],
  host: ['HOST', text.default('127.0.0.1')],
  databaseUrl: ['DATABASE_URL', url('postgres:', 'postgresql:')],
  /** PostgreSQL schema the API works in; lets tests and parallel runs share one database. */
  databaseSchema: [
    'DATABASE_SCHEMA',
    check((name) => SQL_NAME.test(name), 'must be a lower-case SQL identifier'),
  ],
  pgliteDir: [
    'PGLITE_DIR',
    text
      .default('.data/pglite')
      .transform((dir) => (dir.startsWith('memory://') ? dir : fromApi(dir))),
  ],
  deckPath: ['DECK_PATH', text.default('assets/gloh-investor-presentation.pdf').transform(fromApi)],
  /** Memory for the viewer's stamped copies of the deck (one per investor and deck version). */
  deckViewCacheBytes: ['DECK_VIEW_CACHE_MB', int(64, 0, 65536).transform((mb) => mb * 2 ** 20)],
  /** How often the API looks for a deck version whose scheduled publish time has come. */
  deckSchedulePollMs: ['DECK_SCHEDULE_POLL_MS', int(15_000, 100)],
  accessExpiry: {
    /** How often the API ends investors' access whose expiry has come, and mails reminders. */
    pollMs: ['ACCESS_EXPIRY_POLL_MS', int(15_000, 100)],
    /** How many days before access ends the investor is mailed (once); 0 sends no reminder. */
    reminderDays: ['ACCESS_EXPIRY_REMINDER_DAYS', int(3, 0, 365)],
  },
  smtpUrl: ['SMTP_URL', url('smtp:', 'smtps:')],
  mailFrom: ['MAIL_FROM', text.default('Gloh <no-reply@gloh.example>')],
  companyInbox: [
    'COMPANY_INBOX',
    z.string().includes('@', { error: 'must be an e-mail address' }).default('info@gloh.example'),
  ],
  publicSiteUrl: ['PUBLIC_SITE_URL', url('http:', 'https:').default(DEFAULT_SITE)],
  allowedOrigins: [
    'ALLOWED_ORIGINS',
    text.default(DEFAULT_SITE).transform((list, ctx) => {
      const origins = list.split(',').map((origin) => origin.trim().replace(/\/$/, ''));
      for (const origin of origins.filter((origin) => origin && !URL.canParse(origin)))
        ctx.addIssue(`entry "${origin}" is not a valid origin`);
      return origins.filter(Boolean);
    }),
  ],
  logLevel: [
    'LOG_LEVEL',
    z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  ],
  /** Never true, by the contract's rule: any client could then choose the address the API sees. */
  trustProxy: [
    'TRUST_PROXY',
    text.transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue((error as Error).message);
        return false;
      }
    }),
  ],
  /**
   * When set, a peer in TRUST_PROXY is believed, and exempt from the per-address cap, only once it
   * sent it: a local process that merely connects from loopback gets neither.
   */
  proxySecret: [
    'API_PROXY_SECRET',
    check(
      (secret) => secret.length >= PROXY_SECRET_MIN_LENGTH,
      `must be at least ${PROXY_SECRET_MIN_LENGTH} characters ${MAKE_A_SECRET}`,
    ),
  ],
  /** 0 asks the OS for a free port; the chosen port is written to the admin endpoint file. */
  adminPort: ['ADMIN_PORT', int(0, 0, 65535)],
  /** The operations port (/metrics, /livez, /readyz), never the public one: off when unset. */
  metrics: { port: ['METRICS_PORT', int(undefined, 1, 65535)], host: ['METRICS_HOST', text] },
  /** What one client may hold of the HTTP server (see limitConnections). */
  server: {
    headersTimeoutMs: ['HEADERS_TIMEOUT_MS', int(15_000, 1)],
    requestTimeoutMs: ['REQUEST_TIMEOUT_MS', int(35_000, 1)],
    /**
     * The API's clients are the site's servers, whose pools drop an idle connection after 4 s: the
     * API must keep it longer, else a pool could send a request on a connection the API is closing
     * (a 502). Node's headers timeout starts at a request's first byte: it does not cut this short.
     */
    keepAliveTimeoutMs: ['KEEP_ALIVE_TIMEOUT_MS', int(10_000, 1)],
    /** Open connections of one address (a browser opens six per origin). */
    maxConnectionsPerAddress: ['MAX_CONNECTIONS_PER_ADDRESS', int(64, 1)],
  },
  /** For the secrets in queued mail; without it (outside production), see outbox-key.ts. */
  outboxEncryptionKey: [
    'OUTBOX_ENCRYPTION_KEY',
    check(parseOutboxKey, `must be 32 bytes as base64 or 64 hex digits ${MAKE_A_SECRET}`).transform(
      (key) => (key === undefined ? undefined : parseOutboxKey(key)),
    ),
  ],
  apiDocs: ['API_DOCS', bool(undefined)],
  /**
   * Per remote, JSON: {"marketing":{"views":200,"errorRate":0.02,"lcpMs":500,"owners":["…"]}}.
   * Off for a remote not named (the default: every remote).
   */
  releaseGuard: [
    'RELEASE_GUARD',
    text.transform((value, ctx): ReleaseGuardSettings => {
      if (value === undefined) return {};
      let json: unknown;
      try {
        json = JSON.parse(value);
      } catch {
        ctx.addIssue(
          'must be JSON, e.g. {"marketing":{"views":200,"errorRate":0.02,"owners":["web@gloh.example"]}}',
        );
        return {};
      }
      const result = releaseGuardSchema.safeParse(json);
      if (result.success) return result.data;
      for (const issue of result.error.issues)
        ctx.addIssue(`${issue.path.join('.') || '(top)'}: ${issue.message}`);
      return {};
    }),
  ],
  outbox: {
    pollMs: ['OUTBOX_POLL_MS', int(1000, 10)],
    retryBaseMs: ['OUTBOX_RETRY_BASE_MS', int(2000, 1)],
    retryMaxMs: ['OUTBOX_RETRY_MAX_MS', int(5 * 60 * 1000, 1)],
    batchSize: ['OUTBOX_BATCH_SIZE', int(25, 1, 1000)],
    /** Before a mail is left failed for staff to retry: with the default delays, about 45 min. */
    maxAttempts: ['OUTBOX_MAX_ATTEMPTS', int(16, 1, 1000)],
  },
  // Defaults chosen so a person retrying by hand never notices them, while scripted guessing or
  // flooding is cut off quickly.
  rateLimits: {
    /** Failed logins from one address (a success gives its slot back). */
    loginPerIp: rule('RATE_LIMIT_LOGIN_IP', 30, 15 * 60),
    /** The same for one email from one address: a stranger elsewhere cannot use it up. */
    loginPerEmailAndIp: rule('RATE_LIMIT_LOGIN_EMAIL_IP', 10, 15 * 60),
    contactPerIp: rule('RATE_LIMIT_CONTACT_IP', 10, 10 * 60),
    accessRequestPerIp: rule('RATE_LIMIT_ACCESS_REQUEST_IP', 10, 10 * 60),
    resetPerIp: rule('RATE_LIMIT_RESET_IP', 20, 15 * 60),
    /** By a salted hash of the address; two events per page viewed, so fast clicking stays below. */
    analyticsPerClient: rule('RATE_LIMIT_ANALYTICS', 120, 60),
    /** Per session: an open viewer sends two a minute, plus one per tab switch. */
    deckEngagementPerSession: rule('RATE_LIMIT_DECK_ENGAGEMENT', 60, 60),
    /** Staff passkey requests; a sign-in is two, so a few dozen staff behind one office stay below. */
    staffPerIp: rule('RATE_LIMIT_STAFF_IP', 60, 15 * 60),
  },
  /**
   * What one address may store in a UTC day (see rate-limit/daily-cap.service.ts): a person never
   * sends this many, so a flooding script stops at a few MB where the rate limits alone let through
   * some 170,000 events and 2,900 messages and mails.
   */
  dailyCaps: {
    /** About 2,500 page views: a busy office behind one address stays below. */
    analytics: cap('DAILY_CAP_ANALYTICS', 5000),
    /** One batch per page load or two. */
    releaseHealth: cap('DAILY_CAP_RELEASE_HEALTH', 2500),
    contact: cap('DAILY_CAP_CONTACT', 20),
    accessRequest: cap('DAILY_CAP_ACCESS_REQUEST', 20),
  },
  /**
   * What all addresses together may store in a UTC day: far above a busy day, and about 140 MB at
   * the very most (api/README.md, "Daily caps", has the arithmetic).
   */
  dailyCeilings: {
    /** About 25,000 page views. */
    analytics: ceiling('DAILY_CEILING_ANALYTICS', 50_000),
    /** A release's vitals need a few hundred page loads; beyond, more batches add nothing. */
    releaseHealth: ceiling('DAILY_CEILING_RELEASE_HEALTH', 2_000),
    contact: ceiling('DAILY_CEILING_CONTACT', 100),
    accessRequest: ceiling('DAILY_CEILING_ACCESS_REQUEST', 100),
  },
  retention: {
    /** Whether this instance takes part in the daily run; off leaves it to `admin retention run`. */
    schedule: ['RETENTION_SCHEDULE', bool(true)],
    days: {
      analyticsEvents: keep('RETENTION_ANALYTICS_DAYS', 'analyticsEvents'),
      releaseHealth: keep('RETENTION_RELEASE_HEALTH_DAYS', 'releaseHealth'),
      contactMessages: keep('RETENTION_CONTACT_MESSAGES_DAYS', 'contactMessages'),
      accessRequests: keep('RETENTION_ACCESS_REQUESTS_DAYS', 'accessRequests'),
      auditLog: keep('RETENTION_AUDIT_LOG_DAYS', 'auditLog'),
      mail: keep('RETENTION_MAIL_DAYS', 'mail'),
      sessions: keep('RETENTION_SESSIONS_DAYS', 'sessions'),
      clientAddresses: keep('RETENTION_CLIENT_ADDRESS_DAYS', 'clientAddresses'),
    },
  },
  /** Delay of failed logins (never of a successful one); see api/README.md. */
  loginDelay: {
    afterFailures: ['LOGIN_DELAY_AFTER_FAILURES', int(5, 0)],
    /** The first delayed failure waits this long, each further one twice as long, up to maxMs. */
    baseMs: ['LOGIN_DELAY_BASE_MS', int(250, 0, 60_000)],
    maxMs: ['LOGIN_DELAY_MAX_MS', int(5000, 0, 60_000)],
  },
  /** See auth/hashing-queue.ts. */
  hashing: {
    /** A core kept for the event loop; at most libuv's four threads, which file and DNS work need too. */
    concurrency: [
      'HASHING_CONCURRENCY',
      int(Math.min(4, Math.max(1, availableParallelism() - 1)), 1, 64),
    ],
    /** About 25 hashes at their usual cost; a check expected to wait longer is refused at once. */
    maxWaitMs: ['HASHING_MAX_WAIT_MS', int(1500, 0, 30_000)],
    /** Checks of one client waiting at once; more are refused, so no client fills the queue. */
    maxQueuedPerClient: ['HASHING_MAX_QUEUED_PER_CLIENT', int(2, 0, 100)],
  },
  /** The passkeys' relying party; the expected origins are allowedOrigins. */
  staff: {
    rpId: [
      'STAFF_RP_ID',
      z
        .string()
        .toLowerCase()
        .regex(HOST_NAME_PATTERN, {
          error: ({ input }) => `must be a host name such as gloh.example (got "${String(input)}")`,
        })
        .optional(),
    ],
    rpName: [
      'STAFF_RP_NAME',
      z.string().max(64, 'must be at most 64 characters').default('Gloh staff'),
    ],
    /** The contract's lifetime, or shorter where a deployment (or a test) wants it so; never longer. */
    sessionIdleSeconds: [
      'STAFF_SESSION_IDLE_SECONDS',
      int(STAFF_SESSION_IDLE_SECONDS, MIN_STAFF_SESSION_IDLE_SECONDS, STAFF_SESSION_IDLE_SECONDS),
    ],
  },
} as const;

type Setting = readonly [variable: string, schema: z.ZodType];
type Settings = { readonly [name: string]: Setting | Settings };
type Values<T> = {
  -readonly [K in keyof T]: T[K] extends Setting ? z.output<T[K][1]> : Values<T[K]>;
};
const isSetting = (node: Setting | Settings): node is Setting => Array.isArray(node);
const variables = (settings: Settings): Setting[] =>
  Object.values(settings).flatMap((node) => (isSetting(node) ? [node] : variables(node)));
const read = <T extends Settings>(settings: T, env: Record<string, unknown>): Values<T> =>
  mapValues(settings, (node) => (isSetting(node) ? env[node[0]] : read(node, env))) as Values<T>;

const envSchema = z.preprocess(
  // Blank counts as unset, as it does for a shell.
  (env) =>
    mapValues(env as Record<string, unknown>, (value) =>
      value == null ? undefined : String(value).trim() || undefined,
    ),
  z
    .object({
      ...Object.fromEntries(variables(SETTINGS)),
      RATE_LIMIT_LOGIN_EMAIL_LIMIT: retired('RATE_LIMIT_LOGIN_EMAIL_IP_LIMIT'),
      RATE_LIMIT_LOGIN_EMAIL_WINDOW_SECONDS: retired('RATE_LIMIT_LOGIN_EMAIL_IP_WINDOW_SECONDS'),
    })
    .superRefine(
      (env, ctx) => {
        const config = read(SETTINGS, env);
        const { server } = config;
        const { rpId } = config.staff;
        const production = config.nodeEnv === 'production';
        const problems = {
          // Node refuses a request timeout below the headers timeout.
          REQUEST_TIMEOUT_MS:
            server.requestTimeoutMs < server.headersTimeoutMs &&
            `(${server.requestTimeoutMs}) must be at least HEADERS_TIMEOUT_MS (${server.headersTimeoutMs})`,
          // A key refused above stays as given (its transform does not run): not also called missing.
          OUTBOX_ENCRYPTION_KEY:
            production &&
            config.outboxEncryptionKey === undefined &&
            `is required when NODE_ENV=production ${MAKE_A_SECRET}; every API instance and the admin CLI need the same key`,
          API_PROXY_SECRET:
            production &&
            config.trustProxy &&
            config.proxySecret === undefined &&
            `is required when NODE_ENV=production and TRUST_PROXY is set: the site server sends it with every request it forwards ${MAKE_A_SECRET}`,
          // An RP ID that fits no allowed origin would let no passkey ever be verified.
          STAFF_RP_ID:
            rpId !== undefined &&
            HOST_NAME_PATTERN.test(rpId) &&
            !config.allowedOrigins.some((origin) => originFitsRpId(origin, rpId)) &&
            `"${rpId}" is not the host, nor a parent domain of the host, of any ALLOWED_ORIGINS entry`,
        };
        for (const [variable, message] of Object.entries(problems))
          if (message) ctx.addIssue({ code: 'custom', path: [variable], message });
      },
      // Also when a variable's own check failed (its value is then its default, or as given).
      { when: () => true },
    )
    .transform((env) => {
      const { nodeEnv, metrics, apiDocs, loginDelay, staff, ...config } = read(SETTINGS, env);
      return {
        ...config,
        publicSiteUrl: config.publicSiteUrl.replace(/\/$/, ''),
        /** On METRICS_HOST, else HOST. */
        metrics:
          metrics.port === undefined
            ? undefined
            : { ...metrics, host: metrics.host ?? config.host },
        /** Settings with a development fallback must be given; cookies are always marked Secure. */
        production: nodeEnv === 'production',
        /**
         * Whether /api/docs is served. The OpenAPI page maps every route and field for whoever asks:
         * a developer's tool, not a public one, so a deployment shows it only when told to.
         */
        apiDocs: apiDocs ?? nodeEnv === 'development',
        /** Failures of one email are counted across addresses over this window. */
        loginDelay: { ...loginDelay, windowSeconds: 15 * 60 },
        /** By default the site's host name. */
        staff: { ...staff, rpId: staff.rpId ?? new URL(config.publicSiteUrl).hostname },
      };
    }),
);

export type AppConfig = z.output<typeof envSchema>;
export type RateLimitRule = AppConfig['rateLimits']['loginPerIp'];
export type DailyCaps = AppConfig['dailyCaps'];
export type LoginDelayConfig = AppConfig['loginDelay'];
export type HashingConfig = AppConfig['hashing'];

/** Validates the environment once at start-up and fails with the whole list of problems. */
export function validateEnv(env: Record<string, unknown>): AppConfig {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  // Each message names its variable, unless it came whole from the contract (TRUST_PROXY's).
  const problems = result.error.issues.map(({ path: [variable = ''], message }) =>
    message.startsWith(String(variable)) ? message : `${String(variable)} ${message}`,
  );
  throw new Error(`Invalid environment:\n  - ${problems.join('\n  - ')}`);
}

const DEFAULTS = validateEnv({});
export const RATE_LIMIT_DEFAULTS = DEFAULTS.rateLimits;
export const DAILY_CAP_DEFAULTS = DEFAULTS.dailyCaps;
export const DAILY_CEILING_DEFAULTS = DEFAULTS.dailyCeilings;
export const LOGIN_DELAY_DEFAULTS = DEFAULTS.loginDelay;
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = DEFAULTS.server.maxConnectionsPerAddress;
