import { availableParallelism } from 'node:os';
import { isAbsolute, resolve } from 'node:path';
import { RETENTION_DEFAULT_DAYS, type RetentionPeriodName } from '@gloh/contract/retention';
import { STAFF_SESSION_IDLE_SECONDS } from '@gloh/contract/staff';
import { parseTrustProxy, PROXY_SECRET_MIN_LENGTH } from '@gloh/contract/trust-proxy';
import { API_ROOT } from './paths.js';

export const DEFAULT_PORT = 3100;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_ALLOWED_ORIGIN = 'http://localhost:3000';
export const DEFAULT_PUBLIC_SITE_URL = 'http://localhost:3000';
/** With the default delays (2 s, doubling up to 5 min), about 45 minutes of trying. */
export const DEFAULT_OUTBOX_MAX_ATTEMPTS = 16;
export const DEFAULT_MAIL_FROM = 'Gloh <no-reply@gloh.example>';
export const DEFAULT_COMPANY_INBOX = 'info@gloh.example';
export const DEFAULT_PGLITE_DIR = '.data/pglite';
export const DEFAULT_DECK_PATH = 'assets/gloh-investor-presentation.pdf';
export const DEFAULT_DECK_VIEW_CACHE_MB = 64;
export const DEFAULT_STAFF_RP_NAME = 'Gloh staff';
/** Shorter, a staff session could end while its member reads a page between two clicks. */
export const MIN_STAFF_SESSION_IDLE_SECONDS = 10;
const HOST_NAME_PATTERN =
  /^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
