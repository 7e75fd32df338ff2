import { STAFF_DENIAL_REASONS, STAFF_MESSAGES } from '@gloh/contract/staff';
import {
  callStaffApi,
  getStaff,
  onStaffSignedOut,
  onStaffStepUpRequest,
  postStaffAction,
  requestStaffStepUp,
  sendStaffJson,
  STAFF_STEP_UP_DECLINED,
  staffQueryString,
} from './api-client';

// jsdom has no fetch Response; the client reads only these three members.
const json = (status: number, body: object) =>
  ({ ok: status < 400, status, json: async () => body }) as unknown as Response;

const stepUpRequired = () =>
  json(403, {
    success: false,
    error: STAFF_MESSAGES.stepUpRequired,
    reason: STAFF_DENIAL_REASONS.stepUpRequired,
  });

function answer(...responses: Response[]) {
  const fetchMock = jest.fn(async () => {
    const next = responses.shift();
    if (!next) throw new Error('No more answers');
    return next;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

describe('callStaffApi', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

  it('repeats a call the API refused for a step-up once the member confirmed', async () => {
    const fetchMock = answer(stepUpRequired(), json(200, { success: true, revoked: true }));
    const handle = jest.fn(async () => true);
    cleanups.push(onStaffStepUpRequest(handle));
    const outcome = await sendStaffJson(
      'POST',
      '/api/staff/ir/investors/1/revoke',
      {},
      { stepUpAction: "revoke Ada Lovelace's access" },
    );
    expect(handle).toHaveBeenCalledWith("revoke Ada Lovelace's access");
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(outcome).toMatchObject({ kind: 'ok', body: { revoked: true } });
    const [, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{}');
  });

  it('does not repeat the call when the member declines, and keeps the API’s words', async () => {
    const fetchMock = answer(stepUpRequired());
    cleanups.push(onStaffStepUpRequest(async () => false));
    const outcome = await callStaffApi('/api/staff/members', { method: 'POST' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(outcome).toMatchObject({
      kind: 'failed',
      status: 403,
      body: { error: STAFF_MESSAGES.stepUpRequired, reason: STAFF_STEP_UP_DECLINED },
    });
  });

  it('declines a step-up nobody can answer (a remote run on its own)', async () => {
    await expect(requestStaffStepUp()).resolves.toBe(false);
  });

  it('does not ask for a step-up on a 403 for another reason', async () => {
    answer(json(403, { success: false, error: STAFF_MESSAGES.wrongRole, reason: 'wrong-role' }));
    const handle = jest.fn(async () => true);
    cleanups.push(onStaffStepUpRequest(handle));
    await callStaffApi('/api/staff/ir/access-requests');
    expect(handle).not.toHaveBeenCalled();
  });

  it('tells the shell when the API no longer knows the member', async () => {
    answer(json(401, { success: false, error: STAFF_MESSAGES.notSignedIn }));
    const ended = jest.fn();
    cleanups.push(onStaffSignedOut(ended));
    await callStaffApi('/api/staff/marketing/analytics');
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('asks for JSON', async () => {
    const fetchMock = answer(json(200, { success: true }));
    await callStaffApi('/api/staff/me');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.headers).toMatchObject({ Accept: 'application/json' });
  });
});

describe('getStaff', () => {
  it("GETs the path with the query's set values", async () => {
    const fetchMock = answer(json(200, { success: true }));
    await getStaff('/api/staff/ir/investors', { search: 'ada', status: undefined, offset: 25 });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/staff/ir/investors?search=ada&offset=25');
    expect(init.method).toBeUndefined();
  });
});

describe('postStaffAction', () => {
  it.each([
    ['without a body, as an empty JSON object', undefined, '{}'],
    ['with its JSON body', { notify: true }, '{"notify":true}'],
  ])('POSTs an action %s', async (_case, body, sent) => {
    const fetchMock = answer(json(200, { success: true, email: 'ada@example.com' }));
    const outcome = await postStaffAction('/api/staff/ir/investors/1/reset-link', body);
    expect(outcome).toMatchObject({ kind: 'ok', body: { email: 'ada@example.com' } });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe('/api/staff/ir/investors/1/reset-link');
    expect(init).toMatchObject({ method: 'POST', body: sent });
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });
});

describe('staffQueryString', () => {
  it('leaves out unset values and encodes the rest', () => {
    expect(staffQueryString({ search: 'a&b', status: undefined, offset: 0, sort: '' })).toBe(
      '?search=a%26b&offset=0',
    );
    expect(staffQueryString({})).toBe('');
  });
});
