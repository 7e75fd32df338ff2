import { resolve } from 'node:path';
import { RETENTION_DEFAULT_DAYS } from '@gloh/contract/retention';
import { STAFF_SESSION_IDLE_SECONDS } from '@gloh/contract/staff';
import { API_ROOT } from './paths.js';
import {
  DAILY_CAP_DEFAULTS,
  DAILY_CEILING_DEFAULTS,
  DEFAULT_PORT,
  RATE_LIMIT_DEFAULTS,
  validateEnv,
} from './env.validation.js';

describe('validateEnv', () => {
  it('applies the documented defaults', () => {
    const config = validateEnv({});
    expect(config.port).toBe(DEFAULT_PORT);
    expect(config.host).toBe('127.0.0.1');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.pgliteDir).toBe(resolve(API_ROOT, '.data/pglite'));
    expect(config.allowedOrigins).toEqual(['http://localhost:3000']);
    expect(config.companyInbox).toBe('info@gloh.example');
    expect(config.mailFrom).toBe('Gloh <no-reply@gloh.example>');
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits.loginPerEmailAndIp).toEqual(RATE_LIMIT_DEFAULTS.loginPerEmailAndIp);
    expect(config.production).toBe(false);
  });

  it('reads overrides', () => {
    const config = validateEnv({
      PORT: '4000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      ALLOWED_ORIGINS: 'https://gloh.example, http://localhost:3000/',
      TRUST_PROXY: 'false',
      RATE_LIMIT_LOGIN_EMAIL_IP_LIMIT: '3',
      LOGIN_DELAY_BASE_MS: '10',
      NODE_ENV: 'production',
      OUTBOX_ENCRYPTION_KEY: 'a'.repeat(64),
      PUBLIC_SITE_URL: 'https://gloh.example/',
    });
    expect(config.port).toBe(4000);
    expect(config.allowedOrigins).toEqual(['https://gloh.example', 'http://localhost:3000']);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits.loginPerEmailAndIp.limit).toBe(3);
    expect(config.loginDelay.baseMs).toBe(10);
    expect(config.production).toBe(true);
    expect(config.publicSiteUrl).toBe('https://gloh.example');
  });

  it("reads TRUST_PROXY as a list of addresses and ranges, by the shell's own rule", () => {
    expect(validateEnv({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(
      validateEnv({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 172.18.0.3, fd00::/8' }).trustProxy,
    ).toEqual(['loopback', '10.0.0.0/8', '172.18.0.3', 'fd00::/8']);
  });

  it('refuses TRUST_PROXY=true, hop counts and entries that are not addresses, saying what to give', () => {
    for (const value of ['true', '1', '2']) {
      expect(() => validateEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY="\w+" is refused: list the addresses or ranges of the proxies/,
      );
    }
    expect(() => validateEnv({ TRUST_PROXY: 'loopback, the-shell' })).toThrow(
      /TRUST_PROXY entry "the-shell" is not an address/,
    );
    expect(() => validateEnv({ TRUST_PROXY: '10.0.0.0/8/1' })).toThrow(/"10\.0\.0\.0\/8\/1"/);
  });

  it('bounds what one client may hold of the server: 15 s for headers, 35 s per request, 10 s idle, 64 connections', () => {
    expect(validateEnv({}).server).toEqual({
      headersTimeoutMs: 15_000,
      requestTimeoutMs: 35_000,
      keepAliveTimeoutMs: 10_000,
      maxConnectionsPerAddress: 64,
    });
    expect(
      validateEnv({
        HEADERS_TIMEOUT_MS: '5000',
        REQUEST_TIMEOUT_MS: '10000',
        KEEP_ALIVE_TIMEOUT_MS: '6000',
        MAX_CONNECTIONS_PER_ADDRESS: '8',
      }).server,
    ).toEqual({
      headersTimeoutMs: 5000,
      requestTimeoutMs: 10_000,
      keepAliveTimeoutMs: 6000,
      maxConnectionsPerAddress: 8,
    });
    expect(() => validateEnv({ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' })).toThrow(
      'REQUEST_TIMEOUT_MS (10000) must be at least HEADERS_TIMEOUT_MS (20000)',
    );
    expect(() => validateEnv({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      /MAX_CONNECTIONS_PER_ADDRESS must be an integer between 1/,
    );
  });

  it("keeps data for the contract's periods unless told otherwise, and runs the daily job", () => {
    expect(validateEnv({}).retention).toEqual({ schedule: true, days: RETENTION_DEFAULT_DAYS });
    expect(RETENTION_DEFAULT_DAYS).toEqual({
      analyticsEvents: 30,
      releaseHealth: 90,
      contactMessages: 365,
      accessRequests: 730,
      auditLog: 730,
      mail: 30,
      sessions: 30,
      clientAddresses: 30,
    });
    const config = validateEnv({
      RETENTION_SCHEDULE: 'off',
      RETENTION_ANALYTICS_DAYS: '7',
      RETENTION_RELEASE_HEALTH_DAYS: '14',
      RETENTION_CONTACT_MESSAGES_DAYS: '180',
      RETENTION_ACCESS_REQUESTS_DAYS: '365',
      RETENTION_AUDIT_LOG_DAYS: '1000',
      RETENTION_MAIL_DAYS: '3',
      RETENTION_SESSIONS_DAYS: '2',
      RETENTION_CLIENT_ADDRESS_DAYS: '1',
    }).retention;
    expect(config).toEqual({
      schedule: false,
      days: {
        analyticsEvents: 7,
        releaseHealth: 14,
        contactMessages: 180,
        accessRequests: 365,
        auditLog: 1000,
        mail: 3,
        sessions: 2,
        clientAddresses: 1,
      },
    });
  });

  it('caps what one address may store in a day, 5000 page-view events and 20 messages by default', () => {
    expect(validateEnv({}).dailyCaps).toEqual(DAILY_CAP_DEFAULTS);
    expect(DAILY_CAP_DEFAULTS).toEqual({
      analytics: 5000,
      releaseHealth: 2500,
      contact: 20,
      accessRequest: 20,
    });
    expect(
      validateEnv({
        DAILY_CAP_ANALYTICS: '10',
        DAILY_CAP_RELEASE_HEALTH: '5',
        DAILY_CAP_CONTACT: '2',
        DAILY_CAP_ACCESS_REQUEST: '1',
      }).dailyCaps,
    ).toEqual({ analytics: 10, releaseHealth: 5, contact: 2, accessRequest: 1 });
  });

  it('bounds what all addresses together may store in a day, each kind configurable', () => {
    expect(validateEnv({}).dailyCeilings).toEqual(DAILY_CEILING_DEFAULTS);
    expect(DAILY_CEILING_DEFAULTS).toEqual({
      analytics: 50_000,
      releaseHealth: 2_000,
      contact: 100,
      accessRequest: 100,
    });
    expect(
      validateEnv({
        DAILY_CEILING_ANALYTICS: '40',
        DAILY_CEILING_RELEASE_HEALTH: '30',
        DAILY_CEILING_CONTACT: '20',
        DAILY_CEILING_ACCESS_REQUEST: '10',
      }).dailyCeilings,
    ).toEqual({ analytics: 40, releaseHealth: 30, contact: 20, accessRequest: 10 });
    expect(() => validateEnv({ DAILY_CEILING_CONTACT: '0' })).toThrow(
      'DAILY_CEILING_CONTACT must be an integer between 1 and 100000000 (got "0")',
    );
  });

  it('names every bad retention period and daily cap at once', () => {
    let message = '';
    try {
      validateEnv({
        RETENTION_ANALYTICS_DAYS: '0',
        RETENTION_CONTACT_MESSAGES_DAYS: 'a year',
        RETENTION_AUDIT_LOG_DAYS: '36501',
        RETENTION_SCHEDULE: 'sometimes',
        DAILY_CAP_CONTACT: '0',
        DAILY_CAP_ANALYTICS: '-5',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain(
      'RETENTION_ANALYTICS_DAYS must be an integer between 1 and 36500 (got "0")',
    );
    expect(message).toContain(
      'RETENTION_CONTACT_MESSAGES_DAYS must be an integer between 1 and 36500',
    );
    expect(message).toContain('RETENTION_AUDIT_LOG_DAYS must be an integer between 1 and 36500');
    expect(message).toMatch(/RETENTION_SCHEDULE must be one of/);
    expect(message).toContain(
      'DAILY_CAP_CONTACT must be an integer between 1 and 1000000 (got "0")',
    );
    expect(message).toContain('DAILY_CAP_ANALYTICS must be an integer between 1 and 1000000');
  });

  it('serves the API docs in development, or when API_DOCS says so', () => {
    const production = { NODE_ENV: 'production', OUTBOX_ENCRYPTION_KEY: 'a'.repeat(64) };
    expect(validateEnv({}).apiDocs).toBe(false);
    expect(validateEnv(production).apiDocs).toBe(false);
    expect(validateEnv({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(validateEnv({ ...production, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(validateEnv({ NODE_ENV: 'development', API_DOCS: 'false' }).apiDocs).toBe(false);
    expect(() => validateEnv({ API_DOCS: 'maybe' })).toThrow(/API_DOCS must be one of/);
  });

  it('lists every problem at once', () => {
    let message = '';
    try {
      validateEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        SMTP_URL: 'not a url',
        RATE_LIMIT_LOGIN_EMAIL_LIMIT: '10',
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT must be an integer/);
    expect(message).toMatch(/DATABASE_URL must use/);
    expect(message).toMatch(/LOG_LEVEL must be one of/);
    expect(message).toMatch(/SMTP_URL must be a valid URL/);
    expect(message).toMatch(/RATE_LIMIT_LOGIN_EMAIL_LIMIT is no longer used/);
  });

  it('requires a valid OUTBOX_ENCRYPTION_KEY in production only', () => {
    expect(validateEnv({}).outboxEncryptionKey).toBeUndefined();
    expect(() => validateEnv({ NODE_ENV: 'production' })).toThrow(
      /OUTBOX_ENCRYPTION_KEY is required when NODE_ENV=production/,
    );
    const key = Buffer.alloc(32, 7);
    const config = validateEnv({
      NODE_ENV: 'production',
      OUTBOX_ENCRYPTION_KEY: key.toString('base64'),
    });
    expect(config.production).toBe(true);
    expect(config.outboxEncryptionKey!.equals(key)).toBe(true);
    expect(() => validateEnv({ OUTBOX_ENCRYPTION_KEY: 'c2hvcnQ=' })).toThrow(
      /OUTBOX_ENCRYPTION_KEY must be 32 bytes/,
    );
  });

  it('takes the staff passkeys RP ID from the site, or STAFF_RP_ID when it fits an allowed origin', () => {
    expect(validateEnv({}).staff).toEqual({
      rpId: 'localhost',
      rpName: 'Gloh staff',
      sessionIdleSeconds: STAFF_SESSION_IDLE_SECONDS,
    });
    expect(validateEnv({ PUBLIC_SITE_URL: 'https://www.gloh.example' }).staff.rpId).toBe(
      'www.gloh.example',
    );
    expect(
      validateEnv({ ALLOWED_ORIGINS: 'https://www.gloh.example', STAFF_RP_ID: 'Gloh.Example' })
        .staff.rpId,
    ).toBe('gloh.example');
    expect(() => validateEnv({ STAFF_RP_ID: 'gloh.example' })).toThrow(
      'STAFF_RP_ID "gloh.example" is not the host, nor a parent domain of the host, of any ALLOWED_ORIGINS entry',
    );
    expect(() => validateEnv({ STAFF_RP_ID: 'https://gloh.example' })).toThrow(
      /STAFF_RP_ID must be a host name/,
    );
  });

  it("ends idle staff sessions after the contract's 30 minutes, or sooner when STAFF_SESSION_IDLE_SECONDS says so", () => {
    expect(STAFF_SESSION_IDLE_SECONDS).toBe(1800);
    expect(validateEnv({}).staff.sessionIdleSeconds).toBe(1800);
    expect(validateEnv({ STAFF_SESSION_IDLE_SECONDS: '10' }).staff.sessionIdleSeconds).toBe(10);
    expect(validateEnv({ STAFF_SESSION_IDLE_SECONDS: '1800' }).staff.sessionIdleSeconds).toBe(1800);
    for (const value of ['9', '1801', '0', 'ten', '60.5']) {
      expect(() => validateEnv({ STAFF_SESSION_IDLE_SECONDS: value })).toThrow(
        `STAFF_SESSION_IDLE_SECONDS must be an integer between 10 and 1800 (got "${value}")`,
      );
    }
  });
});
