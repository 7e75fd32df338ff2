import request from 'supertest';
import { sql } from 'drizzle-orm';
import { freePort } from './support/processes.js';
import { appForSuite, TEST_ORIGIN } from './support/test-app.js';

describe('operations port: metrics and probes', () => {
  let port: number;
  beforeAll(async () => {
    port = await freePort();
  });
  const t = appForSuite(() => ({ METRICS_PORT: String(port), RATE_LIMIT_CONTACT_IP_LIMIT: '1' }));
  const operations = () => `http://127.0.0.1:${port}`;

  async function scrape(): Promise<string> {
    const response = await fetch(`${operations()}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    return response.text();
  }

  it('counts latency per route pattern, and the refusals of the limits', async () => {
    await request(t.http).get('/api/health').expect(200);
    await request(t.http).get('/api/no/such/route').expect(404);
    await request(t.http).get('/outside/the/api').expect(404);
    const contact = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      message: 'A message long enough for the form.',
    };
    await request(t.http).post('/api/contact').set('Origin', TEST_ORIGIN).send(contact);
    await request(t.http).post('/api/contact').set('Origin', TEST_ORIGIN).send(contact).expect(429);
    const text = await scrape();
    expect(text).toMatch(
      /gloh_api_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} 1\b/,
    );
    expect(text).toMatch(/gloh_api_request_duration_seconds_count\{[^}]*route="\(unmatched\)"/);
    // Unknown paths never become series of their own.
    expect(text).not.toContain('/api/no/such/route');
    expect(text).not.toContain('/outside/the/api');
    expect(text).toMatch(/gloh_api_rate_limit_refusals_total\{route="\/api\/contact"\} 1\b/);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('reads the outbox depth from the database when scraped', async () => {
    const before = /gloh_api_outbox_mails\{status="failed"\} (\d+)/.exec(await scrape());
    expect(before).not.toBeNull();
    await t.db.execute(sql`
      INSERT INTO mail_outbox (to_address, subject, text_body, status, attempts, last_error)
      VALUES ('ops@example.com', 'Undeliverable', 'x', 'failed', 16, 'refused')`);
    const after = /gloh_api_outbox_mails\{status="failed"\} (\d+)/.exec(await scrape());
    expect(Number(after![1])).toBe(Number(before![1]) + 1);
  });

  it('is alive and ready while the database answers', async () => {
    expect((await fetch(`${operations()}/livez`)).status).toBe(200);
    const ready = await fetch(`${operations()}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready', database: 'up' });
    expect((await fetch(`${operations()}/nope`)).status).toBe(404);
  });

  it('is not served on the public port', async () => {
    for (const path of ['/metrics', '/livez', '/readyz', '/api/metrics']) {
      const response = await request(t.http).get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('gloh_api_');
    }
  });
});
