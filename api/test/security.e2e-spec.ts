import { sql } from 'drizzle-orm';
import request from 'supertest';
import { rowsOf } from '../src/database/database.js';
import { appForSuite, createTestApp, TEST_ORIGIN } from './support/test-app.js';
import { setCookieHeader } from './support/http.js';
import { accessRequestOf, approvedInvestor } from './support/investors.js';

const CONTACT = { name: 'Ada', email: 'ada@example.com', message: 'Hello' };
let ipCounter = 1;
/** Each case gets its own client address (through the trusted loopback proxy) and so its own rate-limit bucket. */
const nextIp = () => `198.51.100.${ipCounter++}`;

describe('security (e2e)', () => {
  const t = appForSuite({
    // As behind the shell's server on the same host (npm start), which sets X-Forwarded-*.
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_LOGIN_EMAIL_IP_LIMIT: '3',
    RATE_LIMIT_LOGIN_IP_LIMIT: '5',
    RATE_LIMIT_CONTACT_IP_LIMIT: '2',
    ALLOWED_ORIGINS: 'http://localhost:3000,https://gloh.example',
  });

  const post = (path: string, ip = nextIp()) =>
    request(t.http).post(path).set('X-Forwarded-For', ip);

  describe('request bodies', () => {
    it('sends helmet headers', async () => {
      const res = await request(t.http).get('/api/health').expect(200);
      expect(res.body).toEqual({ status: 'ok', database: 'up' });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'none';frame-ancestors 'none'",
      );
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('sends HSTS only over HTTPS as a trusted proxy says it, never upgrade-insecure-requests', async () => {
      const plain = await request(t.http).get('/api/health').expect(200);
      expect(plain.headers['strict-transport-security']).toBeUndefined();
      expect(plain.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
      const https = await request(t.http)
        .get('/api/health')
        .set('X-Forwarded-Proto', 'https')
        .expect(200);
      expect(https.headers['strict-transport-security']).toBe(
        'max-age=63072000; includeSubDomains',
      );
      expect(https.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
      // Errors too: the header is set before routing.
      const missing = await request(t.http)
        .get('/api/no-such-route')
        .set('X-Forwarded-Proto', 'https')
        .expect(404);
      expect(missing.headers['strict-transport-security']).toBeDefined();

      // From a peer that is not a trusted proxy, X-Forwarded-Proto is the client's own claim.
      const direct = await createTestApp();
      try {
        const claimed = await request(direct.http)
          .get('/api/health')
          .set('X-Forwarded-Proto', 'https')
          .expect(200);
        expect(claimed.headers['strict-transport-security']).toBeUndefined();
      } finally {
        await direct.close();
      }
    });

    it('answers 413 for JSON bodies over 100 kB', async () => {
      const res = await post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(JSON.stringify({ ...CONTACT, message: 'x'.repeat(101 * 1024) }))
        .expect(413);
      expect(res.body).toEqual({ success: false, error: 'Request body is too large' });
    });

    it('answers 400 for malformed JSON without echoing it', async () => {
      const res = await post('/api/contact')
        .set('Content-Type', 'application/json')
        .send('{"name": secret')
        .expect(400);
      expect(res.body).toEqual({
        success: false,
        error: 'Malformed request body: could not parse JSON',
      });
    });

    it('refuses __proto__ and constructor keys', async () => {
      for (const body of [
        '{"__proto__":{"isAdmin":true},"name":"a","email":"a@b.co","message":"m"}',
        '{"name":"a","email":"a@b.co","message":"m","constructor":{"prototype":{"x":1}}}',
      ]) {
        const res = await post('/api/contact')
          .set('Content-Type', 'application/json')
          .send(body)
          .expect(400);
        expect(res.body.success).toBe(false);
        expect(res.body.error).toMatch(/forbidden property name/);
      }
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    });

    it('names wrong, missing and extra fields', async () => {
      const wrong = await post('/api/contact')
        .send({ name: 42, email: 'not-an-email', message: ['x'] })
        .expect(400);
      expect(wrong.body.error).toMatch(/name must be a string/);
      expect(wrong.body.error).toMatch(/email: Please enter a valid email address\./);
      expect(wrong.body.error).toMatch(/message must be a string/);
      const missing = await post('/api/presentation-access')
        .send({ name: 'Ada', email: 'ada@example.com' })
        .expect(400);
      expect(missing.body.error).toMatch(/companyName/);
      expect(missing.body.error).toMatch(/phoneNumber/);
      const extra = await post('/api/contact')
        .send({ ...CONTACT, role: 'admin' })
        .expect(400);
      expect(extra.body).toEqual({
        success: false,
        error: 'Invalid request: property role should not exist',
      });
      const action = await post('/api/auth').send({ action: 'sudo' }).expect(400);
      expect(action.body.error).toMatch(/action must be one of login, reset-password/);
    });

    it('answers unknown routes with a JSON 404 and never serves the deck publicly', async () => {
      for (const path of [
        '/api/nope',
        '/gloh-investor-presentation.pdf',
        '/assets/gloh-investor-presentation.pdf',
      ]) {
        const res = await request(t.http).get(path).expect(404);
        expect(res.body.success).toBe(false);
      }
      await request(t.http).get('/api/investor-presentation/download').expect(401);
    });

    it('keeps the OpenAPI document off unless API_DOCS (or development) turns it on', async () => {
      for (const path of ['/api/docs', '/api/docs-json']) {
        const res = await request(t.http).get(path).expect(404);
        expect(res.body).toEqual({ success: false, error: 'Not found' });
      }
      const docs = await createTestApp({ API_DOCS: 'true' });
      try {
        const page = await request(docs.http)
          .get('/api/docs')
          .expect(200)
          .expect('Content-Type', /html/);
        // Swagger UI's own scripts, styles and images, under a page's policy; not the API's 'none'.
        const csp = String(page.headers['content-security-policy']);
        expect(csp).toMatch(/script-src 'self'/);
        expect(csp).not.toMatch(/default-src 'none'|upgrade-insecure-requests/);
        expect(page.text).not.toMatch(/<script>(?!\s*<\/script>)/);
        const assets = [...page.text.matchAll(/(?:src|href)="([^"]+\.(?:js|css))"/g)];
        expect(assets.length).toBeGreaterThan(0);
        for (const [, href] of assets) {
          const path = new URL(href!, 'http://api.example/api/docs').pathname;
          await request(docs.http).get(path).expect(200);
        }
        const json = await request(docs.http).get('/api/docs-json').expect(200);
        expect(json.headers['content-security-policy']).toMatch(/default-src 'none'/);
        const doc = await request(docs.http).get('/api/docs-json').expect(200);
        expect(Object.keys(doc.body.paths)).toEqual(
          expect.arrayContaining([
            '/api/contact',
            '/api/presentation-access',
            '/api/auth',
            '/api/auth/me',
            '/api/auth/logout',
            '/api/investor-presentation',
          ]),
        );
      } finally {
        await docs.close();
      }
    });
  });

  describe('origin check', () => {
    it('refuses state-changing requests from a foreign origin', async () => {
      for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
        const res = await post('/api/contact').set('Origin', origin).send(CONTACT).expect(403);
        expect(res.body).toEqual({ success: false, error: 'Cross-origin request refused' });
      }
      await post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    });

    it('keeps mail in the outbox when no SMTP server is configured', async () => {
      await post('/api/contact')
        .send({ ...CONTACT, message: 'kept-in-outbox' })
        .expect(200);
      const result = await t.db.execute(
        sql`SELECT status, attempts FROM mail_outbox WHERE text_body LIKE '%kept-in-outbox%'`,
      );
      expect(rowsOf(result)).toEqual([{ status: 'pending', attempts: 0 }]);
    });

    it('accepts the site origins and requests without an Origin header', async () => {
      await post('/api/contact').set('Origin', TEST_ORIGIN).send(CONTACT).expect(200);
      await post('/api/contact').set('Origin', 'https://gloh.example').send(CONTACT).expect(200);
      await post('/api/contact').send(CONTACT).expect(200);
      await request(t.http).get('/api/health').set('Origin', 'https://evil.example').expect(200);
    });
  });

  describe('sessions and login', () => {
    let email = '';
    let accessCode = '';

    beforeAll(async () => {
      const katherine = accessRequestOf('Katherine Johnson', 'katherine@example.com');
      ({ email, accessCode } = await approvedInvestor(t, katherine, {
        'X-Forwarded-For': nextIp(),
      }));
    });

    it('marks the cookie Secure when the (trusted) proxy says https', async () => {
      const res = await post('/api/auth')
        .set('X-Forwarded-Proto', 'https')
        .send({ action: 'login', email, accessCode })
        .expect(200);
      expect(setCookieHeader(res, '__Host-gloh_session')).toMatch(/; Secure/);
    });

    it('takes similar time for an unknown email and a wrong code', async () => {
      const time = async (body: object) => {
        const started = process.hrtime.bigint();
        await post('/api/auth').send(body).expect(401);
        return Number(process.hrtime.bigint() - started) / 1e6;
      };
      const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
      const wrong: number[] = [];
      const unknown: number[] = [];
      // Five of each, interleaved: a median of five shrugs off a stall of the host in one or two
      // requests (a median of two is their maximum). Five failures stay within the login delay's
      // free attempts for this email, so no delay is added to the wrong codes.
      for (let i = 0; i < 5; i += 1) {
        wrong.push(await time({ action: 'login', email, accessCode: `wrong-${i}` }));
        unknown.push(
          await time({ action: 'login', email: `ghost${i}@example.com`, accessCode: 'wrong' }),
        );
      }
      // Without the dummy argon2 verification an unknown email answers several times faster.
      expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
    });

    it('rate limits login per email from one client address, with Retry-After', async () => {
      const target = 'target@example.com';
      const ip = nextIp();
      for (let i = 0; i < 3; i += 1)
        await post('/api/auth', ip)
          .send({ action: 'login', email: target, accessCode: 'x' })
          .expect(401);
      const limited = await post('/api/auth', ip)
        .send({ action: 'login', email: target, accessCode: 'x' })
        .expect(429);
      expect(limited.body).toEqual({
        success: false,
        error: 'Too many requests. Please try again later.',
      });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      // Another address may still try that email: failures elsewhere never lock its owner out.
      await post('/api/auth').send({ action: 'login', email: target, accessCode: 'x' }).expect(401);
    });

    it('rate limits login per client address across emails', async () => {
      const ip = nextIp();
      for (let i = 0; i < 5; i += 1) {
        await post('/api/auth', ip)
          .send({ action: 'login', email: `spray${i}@example.com`, accessCode: 'x' })
          .expect(401);
      }
      const limited = await post('/api/auth', ip)
        .send({ action: 'login', email: 'spray9@example.com', accessCode: 'x' })
        .expect(429);
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it('rate limits contact messages per client address', async () => {
      const ip = nextIp();
      await post('/api/contact', ip).send(CONTACT).expect(200);
      await post('/api/contact', ip).send(CONTACT).expect(200);
      const limited = await post('/api/contact', ip).send(CONTACT).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      await post('/api/contact').send(CONTACT).expect(200);
    });
  });
});