const MIB = 1024 * 1024;
/** 0 asks the OS for a free port; the chosen port is written to the admin endpoint file. */
export const DEFAULT_ADMIN_PORT = 0;
/** Time a client has to send a request's headers. */
export const DEFAULT_HEADERS_TIMEOUT_MS = 15_000;
/** Time a client has to send a whole request, body included. */
export const DEFAULT_REQUEST_TIMEOUT_MS = 35_000;
/**
 * How long an idle keep-alive connection is kept for the client's next request. The API's clients
 * are the site's servers, whose pools drop an idle connection after 4 s: the API must keep it
 * longer, else a pool could send a request on a connection the API is closing (a 502). Node's
 * headers timeout starts at a request's first byte, so it does not cut an idle connection short.
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 10_000;
/** Connections one client address may hold open at once (a browser opens six per origin). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 64;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];

export interface RateLimitRule {
  limit: number;
  windowSeconds: number;
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** PostgreSQL schema the API works in; lets tests and parallel runs share one database. */
  databaseSchema: string | undefined;
  pgliteDir: string;
  /** The investor deck; kept outside any public folder. */
  deckPath: string;
  /** Memory for the viewer's stamped copies of the deck (one per investor and deck version). */
  deckViewCacheBytes: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  companyInbox: string;
  publicSiteUrl: string;
  allowedOrigins: string[];
  logLevel: LogLevel;
  /**
   * Express "trust proxy": nothing (false), the number of proxies in front of the API, or their
   * addresses/ranges. Never true: any client could then choose the address the API sees.
   */
  trustProxy: false | string[];
  /**
   * The secret the site's server sends with what it forwards (API_PROXY_SECRET). When set, a peer in
   * TRUST_PROXY is believed only on requests that carry it, and its connections are exempt from the
   * per-address cap only once one of them has; a local process that merely connects from loopback
   * gets neither. Required in production when TRUST_PROXY is set.
   */
  proxySecret: string | undefined;
  adminPort: number;
  /**
   * The operations port (Prometheus /metrics, /livez, /readyz), never the public one: METRICS_PORT,
   * off when unset; on METRICS_HOST, else HOST.
   */
  metrics: { port: number; host: string } | undefined;
  /** What one client may hold of the HTTP server (see limitConnections). */
  server: {
    headersTimeoutMs: number;
    requestTimeoutMs: number;
    keepAliveTimeoutMs: number;
    maxConnectionsPerAddress: number;
  };
  /**
   * NODE_ENV=production: settings with a development fallback must be given explicitly, and
   * cookies are always marked Secure, whatever the request's scheme.
   */
  production: boolean;
  /**
   * AES-256 key for the secret part of queued mail (access codes, reset links). Without it
   * (outside production) a key file is generated beside the embedded database; see outbox-key.ts.
   */
  outboxEncryptionKey: Buffer | undefined;
  /** Whether /api/docs (Swagger UI and its JSON) is served: API_DOCS, else only in development. */
  apiDocs: boolean;
  outbox: {
    pollMs: number;
    retryBaseMs: number;
    retryMaxMs: number;
    batchSize: number;
    /** Attempts before a mail is marked failed and left for staff to retry. */
    maxAttempts: number;
  };
  rateLimits: {
    /** Login attempts from one client address that did not succeed (a success gives its slot back). */
    loginPerIp: RateLimitRule;
    /** The same, for one email from one client address: a stranger elsewhere cannot use it up. */
    loginPerEmailAndIp: RateLimitRule;
    contactPerIp: RateLimitRule;
    accessRequestPerIp: RateLimitRule;
    resetPerIp: RateLimitRule;
    /** Analytics events from one client (counted by a salted hash of its address, not the address). */
    analyticsPerClient: RateLimitRule;
    /** Deck engagement batches of one session (the viewer sends one every 30 s and on hide). */
    deckEngagementPerSession: RateLimitRule;
    /** Staff passkey ceremonies (enrollment and sign-in, options and verify) from one client address. */
    staffPerIp: RateLimitRule;
  };
  /**
   * What one client address may store in a UTC day, whatever the rate limits let through over the
   * day (counted by a salted hash of the address; see rate-limit/daily-cap.service.ts).
   */
  dailyCaps: DailyCaps;
  /**
   * What the API stores of each kind in a UTC day from all client addresses together, so that
   * many addresses, each under its own cap, still store a bounded amount (`DAILY_CEILING_*`; see
   * rate-limit/daily-cap.service.ts and the arithmetic in api/README.md).
   */
  dailyCeilings: DailyCaps;
  /** How long each kind of stored data is kept, and whether this instance runs the daily job. */
  retention: RetentionConfig;
  /** Progressive delay of failed logins (never of a successful one); see api/README.md. */
  loginDelay: LoginDelayConfig;
  /** How many argon2 hashes run at once and how long one may wait (see auth/hashing-queue.ts). */
  hashing: HashingConfig;
  /** Staff passkeys (WebAuthn): the relying party; the expected origins are allowedOrigins. */
  staff: {
    rpId: string;
    rpName: string;
    /**
     * A staff session unused this long ends: the contract's lifetime, or shorter where a
     * deployment (or a test) wants it so; never longer.
     */
    sessionIdleSeconds: number;
  };
}

export interface DailyCaps {
  /** Page-view events (`view` and `leave`). */
  analytics: number;
  /** Release-health batches (each of at most 20 events). */
  releaseHealth: number;
  contact: number;
  accessRequest: number;
}

export interface RetentionConfig {
  /**
   * Whether this instance takes part in the daily run (one instance runs it per UTC day, whichever
   * claims the day first); off leaves it to `admin retention run`, e.g. from cron.
   */
  schedule: boolean;
  /** Days each kind of data is kept (see @gloh/contract/retention for what each covers). */
  days: Record<RetentionPeriodName, number>;
}

export interface LoginDelayConfig {
  /** Failures (of one email from all addresses, or of one address) answered without delay. */
  afterFailures: number;
  /** The first delayed failure waits this long, each further one twice as long as the last… */
  baseMs: number;
  /** …up to this. */
  maxMs: number;
  /** Window in which failures of one email are counted across addresses. */
  windowSeconds: number;
}

type RawEnv = Record<string, unknown>;

class EnvErrors {
  readonly list: string[] = [];
  add(message: string): void {
    this.list.push(message);
  }
}

function str(env: RawEnv, key: string): string | undefined {
  const value = env[key];
  if (value === undefined || value === null) return undefined;
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

function int(
  env: RawEnv,
  key: string,
  fallback: number,
  errors: EnvErrors,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const text = str(env, key);
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.add(`${key} must be an integer between ${min} and ${max} (got "${text}")`);
    return fallback;
  }
  return value;
}

