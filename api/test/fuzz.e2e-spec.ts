import { gzipSync } from 'node:zlib';
import { ACCESS_REQUEST_RULES } from '@gloh/contract/access-request';
import { LOGIN_RULES } from '@gloh/contract/auth';
import { CONTACT_RULES } from '@gloh/contract/contact';
import type { FieldRule } from '@gloh/contract/field-rules';
import { API_MESSAGES, HTTP_ERROR_MESSAGES } from '@gloh/contract/messages';
import { RELEASE_HEALTH_LIMITS } from '@gloh/contract/release-health';
import { PASSWORD_CHARACTERS_MESSAGE } from '@gloh/contract/password';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import request from 'supertest';
import type { App } from 'supertest/types.js';
import {
  MALFORMED_FORM,
  MALFORMED_URL,
  NOT_FOUND,
  UNDECODABLE_BODY,
} from '../src/common/filters/api-exception.filter.js';
import { rowsOf } from '../src/database/database.js';
import { rawRequest, type RawResponse } from './support/raw-http.js';
import { startShellProcess, type ShellProcess } from './support/processes.js';
import { createTestApp, TEST_ORIGIN, type TestApp } from './support/test-app.js';
import { runningOnBothDatabases, usingPostgres } from './support/test-db.js';
import { signedInInvestor } from './support/investors.js';

// What the fuzzing checks is the HTTP layer's, the same on both databases. A run on PGlite alone
// (a developer's `pnpm test`) tries 60 cases of each property; a run on PostgreSQL alone, whose
// cases each cost half as much again (a server round trip per statement), 20; a run on both,
// 20 on each: 40 cases of the same code, where 60 + 20 made the PGlite half's group the run's
// longest but one.
const RUNS = Number(process.env.FUZZ_RUNS ?? (usingPostgres || runningOnBothDatabases ? 20 : 60));
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

