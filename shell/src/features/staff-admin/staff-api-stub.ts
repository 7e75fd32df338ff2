/** One request a page sent to the stubbed staff API. */
export interface StaffApiCall {
  method: string;
  url: string;
  body: unknown;
}

export interface StaffApiReply {
  status?: number;
  body: unknown;
}

/**
 * Test helper: replaces fetch (jsdom has none) with `answer`, and returns the list of requests
 * sent, in order. A request `answer` does not know gets a 404.
 */
export function stubStaffApi(answer: (call: StaffApiCall) => StaffApiReply | undefined) {
  const calls: StaffApiCall[] = [];
  const fetchStub = jest.fn((input: string, init: RequestInit = {}) => {
    const call: StaffApiCall = {
      method: init.method ?? 'GET',
      url: String(input),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = answer(call) ?? { status: 404, body: { success: false, error: 'Not stubbed' } };
    const status = reply.status ?? 200;
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      json: () => Promise.resolve(reply.body),
    } as Response);
  });
  Object.assign(globalThis, { fetch: fetchStub });
  return calls;
}

/** The query of a request's URL, as an object. */
export function queryOf(call: StaffApiCall): Record<string, string> {
  return Object.fromEntries(new URL(call.url, 'http://localhost').searchParams);
}
