import request from 'supertest';
import { createTestApp, type TestApp } from './support/test-app.js';

describe('request log', () => {
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      { LOG_LEVEL: 'info' },
      { logDestination: { write: (line) => lines.push(line) } },
    );
  });
  afterAll(() => t.close());

  it('writes one line per request with id, method, url, status and duration, and no headers', async () => {
    lines.length = 0;
    await request(t.http)
      .get('/api/auth/me?probe=1')
      .set('Cookie', 'gloh_session=secret-session-token')
      .set('User-Agent', 'probe-agent/1.0')
      .set('Authorization', 'Bearer secret-bearer')
      .expect(401);
    await request(t.http).get('/api/health').expect(200);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, any>);
    const completed = entries.filter((entry) => entry.res);
    expect(completed).toHaveLength(2);
    const [me, health] = completed;
    expect(me!.req).toEqual({ id: expect.anything(), method: 'GET', url: '/api/auth/me?probe=1' });
    expect(me!.res).toEqual({ statusCode: 401 });
    expect(me!.responseTime).toEqual(expect.any(Number));
    expect(health!.req.url).toBe('/api/health');
    expect(health!.req.id).not.toEqual(me!.req.id);

    const text = lines.join('');
    for (const leaked of ['secret-session-token', 'secret-bearer', 'probe-agent', 'headers']) {
      expect(text).not.toContain(leaked);
    }
  });
});
