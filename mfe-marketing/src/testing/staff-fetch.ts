import type { StaffIdentity } from '@gloh/contract/staff';

/** The member the shell hands a staff page in tests. */
export const MARKETING_MEMBER: StaffIdentity = {
  email: 'mia@gloh.example',
  name: 'Mia',
  roles: ['marketing'],
  steppedUpAt: null,
};

/** The parts of a fetch Response the API client reads. */
export function jsonResponse(status: number, body: unknown): Promise<Response> {
  return Promise.resolve({
    ok: status >= 200 && status < 300,
    status,
    json: () => Promise.resolve(body),
  } as Response);
}

/**
 * Replaces the global fetch (jsdom has none) with a mock for the test file; each test queues
 * its answers with mockImplementation(Once) and reads the requests from `mock.calls`.
 */
export function stubFetch(): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  beforeAll(() => Object.assign(globalThis, { fetch: fetchMock }));
  afterEach(() => fetchMock.mockReset());
  return fetchMock;
}

/** The URL of the n-th request (0-based), parsed against the page's origin. */
export function requestUrl(fetchMock: jest.Mock, n: number): URL {
  return new URL(String(fetchMock.mock.calls[n]![0]), 'http://localhost');
}
