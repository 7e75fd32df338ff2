/** One scripted answer of the mocked API: a JSON reply, or a fetch that fails (offline). */
export type ScriptedReply = { status: number; body: unknown } | 'network-error';

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

/**
 * Replaces window.fetch with a script of replies, consumed in order; the last one repeats.
 * Returns the recorded calls so tests can check what was sent.
 */
export function mockFetch(...replies: ScriptedReply[]): FetchCall[] {
  const calls: FetchCall[] = [];
  let index = 0;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const reply = replies[Math.min(index, replies.length - 1)];
    index += 1;
    if (reply === undefined || reply === 'network-error') throw new TypeError('Failed to fetch');
    return {
      ok: reply.status >= 200 && reply.status < 300,
      status: reply.status,
      json: async () => reply.body,
    } as Response;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

export function jsonBody(call: FetchCall | undefined): unknown {
  return JSON.parse(String(call?.init?.body));
}
