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
    expect(config.rateLimits.loginPerEmail).toEqual(RATE_LIMIT_DEFAULTS.loginPerEmail);
  });

  it('reads overrides', () => {
    const config = validateEnv({
      PORT: '4000',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      ALLOWED_ORIGINS: 'https://gloh.example, http://localhost:3000/',
      TRUST_PROXY: 'false',
      RATE_LIMIT_LOGIN_EMAIL_LIMIT: '3',
      PUBLIC_SITE_URL: 'https://gloh.example/',
    });
    expect(config.port).toBe(4000);
    expect(config.allowedOrigins).toEqual(['https://gloh.example', 'http://localhost:3000']);
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimits.loginPerEmail.limit).toBe(3);
    expect(config.publicSiteUrl).toBe('https://gloh.example');
  });

  it('serves the API docs in development, or when API_DOCS says so', () => {
    expect(validateEnv({}).apiDocs).toBe(false);
    expect(validateEnv({ NODE_ENV: 'production' }).apiDocs).toBe(false);
    expect(validateEnv({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(validateEnv({ NODE_ENV: 'production', API_DOCS: 'on' }).apiDocs).toBe(true);
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
      });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PORT must be an integer/);
    expect(message).toMatch(/DATABASE_URL must use/);
    expect(message).toMatch(/LOG_LEVEL must be one of/);
    expect(message).toMatch(/SMTP_URL must be a valid URL/);
  });
});