function url(env: RawEnv, key: string, protocols: string[], errors: EnvErrors): string | undefined {
  const text = str(env, key);
  if (text === undefined) return undefined;
  try {
    const parsed = new URL(text);
    if (!protocols.includes(parsed.protocol)) {
      errors.add(`${key} must use one of ${protocols.join(', ')} (got "${parsed.protocol}")`);
    }
  } catch {
    errors.add(`${key} must be a valid URL`);
  }
  return text;
}

export const OUTBOX_KEY_BYTES = 32;

/** 32 bytes as base64 (`openssl rand -base64 32`) or as 64 hex digits. */
export function parseOutboxKey(text: string): Buffer | undefined {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) return undefined;
  const key = Buffer.from(text, 'base64');
  return key.length === OUTBOX_KEY_BYTES ? key : undefined;
}

function rule(
  env: RawEnv,
  prefix: string,
  fallback: RateLimitRule,
  errors: EnvErrors,
): RateLimitRule {
  return {
    limit: int(env, `${prefix}_LIMIT`, fallback.limit, errors, 1),
    windowSeconds: int(env, `${prefix}_WINDOW_SECONDS`, fallback.windowSeconds, errors, 1),
  };
}

export interface HashingConfig {
  /** Hashes computed at once. Each takes a core and a thread of libuv's pool for its whole run. */
  concurrency: number;
  /** The longest a check may be expected to wait for its turn; past that it is refused at once. */
  maxWaitMs: number;
  /** Checks of one client waiting at once; more are refused, so no client fills the queue. */
  maxQueuedPerClient: number;
}

/**
 * One hash at a time per core but one, so the event loop keeps a core of its own (and at most
 * four: libuv's pool has four threads, which file and DNS work need too). A sign-in waits at most
 * 1.5 s for its turn, about 25 hashes at their usual cost; the 26th is told when to come back.
 */
export const HASHING_DEFAULTS = {
  concurrency: Math.min(4, Math.max(1, availableParallelism() - 1)),
  maxWaitMs: 1500,
  maxQueuedPerClient: 2,
} as const;

// Defaults chosen so a person retrying by hand never notices them, while scripted guessing
// or flooding is cut off quickly; each is overridable per deployment.
export const RATE_LIMIT_DEFAULTS = {
  loginPerIp: { limit: 30, windowSeconds: 15 * 60 },
  loginPerEmailAndIp: { limit: 10, windowSeconds: 15 * 60 },
  contactPerIp: { limit: 10, windowSeconds: 10 * 60 },
  accessRequestPerIp: { limit: 10, windowSeconds: 10 * 60 },
  resetPerIp: { limit: 20, windowSeconds: 15 * 60 },
  // Two events per page viewed: a minute of fast clicking through the site stays well below.
  analyticsPerClient: { limit: 120, windowSeconds: 60 },
  // An open viewer sends two a minute, plus one per tab switch: 60 leaves room for restless readers.
  deckEngagementPerSession: { limit: 60, windowSeconds: 60 },
  // A sign-in is two requests; a few dozen staff behind one office address stay well below.
  staffPerIp: { limit: 60, windowSeconds: 15 * 60 },
} as const satisfies Record<string, RateLimitRule>;

// A person never sends this many; a script flooding the forms or the beacons from one address
// stops here, so what one address can store in a day stays bounded (a few MB at the very most,
// where the rate limits alone let through some 170,000 events and 2,900 messages and mails).
export const DAILY_CAP_DEFAULTS = {
  // About 2,500 page views: a busy office behind one address stays below.
  analytics: 5000,
  // One batch per page load or two.
  releaseHealth: 2500,
  contact: 20,
  accessRequest: 20,
} as const satisfies DailyCaps;

// Far above what the site sees on a busy day, and low enough that what an anonymous world can
// make it store in a day is about 140 MB at the very most (api/README.md, "Daily caps", has the
// arithmetic: count times the largest item each kind can store).
export const DAILY_CEILING_DEFAULTS = {
  // About 25,000 page views.
  analytics: 50_000,
  // A release's vitals need a few hundred page loads to show; beyond, more batches add nothing.
  releaseHealth: 2_000,
  contact: 100,
  accessRequest: 100,
} as const satisfies DailyCaps;

