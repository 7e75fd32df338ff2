import { resolve } from 'node:path';
import { RETENTION_DEFAULT_DAYS } from '@gloh/contract/retention';
import { API_ROOT } from './paths.js';
import { validateEnv } from './env.validation.js';

const PRODUCTION = { NODE_ENV: 'production', OUTBOX_ENCRYPTION_KEY: 'a'.repeat(64) };
const KEY = Buffer.alloc(32, 7);
const FIFTEEN_MINUTES = 15 * 60;

type Refusal = [env: Record<string, string>, problem: string | RegExp];
const TRUST_PROXY_REFUSED =
  /TRUST_PROXY="\w+" is refused: list the addresses or ranges of the proxies/;
/** Refused each alone, and all together. */
const PROBLEMS: Refusal[] = [
  [{ PORT: 'eighty' }, /PORT must be an integer/],
  [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL must use/],
  [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL must be one of/],
  [{ SMTP_URL: 'not a url' }, /SMTP_URL must be a valid URL/],
  [{ RATE_LIMIT_LOGIN_EMAIL_LIMIT: '10' }, /RATE_LIMIT_LOGIN_EMAIL_LIMIT is no longer used/],
  [
    { RETENTION_ANALYTICS_DAYS: '0' },
    'RETENTION_ANALYTICS_DAYS must be an integer between 1 and 36500 (got "0")',
  ],
  [
    { RETENTION_CONTACT_MESSAGES_DAYS: 'a year' },
    'RETENTION_CONTACT_MESSAGES_DAYS must be an integer between 1 and 36500',
  ],
  [
    { RETENTION_AUDIT_LOG_DAYS: '36501' },
    'RETENTION_AUDIT_LOG_DAYS must be an integer between 1 and 36500',
  ],
  [{ RETENTION_SCHEDULE: 'sometimes' }, /RETENTION_SCHEDULE must be one of/],
  [{ API_DOCS: 'maybe' }, /API_DOCS must be one of/],
  [
    { DAILY_CAP_CONTACT: '0' },
    'DAILY_CAP_CONTACT must be an integer between 1 and 1000000 (got "0")',
  ],
  [{ DAILY_CAP_ANALYTICS: '-5' }, 'DAILY_CAP_ANALYTICS must be an integer between 1 and 1000000'],
  [
    { DAILY_CEILING_CONTACT: '0' },
    'DAILY_CEILING_CONTACT must be an integer between 1 and 100000000 (got "0")',
  ],
  [
    { MAX_CONNECTIONS_PER_ADDRESS: '0' },
    /MAX_CONNECTIONS_PER_ADDRESS must be an integer between 1/,
  ],
  [
    { ACCESS_EXPIRY_POLL_MS: '50' },
    'ACCESS_EXPIRY_POLL_MS must be an integer between 100 and 9007199254740991 (got "50")',
  ],
  [
    { ACCESS_EXPIRY_REMINDER_DAYS: 'soon' },
    'ACCESS_EXPIRY_REMINDER_DAYS must be an integer between 0 and 365 (got "soon")',
  ],
  [{ TRUST_PROXY: 'true' }, TRUST_PROXY_REFUSED],
  [
    { HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' },
    'REQUEST_TIMEOUT_MS (10000) must be at least HEADERS_TIMEOUT_MS (20000)',
  ],
  [{ NODE_ENV: 'production' }, /OUTBOX_ENCRYPTION_KEY is required when NODE_ENV=production/],
  [
    { STAFF_RP_ID: 'gloh.example' },
    'STAFF_RP_ID "gloh.example" is not the host, nor a parent domain of the host, of any ALLOWED_ORIGINS entry',
  ],
];

function problemsOf(env: Record<string, string>): string {
  try {
    validateEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the environment was accepted');
}

describe('validateEnv', () => {
  it('applies the documented defaults, with the contract’s retention periods and staff idle limit', () => {
    expect(validateEnv({})).toMatchObject({
      port: 3100,
      host: '127.0.0.1',
      databaseUrl: undefined,
      pgliteDir: resolve(API_ROOT, '.data/pglite'),
      publicSiteUrl: 'http://localhost:3000',
      allowedOrigins: ['http://localhost:3000'],
      companyInbox: 'info@gloh.example',
      mailFrom: 'Gloh <no-reply@gloh.example>',
      trustProxy: false,
      production: false,
      apiDocs: false,
      outboxEncryptionKey: undefined,
      server: {
        headersTimeoutMs: 15_000,
        requestTimeoutMs: 35_000,
        keepAliveTimeoutMs: 10_000,
        maxConnectionsPerAddress: 64,
      },
      rateLimits: { loginPerEmailAndIp: { limit: 10, windowSeconds: FIFTEEN_MINUTES } },
      dailyCaps: { analytics: 5000, releaseHealth: 2500, contact: 20, accessRequest: 20 },
      dailyCeilings: { analytics: 50_000, releaseHealth: 2_000, contact: 100, accessRequest: 100 },
      retention: { schedule: true, days: RETENTION_DEFAULT_DAYS },
      staff: { rpId: 'localhost', rpName: 'Gloh staff', sessionIdleSeconds: 1800 },
    });
    // Analytics, release health, contact, access requests, audit log, mail, sessions, addresses.
    expect(Object.values(RETENTION_DEFAULT_DAYS)).toEqual([30, 90, 365, 730, 730, 30, 30, 30]);
  });

  it.each<[Record<string, string>, string, unknown]>([
    [{ PORT: '4000' }, 'port', 4000],
    [{ DATABASE_URL: 'postgres://db:5432/test' }, 'databaseUrl', 'postgres://db:5432/test'],
    [
      { ALLOWED_ORIGINS: 'https://gloh.example, http://localhost:3000/' },
      'allowedOrigins',
      ['https://gloh.example', 'http://localhost:3000'],
    ],
    [{ PUBLIC_SITE_URL: 'https://gloh.example/' }, 'publicSiteUrl', 'https://gloh.example'],
    [{ TRUST_PROXY: 'false' }, 'trustProxy', false],
    // By the shell's own rule: addresses and ranges.
    [
      { TRUST_PROXY: 'loopback, 10.0.0.0/8, 172.18.0.3, fd00::/8' },
      'trustProxy',
      ['loopback', '10.0.0.0/8', '172.18.0.3', 'fd00::/8'],
    ],
    [{ RATE_LIMIT_LOGIN_EMAIL_IP_LIMIT: '3' }, 'rateLimits.loginPerEmailAndIp.limit', 3],
    [{ LOGIN_DELAY_BASE_MS: '10' }, 'loginDelay.baseMs', 10],
    [{ HEADERS_TIMEOUT_MS: '5000' }, 'server.headersTimeoutMs', 5000],
    [{ REQUEST_TIMEOUT_MS: '40000' }, 'server.requestTimeoutMs', 40_000],
    [{ KEEP_ALIVE_TIMEOUT_MS: '6000' }, 'server.keepAliveTimeoutMs', 6000],
    [{ MAX_CONNECTIONS_PER_ADDRESS: '8' }, 'server.maxConnectionsPerAddress', 8],
    [{ RETENTION_SCHEDULE: 'off' }, 'retention.schedule', false],
    [{ RETENTION_ANALYTICS_DAYS: '7' }, 'retention.days.analyticsEvents', 7],
    [{ RETENTION_RELEASE_HEALTH_DAYS: '14' }, 'retention.days.releaseHealth', 14],
    [{ RETENTION_CONTACT_MESSAGES_DAYS: '180' }, 'retention.days.contactMessages', 180],
    [{ RETENTION_ACCESS_REQUESTS_DAYS: '365' }, 'retention.days.accessRequests', 365],
    [{ RETENTION_AUDIT_LOG_DAYS: '1000' }, 'retention.days.auditLog', 1000],
    [{ RETENTION_MAIL_DAYS: '3' }, 'retention.days.mail', 3],
    [{ RETENTION_SESSIONS_DAYS: '2' }, 'retention.days.sessions', 2],
    [{ RETENTION_CLIENT_ADDRESS_DAYS: '1' }, 'retention.days.clientAddresses', 1],
    [{ DAILY_CAP_ANALYTICS: '10' }, 'dailyCaps.analytics', 10],
    [{ DAILY_CAP_RELEASE_HEALTH: '5' }, 'dailyCaps.releaseHealth', 5],
    [{ DAILY_CAP_CONTACT: '2' }, 'dailyCaps.contact', 2],
    [{ DAILY_CAP_ACCESS_REQUEST: '1' }, 'dailyCaps.accessRequest', 1],
    [{ DAILY_CEILING_ANALYTICS: '40' }, 'dailyCeilings.analytics', 40],
    [{ DAILY_CEILING_RELEASE_HEALTH: '30' }, 'dailyCeilings.releaseHealth', 30],
    [{ DAILY_CEILING_CONTACT: '20' }, 'dailyCeilings.contact', 20],
    [{ DAILY_CEILING_ACCESS_REQUEST: '10' }, 'dailyCeilings.accessRequest', 10],
    [PRODUCTION, 'production', true],
    [PRODUCTION, 'apiDocs', false],
    [{ NODE_ENV: 'development' }, 'apiDocs', true],
    [{ ...PRODUCTION, API_DOCS: 'on' }, 'apiDocs', true],
    [{ NODE_ENV: 'development', API_DOCS: 'false' }, 'apiDocs', false],
    [{ ...PRODUCTION, OUTBOX_ENCRYPTION_KEY: KEY.toString('base64') }, 'outboxEncryptionKey', KEY],
    [{ PUBLIC_SITE_URL: 'https://www.gloh.example' }, 'staff.rpId', 'www.gloh.example'],
    // STAFF_RP_ID, in lower case, when it fits an allowed origin.
    [
      { ALLOWED_ORIGINS: 'https://www.gloh.example', STAFF_RP_ID: 'Gloh.Example' },
      'staff.rpId',
      'gloh.example',
    ],
    [{ STAFF_SESSION_IDLE_SECONDS: '10' }, 'staff.sessionIdleSeconds', 10],
    [{ STAFF_SESSION_IDLE_SECONDS: '1800' }, 'staff.sessionIdleSeconds', 1800],
    [{}, 'releaseGuard', {}],
    // The page loads default to 200; remotes not named have no guard.
    [
      { RELEASE_GUARD: '{"demos":{"errorRate":0.02,"owners":["demos@gloh.example"]}}' },
      'releaseGuard',
      { demos: { views: 200, errorRate: 0.02, owners: ['demos@gloh.example'] } },
    ],
  ])('reads %j as %s', (env, path, expected) => {
    const config: unknown = validateEnv(env);
    expect(
      path.split('.').reduce((value, key) => (value as Record<string, unknown>)[key], config),
    ).toEqual(expected);
  });

  it.each<Refusal>([
    ...PROBLEMS,
    ...['1', '2'].map((value): Refusal => [{ TRUST_PROXY: value }, TRUST_PROXY_REFUSED]),
    [{ TRUST_PROXY: 'loopback, the-shell' }, /TRUST_PROXY entry "the-shell" is not an address/],
    [{ TRUST_PROXY: '10.0.0.0/8/1' }, /"10\.0\.0\.0\/8\/1"/],
    [{ OUTBOX_ENCRYPTION_KEY: 'c2hvcnQ=' }, /OUTBOX_ENCRYPTION_KEY must be 32 bytes/],
    [{ STAFF_RP_ID: 'https://gloh.example' }, /STAFF_RP_ID must be a host name/],
    [{ RELEASE_GUARD: '{marketing}' }, /RELEASE_GUARD must be JSON/],
    [
      { RELEASE_GUARD: '{"shell":{"errorRate":1,"owners":["a@b.example"]}}' },
      /RELEASE_GUARD .*shell/,
    ],
    [{ RELEASE_GUARD: '{"marketing":{"owners":["a@b.example"]}}' }, /at least one margin/],
    [{ RELEASE_GUARD: '{"marketing":{"lcpMs":500,"owners":["web team"]}}' }, /owners\.0/],
    [{ RELEASE_GUARD: '{"marketing":{"lcpMs":500,"views":0,"owners":["a@b.example"]}}' }, /views/],
    // Never longer than the contract's 30 minutes, nor so short a session ends between two clicks.
    ...['9', '1801', '0', 'ten', '60.5'].map((value): Refusal => [
      { STAFF_SESSION_IDLE_SECONDS: value },
      `STAFF_SESSION_IDLE_SECONDS must be an integer between 10 and 1800 (got "${value}")`,
    ]),
  ])('refuses %j', (env, problem) => {
    expect(() => validateEnv(env)).toThrow(problem);
  });

  it('lists every problem at once, the rules across variables among them', () => {
    const problems = problemsOf(Object.assign({}, ...PROBLEMS.map(([env]) => env)));
    expect(problems).toMatch(/^Invalid environment:\n {2}- /);
    for (const [, problem] of PROBLEMS) expect(problems).toMatch(problem);
  });
});
