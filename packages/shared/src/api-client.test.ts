/** @jest-environment node */
import { callApi, postJson } from './api-client';

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
