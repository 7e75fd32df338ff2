import { jsonBody, mockFetch } from '@gloh/shared/testing/fetch-stub';
import { sendEngagement } from './send-engagement';

const BATCH = { deckVersion: 2, pages: [{ page: 1, views: 1, visibleMs: 1500 }] };
const URL_PATH = '/api/investor-presentation/engagement';

describe('sendEngagement', () => {
  const originalBeacon = navigator.sendBeacon;
  afterEach(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: originalBeacon, configurable: true });
  });

  function stubBeacon(accepts: boolean) {
    const beacon = jest.fn((_url: string, _data: Blob) => accepts);
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    return beacon;
  }

  it('posts the batch as JSON in text/plain with the session cookie while the page stays', async () => {
    const beacon = stubBeacon(true);
    const calls = mockFetch({ status: 204, body: null });
    await expect(sendEngagement(BATCH, false)).resolves.toBe('sent');
    expect(beacon).not.toHaveBeenCalled();
    expect(calls[0]?.url).toBe(URL_PATH);
    expect(calls[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(jsonBody(calls[0])).toEqual(BATCH);
  });

  it('hands the batch to the beacon queue when the page is being left', async () => {
    const beacon = stubBeacon(true);
    const calls = mockFetch({ status: 204, body: null });
    await expect(sendEngagement(BATCH, true)).resolves.toBe('queued');
    expect(calls).toHaveLength(0);
    const [url, blob] = beacon.mock.calls[0] ?? [];
    expect(url).toBe(URL_PATH);
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    // jsdom's Blob has no text(); FileReader reads it the old way.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    expect(JSON.parse(text)).toEqual(BATCH);
  });

  it('falls back to a keepalive fetch when the beacon queue is full', async () => {
    stubBeacon(false);
    const calls = mockFetch({ status: 204, body: null });
    await expect(sendEngagement(BATCH, true)).resolves.toBe('sent');
    expect(calls).toHaveLength(1);
  });

  it.each([
    ['offline', 'network-error' as const, 'retry'],
    ['rate-limited', { status: 429, body: {} }, 'retry'],
    ['a server error', { status: 503, body: {} }, 'retry'],
    ['an ended session', { status: 401, body: {} }, 'dropped'],
    ['a batch the deck refuses', { status: 400, body: {} }, 'dropped'],
  ])('reports %s as %s', async (_name, reply, delivery) => {
    mockFetch(reply);
    await expect(sendEngagement(BATCH, false)).resolves.toBe(delivery);
  });
});
