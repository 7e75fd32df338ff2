import { resolve } from 'node:path';
import { API_ROOT } from './paths.js';
import { DEFAULT_PORT, RATE_LIMIT_DEFAULTS, validateEnv } from './env.validation.js';

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
    expect(config.trustProxy).toBe('loopback');
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
});