/** Keeping something for more than a century is keeping it for ever: say so rather than pretend. */
const MAX_RETENTION_DAYS = 36_500;

const RETENTION_VARIABLES: Record<RetentionPeriodName, string> = {
  analyticsEvents: 'RETENTION_ANALYTICS_DAYS',
  releaseHealth: 'RETENTION_RELEASE_HEALTH_DAYS',
  contactMessages: 'RETENTION_CONTACT_MESSAGES_DAYS',
  accessRequests: 'RETENTION_ACCESS_REQUESTS_DAYS',
  auditLog: 'RETENTION_AUDIT_LOG_DAYS',
  mail: 'RETENTION_MAIL_DAYS',
  sessions: 'RETENTION_SESSIONS_DAYS',
  clientAddresses: 'RETENTION_CLIENT_ADDRESS_DAYS',
};

function dailyCaps(env: RawEnv, errors: EnvErrors): DailyCaps {
  const cap = (key: string, fallback: number) => int(env, key, fallback, errors, 1, 1_000_000);
  return {
    analytics: cap('DAILY_CAP_ANALYTICS', DAILY_CAP_DEFAULTS.analytics),
    releaseHealth: cap('DAILY_CAP_RELEASE_HEALTH', DAILY_CAP_DEFAULTS.releaseHealth),
    contact: cap('DAILY_CAP_CONTACT', DAILY_CAP_DEFAULTS.contact),
    accessRequest: cap('DAILY_CAP_ACCESS_REQUEST', DAILY_CAP_DEFAULTS.accessRequest),
  };
}

function dailyCeilings(env: RawEnv, errors: EnvErrors): DailyCaps {
  const ceiling = (key: string, fallback: number) =>
    int(env, key, fallback, errors, 1, 100_000_000);
  return {
    analytics: ceiling('DAILY_CEILING_ANALYTICS', DAILY_CEILING_DEFAULTS.analytics),
    releaseHealth: ceiling('DAILY_CEILING_RELEASE_HEALTH', DAILY_CEILING_DEFAULTS.releaseHealth),
    contact: ceiling('DAILY_CEILING_CONTACT', DAILY_CEILING_DEFAULTS.contact),
    accessRequest: ceiling('DAILY_CEILING_ACCESS_REQUEST', DAILY_CEILING_DEFAULTS.accessRequest),
  };
}

function retention(env: RawEnv, errors: EnvErrors): RetentionConfig {
  const days = Object.fromEntries(
    (Object.keys(RETENTION_VARIABLES) as RetentionPeriodName[]).map((name) => [
      name,
      int(
        env,
        RETENTION_VARIABLES[name],
        RETENTION_DEFAULT_DAYS[name],
        errors,
        1,
        MAX_RETENTION_DAYS,
      ),
    ]),
  ) as Record<RetentionPeriodName, number>;
  return { schedule: bool(env, 'RETENTION_SCHEDULE', true, errors), days };
}

export const LOGIN_DELAY_DEFAULTS = {
  afterFailures: 5,
  baseMs: 250,
  maxMs: 5000,
  windowSeconds: 15 * 60,
} as const satisfies LoginDelayConfig;

function resolveFromApi(path: string): string {
  return isAbsolute(path) ? path : resolve(API_ROOT, path);
}

const TRUE_WORDS = ['true', '1', 'yes', 'on'];
const FALSE_WORDS = ['false', '0', 'no', 'off'];

function bool(env: RawEnv, key: string, fallback: boolean, errors: EnvErrors): boolean {
  const text = str(env, key)?.toLowerCase();
  if (text === undefined) return fallback;
  if (TRUE_WORDS.includes(text)) return true;
  if (FALSE_WORDS.includes(text)) return false;
  errors.add(`${key} must be one of ${[...TRUE_WORDS, ...FALSE_WORDS].join(', ')} (got "${text}")`);
  return fallback;
}

