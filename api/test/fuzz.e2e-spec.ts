import fc from 'fast-check';
import request from 'supertest';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const HIGH_LIMIT = '100000';

const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '',
  ' ',
  '$where',
);
const hostileString = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '\u0000',
    '%00',
    '../../etc/passwd',
    '\r\nBcc: x@example.com',
    '{"a":',
    'a'.repeat(6000),
  ),
  fc.string({ unit: 'binary', maxLength: 50 }),
);
const jsonValue = fc.jsonValue({ maxDepth: 4 });
/** Bodies built around the real field names, with wrong or hostile values and extra keys. */
const shapedBody = (fields: string[]) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...fields), hostileKey, fc.string({ maxLength: 10 })),
    fc.oneof(hostileString, jsonValue),
    { maxKeys: fields.length + 2 },
  );
const rawBody = fc.oneof(
  jsonValue.map((value) => JSON.stringify(value)),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{"__proto__":{"polluted":1}}',
    '{"a":1,"a":2}',
    '[]',
    'null',
    '"text"',
    '{',
    '1e999',
    '{"x":' + '['.repeat(5000),
  ),
);

describe('hostile input never causes a 5xx (property-based)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_LOGIN_EMAIL_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_CONTACT_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_RESET_IP_LIMIT: HIGH_LIMIT,
      // Thousands of wrong logins from one address: the progressive delay would only make it slow.
      LOGIN_DELAY_BASE_MS: '0',
    });
  });

  afterAll(() => t.close());

  function expectWellFormed(res: request.Response): void {
    expect(res.status).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(typeof res.body.success).toBe('boolean');
    if (res.status >= 400) {
      expect(res.body.success).toBe(false);
      expect(typeof res.body.error).toBe('string');
      expect(res.body.error).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack frames
    }
  }

  const endpoints: { path: string; fields: string[] }[] = [
    { path: '/api/contact', fields: ['name', 'email', 'message'] },
    {
      path: '/api/presentation-access',
      fields: ['name', 'companyName', 'phoneNumber', 'email', 'message'],
    },
    { path: '/api/auth', fields: ['action', 'email', 'accessCode', 'token', 'password'] },
    { path: '/api/auth/logout', fields: [] },
  ];

  for (const { path, fields } of endpoints) {
    it(`POST ${path}: structured bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(shapedBody(fields.length ? fields : ['x']), async (body) => {
          const res = await request(t.http)
            .post(path)
            .set('Origin', TEST_ORIGIN)
            .send(body as object);
          expectWellFormed(res);
        }),
        { numRuns: RUNS },
      );
    });

    it(`POST ${path}: raw bodies and content types`, async () => {
      await fc.assert(
        fc.asyncProperty(
          rawBody,
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/json; charset=latin1',
          ),
          async (body, type) => {
            const res = await request(t.http).post(path).set('Content-Type', type).send(body);
            expectWellFormed(res);
          },
        ),
        { numRuns: RUNS },
      );
    });
  }

  it('POST /api/auth: hostile multipart form data', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.oneof(fc.constantFrom('action', 'token', 'password'), hostileKey),
            hostileString,
          ),
          { maxLength: 6 },
        ),
        async (fields) => {
          let req = request(t.http).post('/api/auth');
          for (const [name, value] of fields)
            req = req.field(name || 'x', value.slice(0, 2000) || 'v');
          if (fields.length === 0) req = req.field('action', 'reset-password');
          expectWellFormed(await req);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET session endpoints: random cookies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/auth/me',
          '/api/investor-presentation',
          '/api/investor-presentation/download',
        ),
        fc.oneof(
          fc.base64String({ maxLength: 64 }),
          fc.string({ maxLength: 64 }).map(encodeURIComponent),
          fc.constant('%E0%A4%A'),
        ),
        async (path, token) => {
          const res = await request(t.http).get(path).set('Cookie', `gloh_session=${token}`);
          expect(res.status).toBe(401);
          expectWellFormed(res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('left no prototype pollution behind', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
