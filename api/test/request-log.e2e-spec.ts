import request from 'supertest';
import { appForSuite, createTestApp, TEST_ORIGIN } from './support/test-app.js';

describe('request log', () => {
  const lines: string[] = [];
  const t = appForSuite(
    { LOG_LEVEL: 'info' },
    { logDestination: { write: (line) => lines.push(line) } },
  );

  it('writes one line per request with id, method, url, status and duration, and no headers', async () => {
    lines.length = 0;
    await request(t.http)
      .get('/api/auth/me?probe=1')
      .set('Cookie', 'gloh_session=secret-session-token')
      .set('User-Agent', 'probe-agent/1.0')
      .set('Authorization', 'Bearer secret-bearer')
      .set('X-Request-Id', 'client-chosen-id')
      .expect(401);
    await request(t.http).get('/api/health').expect(200);

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const completed = entries.filter((entry) => entry.msg === 'request completed');
    expect(completed).toHaveLength(2);
    const [me, health] = completed;
    expect(me).toMatchObject({
      level: 30,
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'GET',
      url: '/api/auth/me?probe=1',
      statusCode: 401,
      responseTime: expect.any(Number),
    });
    expect(health).toMatchObject({ url: '/api/health', statusCode: 200 });
    expect(health!.reqId).not.toEqual(me!.reqId);

    const text = lines.join('');
    // A client that is not a trusted proxy cannot choose the id of its lines.
    expect(text).not.toContain('client-chosen-id');
    for (const leaked of ['secret-session-token', 'secret-bearer', 'probe-agent', 'headers']) {
      expect(text).not.toContain(leaked);
    }
  });

  it("takes the id the shell's server sent, when it is a trusted proxy, for the response and every line", async () => {
    const behindShell = await createTestApp(
      { LOG_LEVEL: 'info', TRUST_PROXY: 'loopback' },
      { logDestination: { write: (line) => lines.push(line) } },
    );
    try {
      lines.length = 0;
      const response = await request(behindShell.http)
        .post('/api/contact')
        .set('Origin', TEST_ORIGIN)
        .set('X-Request-Id', 'edge-4b1d9')
        .send({ name: 'x' })
        .expect(400);
      expect(response.headers['x-request-id']).toBe('edge-4b1d9');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      expect(entries.length).toBeGreaterThan(0);
      for (const entry of entries) expect(entry.reqId).toBe('edge-4b1d9');
      // One that a log line cannot hold as it is gets replaced, even from a trusted proxy.
      const forged = await request(behindShell.http)
        .get('/api/health')
        .set('X-Request-Id', 'x\ty {"level":60}');
      expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await behindShell.close();
    }
  });
});