function serverLimits(env: RawEnv, errors: EnvErrors): AppConfig['server'] {
  const headersTimeoutMs = int(env, 'HEADERS_TIMEOUT_MS', DEFAULT_HEADERS_TIMEOUT_MS, errors, 1);
  const requestTimeoutMs = int(env, 'REQUEST_TIMEOUT_MS', DEFAULT_REQUEST_TIMEOUT_MS, errors, 1);
  // Node refuses a request timeout below the headers timeout.
  if (requestTimeoutMs < headersTimeoutMs)
    errors.add(
      `REQUEST_TIMEOUT_MS (${requestTimeoutMs}) must be at least HEADERS_TIMEOUT_MS (${headersTimeoutMs})`,
    );
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: int(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_KEEP_ALIVE_TIMEOUT_MS, errors, 1),
    maxConnectionsPerAddress: int(
      env,
      'MAX_CONNECTIONS_PER_ADDRESS',
      DEFAULT_MAX_CONNECTIONS_PER_ADDRESS,
      errors,
      1,
    ),
  };
}

/**
 * Which peers' X-Forwarded-For/-Proto the API believes: none by default, else the addresses or
 * ranges of the proxies in front (the shell's server), by the site's one rule (the contract's
 * parseTrustProxy, which the shell's server follows too).
 */
function trustProxy(env: RawEnv, errors: EnvErrors): AppConfig['trustProxy'] {
  try {
    return parseTrustProxy(str(env, 'TRUST_PROXY'));
  } catch (error) {
    errors.add((error as Error).message);
    return false;
  }
}

/** Whether a page at `origin` may use passkeys of `rpId`: its host is the RP ID or a subdomain of it. */
export function originFitsRpId(origin: string, rpId: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === rpId || host.endsWith(`.${rpId}`);
  } catch {
    return false;
  }
}

/**
 * STAFF_RP_ID, by default the site's host name (PUBLIC_SITE_URL). Given explicitly, it must fit
 * one of ALLOWED_ORIGINS (the origins a passkey ceremony is accepted from), or no passkey could
 * ever be verified.
 */
function staffSettings(
  env: RawEnv,
  publicSiteUrl: string,
  allowedOrigins: string[],
  errors: EnvErrors,
): AppConfig['staff'] {
  const explicit = str(env, 'STAFF_RP_ID')?.toLowerCase();
  let fallback = 'localhost';
  try {
    fallback = new URL(publicSiteUrl).hostname;
  } catch {
    // PUBLIC_SITE_URL's own error is already listed.
  }
  const rpId = explicit ?? fallback;
  if (explicit !== undefined) {
    if (!HOST_NAME_PATTERN.test(explicit))
      errors.add(`STAFF_RP_ID must be a host name such as gloh.example (got "${explicit}")`);
    else if (!allowedOrigins.some((origin) => originFitsRpId(origin, explicit)))
      errors.add(
        `STAFF_RP_ID "${explicit}" is not the host, nor a parent domain of the host, of any ALLOWED_ORIGINS entry`,
      );
  }
  const rpName = str(env, 'STAFF_RP_NAME') ?? DEFAULT_STAFF_RP_NAME;
  if (rpName.length > 64) errors.add('STAFF_RP_NAME must be at most 64 characters');
  const sessionIdleSeconds = int(
    env,
    'STAFF_SESSION_IDLE_SECONDS',
    STAFF_SESSION_IDLE_SECONDS,
    errors,
    MIN_STAFF_SESSION_IDLE_SECONDS,
    STAFF_SESSION_IDLE_SECONDS,
  );
  return { rpId, rpName, sessionIdleSeconds };
}

