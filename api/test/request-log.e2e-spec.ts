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

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(2);
    const [me, health] = completed;
    expect(me).toMatchObject({
      level: 30,
      reqId: expect.any(Number),
      method: 'GET',
      url: '/api/auth/me?probe=1',
      statusCode: 401,
      responseTime: expect.any(Number),
    });
    expect(health).toMatchObject({ url: '/api/health', statusCode: 200 });
    expect(health!.reqId).not.toEqual(me!.reqId);

    const text = lines.join('');
    for (const leaked of ['secret-session-token', 'secret-bearer', 'probe-agent', 'headers']) {
      expect(text).not.toContain(leaked);
    }
  });
});