// The same suite against the API alone and through the site's origin (the shell's server in
// front, as visitors reach it): what the edge passes on or answers itself must hold too.
describe.each([
  ['the API alone', false],
  ["through the site's origin", true],
])('hostile input never causes a 5xx (property-based), %s', (_where, throughShell) => {
  let t: TestApp;
  let shell: ShellProcess | undefined;
  /** Where requests go: the app, or the shell's server in front of it. */
  let target: App | string;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_LOGIN_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_LOGIN_EMAIL_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_CONTACT_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_ACCESS_REQUEST_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_RESET_IP_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_DECK_ENGAGEMENT_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_ANALYTICS_LIMIT: HIGH_LIMIT,
      RATE_LIMIT_STAFF_IP_LIMIT: HIGH_LIMIT,
      // Thousands of wrong logins from one address: the progressive delay would only make it slow.
      LOGIN_DELAY_BASE_MS: '0',
    });
    shell = throughShell ? await startShellProcess(t.url) : undefined;
    target = shell?.url ?? t.http;
  });

  afterAll(async () => {
    await shell?.stop();
    await t.close();
  });

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
    { path: '/api/staff/enrollment/options', fields: ['token'] },
    { path: '/api/staff/enrollment/verify', fields: ['token', 'response'] },
    { path: '/api/staff/sign-in/verify', fields: ['response'] },
    { path: '/api/staff/sign-out', fields: [] },
  ];

  for (const { path, fields } of endpoints) {
    it(`POST ${path}: structured bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(shapedBody(fields.length ? fields : ['x']), async (body) => {
          const res = await request(target)
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
            const res = await request(target).post(path).set('Content-Type', type).send(body);
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
          let req = request(target).post('/api/auth');
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
          const res = await request(target).get(path).set('Cookie', `gloh_session=${token}`);
          expect(res.status).toBe(401);
          expectWellFormed(res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('GET and POST staff endpoints: random staff cookies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/staff/me', '/api/staff/members', '/api/staff/step-up/options'),
        fc.oneof(
          fc.base64String({ maxLength: 64 }),
          fc.string({ maxLength: 64 }).map(encodeURIComponent),
          fc.constant('%E0%A4%A'),
        ),
        async (path, token) => {
          const cookie = `gloh_staff=${token}`;
          const res = path.endsWith('options')
            ? await request(target).post(path).set('Origin', TEST_ORIGIN).set('Cookie', cookie)
            : await request(target).get(path).set('Cookie', cookie);
          expect(res.status).toBe(401);
          expectWellFormed(res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  /** The edges of PostgreSQL's integer and of what JSON numbers can carry. */
  const edgeNumber = fc.constantFrom(
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -0,
    0.5,
  );
  const anyNumber = fc.oneof(fc.integer(), fc.double(), edgeNumber);
  /** Mostly a valid value, so that the other fields' numbers get as far as the database. */
  const mostlyOne = fc.oneof(
    { arbitrary: fc.constant(1), weight: 3 },
    { arbitrary: anyNumber, weight: 1 },
  );

  it('POST deck engagement: numbers of any size are a 204 or a 400, never a 5xx', async () => {
    const cookie = await signedInInvestor(t, 'Number Fuzzer', 'numbers@example.com');
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(1), edgeNumber, anyNumber),
        fc.oneof(fc.constant(1), edgeNumber, anyNumber),
        mostlyOne,
        mostlyOne,
        async (deckVersion, page, views, visibleMs) => {
          const res = await request(target)
            .post('/api/investor-presentation/engagement')
            .set('Origin', TEST_ORIGIN)
            .set('Cookie', cookie)
            .set('Content-Type', 'text/plain')
            .send(JSON.stringify({ deckVersion, pages: [{ page, views, visibleMs }] }));
          expect([204, 400]).toContain(res.status);
          if (res.status === 400) expectWellFormed(res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST analytics: durations of any size are a 204 or a 400, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(edgeNumber, anyNumber), async (durationMs) => {
        const res = await request(target)
          .post('/api/analytics/events')
          .set('Origin', TEST_ORIGIN)
          .set('Content-Type', 'text/plain')
          .send(JSON.stringify({ kind: 'leave', path: '/', viewport: 'mobile', durationMs }));
        expect([204, 400]).toContain(res.status);
        if (res.status === 400) expectWellFormed(res);
      }),
      { numRuns: RUNS },
    );
  });

  it('POST release health: any value, metric, release or message is a 204 or a 400 (413 past the body limit), never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(edgeNumber, anyNumber, fc.double()),
        fc.oneof(fc.constantFrom('LCP', 'INP', 'CLS'), hostileString),
        fc.oneof(fc.constant('a1b2c3d4e5'), hostileString),
        fc.oneof(fc.constant('TypeError: boom'), hostileString),
        async (value, metric, release, message) => {
          const body = JSON.stringify({
            events: [
              { kind: 'vital', remote: 'marketing', release, path: '/', metric, value },
              { kind: 'error', remote: 'shell', release, path: '/x', message },
            ],
          });
          const res = await request(target)
            .post('/api/analytics/release-health')
            .set('Origin', TEST_ORIGIN)
            .set('Content-Type', 'text/plain')
            .send(body);
          const tooLarge = Buffer.byteLength(body) > RELEASE_HEALTH_LIMITS.maxBodyBytes;
          expect(tooLarge ? [413] : [204, 400]).toContain(res.status);
          if (res.status === 400) expectWellFormed(res);
        },
      ),
      { numRuns: RUNS },
    );
  });

  describe('control characters in text fields', () => {
    /** NUL, any other C0 control, DEL, any C1 control. */
    const controlCharacter = fc.oneof(
      fc.constant('\u0000'),
      fc.integer({ min: 0x01, max: 0x1f }).map((code) => String.fromCharCode(code)),
      fc.constant('\u007f'),
      fc.integer({ min: 0x80, max: 0x9f }).map((code) => String.fromCharCode(code)),
    );
    /** Half a surrogate pair: JSON can carry it ("\ud800"), UTF-8 form bodies cannot. */
    const loneSurrogate = fc
      .integer({ min: 0xd800, max: 0xdfff })
      .map((code) => String.fromCharCode(code));
    /** What a textarea legitimately sends: a message keeps these. */
    const MESSAGE_WHITESPACE = ['\t', '\n', '\r'];

    type Encoding = 'json' | 'form' | 'multipart';
    interface TextField {
      /** The field's message when it holds a refused character. */
      refusal: string;
      /** Whether the message keeps tab and line breaks. */
      multiline?: boolean;
    }
    const fromRule = (name: string, rule: FieldRule): TextField => ({
      refusal: `${name}: ${rule.charactersMessage}`,
      multiline: rule.multiline,
    });
    const fieldsOf = (rules: Record<string, FieldRule>) =>
      Object.fromEntries(Object.entries(rules).map(([name, rule]) => [name, fromRule(name, rule)]));

    let resetToken = '';
    interface Form {
      label: string;
      path: string;
      body: () => Record<string, string>;
      fields: Record<string, TextField>;
      encodings: Encoding[];
    }
    const FORMS: Form[] = [
      {
        label: 'contact',
        path: '/api/contact',
        body: () => ({ name: 'Ada Example', email: 'ada@example.com', message: 'Hello there' }),
        fields: fieldsOf(CONTACT_RULES),
        encodings: ['json', 'form'],
      },
      {
        label: 'access request',
        path: '/api/presentation-access',
        body: () => ({
          name: 'Ivy Investor',
          companyName: 'Example Capital',
          phoneNumber: '+1 555 0100',
          email: 'ivy@example.com',
          message: 'Interested in the round',
        }),
        fields: fieldsOf(ACCESS_REQUEST_RULES),
        encodings: ['json', 'form'],
      },
      {
        label: 'login',
        path: '/api/auth',
        body: () => ({ action: 'login', email: 'fuzz@example.com', accessCode: 'ABCDE-FGHJK' }),
        fields: fieldsOf(LOGIN_RULES),
        encodings: ['json', 'form', 'multipart'],
      },
      {
        label: 'password reset',
        path: '/api/auth',
        body: () => ({ action: 'reset-password', token: resetToken, password: 'N3w-Passw0rd' }),
        // The token is checked by looking it up: one with a control character is simply unknown.
        fields: {
          token: { refusal: API_MESSAGES.resetFailed },
          password: { refusal: PASSWORD_CHARACTERS_MESSAGE },
        },
        encodings: ['json', 'form', 'multipart'],
      },
    ];

    /** Everything a submission could leave behind, except the rate-limit counters. */
    async function storedState(): Promise<unknown> {
      const result = await t.db.execute(sql`SELECT
        (SELECT count(*)::int FROM contact_messages) AS contact_messages,
        (SELECT count(*)::int FROM access_requests) AS access_requests,
        (SELECT count(*)::int FROM audit_log) AS audit_log,
        (SELECT count(*)::int FROM sessions) AS sessions,
        (SELECT count(*)::int FROM mail_outbox) AS mail_outbox,
        (SELECT string_agg(access_code_hash, ',') FROM investors) AS access_code_hashes,
        (SELECT count(*)::int FROM password_reset_tokens WHERE used_at IS NOT NULL) AS used_tokens`);
      return rowsOf(result)[0];
    }

    beforeAll(async () => {
      // An investor with a live reset token, so a refused reset can be seen to change nothing.
      await request(target)
        .post('/api/presentation-access')
        .send({
          name: 'Fuzz Investor',
          companyName: 'Fuzz Capital',
          phoneNumber: '555 0100',
          email: 'fuzz@example.com',
        })
        .expect(200);
      const [pending] = rowsOf<{ id: number }>(
        await t.db.execute(sql`SELECT id FROM access_requests WHERE email = 'fuzz@example.com'`),
      );
      await t.admin.accessDecisions.approve(pending!.id, 'admin-cli');
      const { link } = await t.admin.passwordResets.issue('fuzz@example.com', 'admin-cli');
      resetToken = new URL(link).searchParams.get('token')!;
    });

    function send(path: string, encoding: Encoding, body: Record<string, string>) {
      const req = request(target).post(path).set('Origin', TEST_ORIGIN);
      if (encoding === 'json') return req.send(body);
      if (encoding === 'form') return req.type('form').send(new URLSearchParams(body).toString());
      let multipart = req;
      for (const [name, value] of Object.entries(body)) multipart = multipart.field(name, value);
      return multipart;
    }

    for (const form of FORMS) {
      for (const encoding of form.encodings) {
        it(`${form.label} (${encoding}): 400 with the field's message, nothing stored`, async () => {
          const before = await storedState();
          const fieldName = fc.constantFrom(...Object.keys(form.fields));
          const character =
            encoding === 'json' ? fc.oneof(controlCharacter, loneSurrogate) : controlCharacter;
          await fc.assert(
            fc.asyncProperty(fieldName, character, fc.nat(), async (name, char, at) => {
              const field = form.fields[name]!;
              fc.pre(!(field.multiline && MESSAGE_WHITESPACE.includes(char)));
              const body = form.body();
              const value = body[name]!;
              // Inside the value, where trimming cannot take it away.
              const cut = 1 + (at % (value.length - 1));
              body[name] = value.slice(0, cut) + char + value.slice(cut);
              const res = await send(form.path, encoding, body);
              expectWellFormed(res);
              expect(res.status).toBe(400);
              expect(res.body.error).toContain(field.refusal);
            }),
            { numRuns: RUNS },
          );
          expect(await storedState()).toEqual(before);
        });
      }
    }

    it('a message keeps tabs and line breaks (LF and CRLF), as a textarea sends them', async () => {
      for (const encoding of ['json', 'form'] as const) {
        const res = await send('/api/contact', encoding, {
          name: 'Ada Example',
          email: 'ada@example.com',
          message: 'Points:\r\n\tone\n\ttwo',
        });
        expect(res.status).toBe(200);
      }
      const stored = rowsOf<{ message: string }>(
        await t.db.execute(sql`SELECT message FROM contact_messages ORDER BY id DESC LIMIT 2`),
      );
      expect(stored.map((row) => row.message)).toEqual([
        'Points:\r\n\tone\n\ttwo',
        'Points:\r\n\tone\n\ttwo',
      ]);
    });
  });

  describe("bad bodies and URLs get the API's own words", () => {
    /** Texts of body-parser, zlib, multer, busboy, Express and the router that must not reach a client. */
    const PARSER_WORDS =
      /incorrect header|decompression failed|unexpected end|end of (form|file)|multipart|boundary|busboy|multer|decode param|cannot (get|post|put|patch|delete)|Z_[A-Z]+_ERROR|zlib|unexpected token|JSON at position|part header|unexpected field|too many files|field value too long|%[0-9a-f]{2}/i;

    function expectOwnWords(res: RawResponse, status: number, error: string): void {
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = JSON.parse(res.text) as { success: unknown; error: unknown };
      expect({ status: res.status, body }).toEqual({ status, body: { success: false, error } });
      expect(res.text).not.toMatch(PARSER_WORDS);
    }

    const json = { 'Content-Type': 'application/json' };
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    const multipart = { 'Content-Type': 'multipart/form-data; boundary=XX' };
    const part = (name: string, value: string) =>
      `--XX\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const contactJson = JSON.stringify({ name: 'Ada', email: 'ada@example.com', message: 'Hi' });

    it.each([
      ['gzip', 'not gzip at all'],
      ['deflate', 'not deflate either'],
      ['br', 'nor brotli'],
      ['gzip', gzipSync(contactJson).subarray(0, 15)],
    ])('POST a JSON body that is not %s as it says', async (encoding, body) => {
      const res = await rawRequest(
        target,
        'POST',
        '/api/contact',
        { ...json, 'Content-Encoding': encoding },
        body,
      );
      expectOwnWords(res, 400, UNDECODABLE_BODY);
    });

    it.each([
      ['a form body that is not gzip as it says', form, 'gzip', 'name=Ada', 400, UNDECODABLE_BODY],
      [
        'an encoding the API does not know',
        json,
        'zstd',
        contactJson,
        415,
        'Unsupported content encoding',
      ],
    ])('POST %s', async (_what, headers, encoding, body, status, words) => {
      const sent = { ...headers, 'Content-Encoding': encoding };
      expectOwnWords(await rawRequest(target, 'POST', '/api/contact', sent, body), status, words);
    });

    it.each([
      ['truncated', multipart, `${part('action', 'login')}--XX\r\nContent-Disp`],
      [
        'cut inside a value',
        multipart,
        '--XX\r\nContent-Disposition: form-data; name="action"\r\n\r\nlog',
      ],
      ['without a boundary', { 'Content-Type': 'multipart/form-data' }, part('action', 'login')],
      ['with a malformed part header', multipart, '--XX\r\nnot a header\r\n\r\nx\r\n--XX--\r\n'],
      ['gzip-encoded', { ...multipart, 'Content-Encoding': 'gzip' }, 'garbage'],
    ])('POST /api/auth multipart %s', async (_label, headers, body) => {
      const res = await rawRequest(target, 'POST', '/api/auth', headers, body);
      expectOwnWords(res, 400, MALFORMED_FORM);
    });

    it.each([
      [
        'a file',
        '--XX\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\n\r\nabc\r\n--XX--\r\n',
        `${MALFORMED_FORM}: files are not accepted`,
      ],
      [
        'too many fields',
        `${Array.from({ length: 12 }, (_, i) => part(`f${i}`, 'x')).join('')}--XX--\r\n`,
        `${MALFORMED_FORM}: too many fields`,
      ],
      [
        'a field over 10 kB',
        `${part('password', 'x'.repeat(11 * 1024))}--XX--\r\n`,
        `${MALFORMED_FORM}: a field is too long`,
      ],
    ])('POST /api/auth multipart with %s', async (_label, body, error) => {
      const res = await rawRequest(target, 'POST', '/api/auth', multipart, body);
      expectOwnWords(res, 400, error);
    });

    it('POST a urlencoded form with more fields than the parser reads', async () => {
      // body-parser's parameterLimit (1000): its own words would be "too many parameters".
      const body = Array.from({ length: 1001 }, (_, i) => `f${i}=x`).join('&');
      const res = await rawRequest(target, 'POST', '/api/contact', form, body);
      expectOwnWords(res, 413, HTTP_ERROR_MESSAGES.tooManyFormFields);
    });

    it('POST /api/auth as a multipart type other than form-data', async () => {
      const res = await rawRequest(
        target,
        'POST',
        '/api/auth',
        { 'Content-Type': 'multipart/mixed; boundary=XX' },
        part('action', 'login'),
      );
      expectOwnWords(res, 415, 'Unsupported media type');
    });

    it.each(['{"name":', '{"a":1,}', "{'a':1}", '\u0000', '{"a":"\\x"}'])(
      'POST malformed JSON %j',
      async (body) => {
        const res = await rawRequest(target, 'POST', '/api/contact', json, body);
        expectOwnWords(res, 400, 'Malformed request body: could not parse JSON');
      },
    );

    const badEncoding = ['a path that is not valid percent-encoding', 400, MALFORMED_URL] as const;
    const noRoute = [
      'the router answers in our words, without echoing the path',
      404,
      NOT_FOUND,
    ] as const;
    it.each([
      ['GET', '/api/%E0', ...badEncoding],
      ['GET', '/api/auth/%E0%A4%A', ...badEncoding],
      ['POST', '/api/contact%FF', ...badEncoding],
      ['GET', '/api/investor-presentation/%C0%AF', ...badEncoding],
      ['PATCH', '/api/contact', ...noRoute],
      ['GET', '/api/nope%3Cscript%3E', ...noRoute],
      ['DELETE', '/api/auth/me', ...noRoute],
    ])('%s %s: %s', async (method, path, _what, status, words) => {
      expectOwnWords(await rawRequest(target, method, path), status, words);
    });

    it('a query string that is not valid percent-encoding is ignored, not an error', async () => {
      const health = await rawRequest(target, 'GET', '/api/health?x=%E0&%FF=1');
      expect(health.status).toBe(200);
      const contact = await rawRequest(target, 'POST', '/api/contact?%E0', json, contactJson);
      expect(contact.status).toBe(200);
    });

    it('random bytes under any encoding and type: JSON answers in our words', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 300 }),
          fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'x-gzip', 'gzip, deflate'),
          fc.constantFrom(
            'application/json',
            'application/x-www-form-urlencoded',
            'multipart/form-data; boundary=XX',
            'multipart/form-data',
          ),
          fc.constantFrom('/api/contact', '/api/presentation-access', '/api/auth'),
          async (bytes, encoding, type, path) => {
            const res = await rawRequest(
              target,
              'POST',
              path,
              { 'Content-Type': type, 'Content-Encoding': encoding },
              Buffer.from(bytes),
            );
            expect(res.status).toBeGreaterThanOrEqual(400);
            expect(res.status).toBeLessThan(500);
            expect(res.headers['content-type']).toMatch(/^application\/json/);
            expect(JSON.parse(res.text)).toEqual({ success: false, error: expect.any(String) });
            expect(res.text).not.toMatch(PARSER_WORDS);
          },
        ),
        { numRuns: RUNS },
      );
    });
  });

  it('left no prototype pollution behind', () => {
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