/** Validates process.env once at start-up and fails with the whole list of problems. */
export function validateEnv(env: RawEnv): AppConfig {
  const errors = new EnvErrors();
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:'], errors);
  const databaseSchema = str(env, 'DATABASE_SCHEMA');
  if (databaseSchema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(databaseSchema)) {
    errors.add('DATABASE_SCHEMA must be a lower-case SQL identifier');
  }
  const pgliteDirRaw = str(env, 'PGLITE_DIR') ?? DEFAULT_PGLITE_DIR;
  const pgliteDir = pgliteDirRaw.startsWith('memory://')
    ? pgliteDirRaw
    : resolveFromApi(pgliteDirRaw);
  const logLevel = (str(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel))
    errors.add(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const publicSiteUrl =
    url(env, 'PUBLIC_SITE_URL', ['http:', 'https:'], errors) ?? DEFAULT_PUBLIC_SITE_URL;
  const allowedOrigins = (str(env, 'ALLOWED_ORIGINS') ?? DEFAULT_ALLOWED_ORIGIN)
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  for (const origin of allowedOrigins) {
    try {
      new URL(origin);
    } catch {
      errors.add(`ALLOWED_ORIGINS entry "${origin}" is not a valid origin`);
    }
  }
  const mailFrom = str(env, 'MAIL_FROM') ?? DEFAULT_MAIL_FROM;
  const companyInbox = str(env, 'COMPANY_INBOX') ?? DEFAULT_COMPANY_INBOX;
  if (!companyInbox.includes('@')) errors.add('COMPANY_INBOX must be an e-mail address');

  const production = str(env, 'NODE_ENV') === 'production';
  const outboxKeyText = str(env, 'OUTBOX_ENCRYPTION_KEY');
  const outboxEncryptionKey =
    outboxKeyText === undefined ? undefined : parseOutboxKey(outboxKeyText);
  if (outboxKeyText !== undefined && !outboxEncryptionKey) {
    errors.add(
      'OUTBOX_ENCRYPTION_KEY must be 32 bytes as base64 or 64 hex digits (openssl rand -base64 32)',
    );
  } else if (production && !outboxEncryptionKey) {
    errors.add(
      'OUTBOX_ENCRYPTION_KEY is required when NODE_ENV=production (openssl rand -base64 32); every API instance and the admin CLI need the same key',
    );
  }

  const configuredTrustProxy = trustProxy(env, errors);
  const proxySecret = str(env, 'API_PROXY_SECRET');
  if (proxySecret !== undefined && proxySecret.length < PROXY_SECRET_MIN_LENGTH) {
    errors.add(
      `API_PROXY_SECRET must be at least ${PROXY_SECRET_MIN_LENGTH} characters (openssl rand -base64 32)`,
    );
  } else if (production && configuredTrustProxy && proxySecret === undefined) {
    errors.add(
      'API_PROXY_SECRET is required when NODE_ENV=production and TRUST_PROXY is set: the site server sends it with every request it forwards (openssl rand -base64 32)',
    );
  }

  const config: AppConfig = {
    port: int(env, 'PORT', DEFAULT_PORT, errors, 0, 65535),
    host: str(env, 'HOST') ?? DEFAULT_HOST,
    databaseUrl,
    databaseSchema,
    pgliteDir,
    deckPath: resolveFromApi(str(env, 'DECK_PATH') ?? DEFAULT_DECK_PATH),
    deckViewCacheBytes:
      int(env, 'DECK_VIEW_CACHE_MB', DEFAULT_DECK_VIEW_CACHE_MB, errors, 0, 64 * 1024) * MIB,
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:'], errors),
    mailFrom,
    companyInbox,
    publicSiteUrl: publicSiteUrl.replace(/\/$/, ''),
    allowedOrigins,
    logLevel,
    trustProxy: configuredTrustProxy,
    proxySecret,
    adminPort: int(env, 'ADMIN_PORT', DEFAULT_ADMIN_PORT, errors, 0, 65535),
    metrics:
      str(env, 'METRICS_PORT') === undefined
        ? undefined
        : {
            port: int(env, 'METRICS_PORT', 0, errors, 1, 65535),
            host: str(env, 'METRICS_HOST') ?? str(env, 'HOST') ?? DEFAULT_HOST,
          },
    server: serverLimits(env, errors),
    production,
    outboxEncryptionKey,
    // The OpenAPI page maps every route and field for whoever asks: a developer's tool, not a
    // public one, so a deployment shows it only when told to.
    apiDocs: bool(env, 'API_DOCS', str(env, 'NODE_ENV') === 'development', errors),
    outbox: {
      pollMs: int(env, 'OUTBOX_POLL_MS', 1000, errors, 10),
      retryBaseMs: int(env, 'OUTBOX_RETRY_BASE_MS', 2000, errors, 1),
      retryMaxMs: int(env, 'OUTBOX_RETRY_MAX_MS', 5 * 60 * 1000, errors, 1),
      batchSize: int(env, 'OUTBOX_BATCH_SIZE', 25, errors, 1, 1000),
      maxAttempts: int(env, 'OUTBOX_MAX_ATTEMPTS', DEFAULT_OUTBOX_MAX_ATTEMPTS, errors, 1, 1000),
    },
    rateLimits: {
      loginPerIp: rule(env, 'RATE_LIMIT_LOGIN_IP', RATE_LIMIT_DEFAULTS.loginPerIp, errors),
      loginPerEmailAndIp: rule(
        env,
        'RATE_LIMIT_LOGIN_EMAIL_IP',
        RATE_LIMIT_DEFAULTS.loginPerEmailAndIp,
        errors,
      ),
      contactPerIp: rule(env, 'RATE_LIMIT_CONTACT_IP', RATE_LIMIT_DEFAULTS.contactPerIp, errors),
      accessRequestPerIp: rule(
        env,
        'RATE_LIMIT_ACCESS_REQUEST_IP',
        RATE_LIMIT_DEFAULTS.accessRequestPerIp,
        errors,
      ),
      resetPerIp: rule(env, 'RATE_LIMIT_RESET_IP', RATE_LIMIT_DEFAULTS.resetPerIp, errors),
      analyticsPerClient: rule(
        env,
        'RATE_LIMIT_ANALYTICS',
        RATE_LIMIT_DEFAULTS.analyticsPerClient,
        errors,
      ),
      deckEngagementPerSession: rule(
        env,
        'RATE_LIMIT_DECK_ENGAGEMENT',
        RATE_LIMIT_DEFAULTS.deckEngagementPerSession,
        errors,
      ),
      staffPerIp: rule(env, 'RATE_LIMIT_STAFF_IP', RATE_LIMIT_DEFAULTS.staffPerIp, errors),
    },
    dailyCaps: dailyCaps(env, errors),
    dailyCeilings: dailyCeilings(env, errors),
    retention: retention(env, errors),
    loginDelay: {
      afterFailures: int(
        env,
        'LOGIN_DELAY_AFTER_FAILURES',
        LOGIN_DELAY_DEFAULTS.afterFailures,
        errors,
        0,
      ),
      baseMs: int(env, 'LOGIN_DELAY_BASE_MS', LOGIN_DELAY_DEFAULTS.baseMs, errors, 0, 60_000),
      maxMs: int(env, 'LOGIN_DELAY_MAX_MS', LOGIN_DELAY_DEFAULTS.maxMs, errors, 0, 60_000),
      windowSeconds: LOGIN_DELAY_DEFAULTS.windowSeconds,
    },
    hashing: {
      concurrency: int(env, 'HASHING_CONCURRENCY', HASHING_DEFAULTS.concurrency, errors, 1, 64),
      maxWaitMs: int(env, 'HASHING_MAX_WAIT_MS', HASHING_DEFAULTS.maxWaitMs, errors, 0, 30_000),
      maxQueuedPerClient: int(
        env,
        'HASHING_MAX_QUEUED_PER_CLIENT',
        HASHING_DEFAULTS.maxQueuedPerClient,
        errors,
        0,
        100,
      ),
    },
    staff: staffSettings(env, publicSiteUrl, allowedOrigins, errors),
  };
  for (const retired of ['RATE_LIMIT_LOGIN_EMAIL_LIMIT', 'RATE_LIMIT_LOGIN_EMAIL_WINDOW_SECONDS']) {
    // The per-email rule let anyone lock an investor out; silently ignoring it would hide that it is gone.
    if (str(env, retired) !== undefined)
      errors.add(
        `${retired} is no longer used: the rule is now per email and client address (${retired.replace('EMAIL', 'EMAIL_IP')})`,
      );
  }
  if (errors.list.length > 0) {
    throw new Error(`Invalid environment:\n  - ${errors.list.join('\n  - ')}`);
  }
  return config;
}
