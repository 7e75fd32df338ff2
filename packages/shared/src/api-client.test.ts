/** @jest-environment node */
import { callApi, logOut, postJson } from './api-client';
import { onSessionChange } from './session-events';

function mockFetch(implementation: typeof fetch) {
  globalThis.fetch = jest.fn(implementation) as unknown as typeof fetch;
}

describe('callApi', () => {
  it('reports success only when the status and the body agree', async () => {
    mockFetch(
      async () => new Response(JSON.stringify({ success: true, message: 'ok' }), { status: 200 }),
    );
    await expect(postJson('/api/contact', {})).resolves.toMatchObject({
      kind: 'ok',
      body: { message: 'ok' },
    });
    mockFetch(
      async () => new Response(JSON.stringify({ success: false, error: 'No' }), { status: 200 }),
    );
    await expect(callApi('/api/x')).resolves.toMatchObject({
      kind: 'failed',
      body: { error: 'No' },
    });
  });

  it('keeps the server error of a 4xx and survives a body that is not JSON', async () => {
    mockFetch(
      async () =>
        new Response(JSON.stringify({ success: false, error: 'Too many' }), { status: 429 }),
    );
    await expect(callApi('/api/x')).resolves.toMatchObject({
      kind: 'failed',
      status: 429,
      body: { error: 'Too many' },
    });
    mockFetch(async () => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(callApi('/api/x')).resolves.toEqual({
      kind: 'failed',
      status: 502,
      body: { success: false },
    });
  });

  it('tells a network failure apart', async () => {
    mockFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callApi('/api/x')).resolves.toEqual({ kind: 'network-error' });
  });
});

describe('logOut', () => {
  // Announcements go through `window`; in Node an EventTarget stands in for it.
  beforeEach(() => {
    (globalThis as { window?: EventTarget }).window = new EventTarget();
  });
  afterEach(() => {
    delete (globalThis as { window?: EventTarget }).window;
  });

  it('asks the API to end the session and tells the site, even when the call fails', async () => {
    for (const answer of [
      async () => new Response(JSON.stringify({ success: true }), { status: 200 }),
      async (): Promise<Response> => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const requests: Array<{ url: string; method?: string }> = [];
      mockFetch(async (url, init) => {
        requests.push({ url: String(url), method: init?.method });
        return answer();
      });
      let announced = 0;
      const stop = onSessionChange(() => (announced += 1));
      await logOut();
      stop();
      expect(requests).toEqual([{ url: '/api/auth/logout', method: 'POST' }]);
      expect(announced).toBe(1);
    }
  });
});
