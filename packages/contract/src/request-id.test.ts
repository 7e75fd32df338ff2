import { acceptedRequestId } from './request-id.js';

test('an id a log line can hold as it is', () => {
  for (const id of ['0f8e6a5c-1d2b-4c3a-9e8f-7a6b5c4d3e2f', 'req_01HXYZ', 'edge-1:42', 'a.b']) {
    expect(acceptedRequestId(id)).toBe(id);
  }
});

test('anything else is replaced by a new id', () => {
  for (const value of [
    undefined,
    '',
    'x'.repeat(129),
    'id with spaces',
    'id\nforged line',
    '{"level":50}',
    ['a', 'b'],
  ]) {
    expect(acceptedRequestId(value)).toBeUndefined();
  }
});
