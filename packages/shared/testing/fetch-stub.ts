// Test helpers for pages that call the API, staff pages above all, in jsdom (which has no fetch):
// answers shaped like the API's, the requests a page sent, and a staff member to hand a page.
// Not part of the runtime surface.
import type { StaffIdentity, StaffRole } from '@gloh/contract/staff';

const ORIGIN = 'http://localhost';

/** A staff member as the shell hands one to a page, with the given roles. */
export function testStaffMember(
  roles: StaffRole[],
  identity: Partial<Omit<StaffIdentity, 'roles'>> = {},
): StaffIdentity {
  return { email: 'ada@gloh.example', name: 'Ada Lovelace', steppedUpAt: null, ...identity, roles };
}

/** The parts of a fetch Response the API client reads, for a JSON answer. */
export function jsonResponse(status: number, body: unknown): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response);
}

/** The URL of a request a page sent, parsed against the page's origin. */
export function parseRequestUrl(url: string): URL {
  return new URL(url, ORIGIN);
}

/**
 * Replaces the global fetch with a mock for the test file; each test queues its answers with
 * mockImplementation(Once) and reads the requests from `mock.calls`.
 */
export function stubFetch(): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeAll(() => Object.assign(globalThis, { fetch: fetchMock }));
  afterEach(() => fetchMock.mockReset());
  return fetchMock;
}

/** The URL of the n-th request (0-based) a stubFetch mock received. */
export function requestUrl(fetchMock: jest.Mock, n: number): URL {
  return parseRequestUrl(String(fetchMock.mock.calls[n]![0]));
}

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
 * Replaces fetch with `answer`, which replies by method and URL, and returns the list of
 * requests sent, in order. A request `answer` does not know gets a 404.
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
    return jsonResponse(reply.status ?? 200, reply.body);
  });
  Object.assign(globalThis, { fetch: fetchStub });
  return calls;
}

/** The query of a request's URL, as an object. */
export function queryOf(call: { url: string }): Record<string, string> {
  return Object.fromEntries(parseRequestUrl(call.url).searchParams);
}

/** One scripted answer: a JSON reply, or a fetch that fails (offline). */
export type ScriptedReply = { status: number; body: unknown } | 'network-error';

export interface FetchCall {
  url: string;
  init: RequestInit | undefined;
}

/**
 * Replaces fetch with a script of replies, consumed in order; the last one repeats. Returns
 * the recorded calls so tests can check what was sent.
 */
export function mockFetch(...replies: ScriptedReply[]): FetchCall[] {
  const calls: FetchCall[] = [];
  let index = 0;
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(input), init });
    const reply = replies[Math.min(index, replies.length - 1)];
    index += 1;
    if (reply === undefined || reply === 'network-error') throw new TypeError('Failed to fetch');
    return jsonResponse(reply.status, reply.body);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

/** The JSON body a request sent. */
export function jsonBody(call: FetchCall | undefined): unknown {
  return JSON.parse(String(call?.init?.body));
}
