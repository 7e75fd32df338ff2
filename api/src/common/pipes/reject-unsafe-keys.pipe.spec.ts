import { BadRequestException } from '@nestjs/common';
import { findUnsafeKey, RejectUnsafeKeysPipe } from './reject-unsafe-keys.pipe.js';

describe('RejectUnsafeKeysPipe', () => {
  const pipe = new RejectUnsafeKeysPipe();

  it('passes ordinary bodies through untouched', () => {
    const body = { name: 'Ada', nested: { list: [1, { ok: true }] } };
    expect(pipe.transform(body)).toBe(body);
  });

  it('finds __proto__ as parsed from JSON, at any depth', () => {
    expect(findUnsafeKey(JSON.parse('{"__proto__":{"x":1}}'))).toBe('__proto__');
    expect(findUnsafeKey(JSON.parse('{"a":[{"b":{"constructor":{}}}]}'))).toBe('constructor');
    expect(() => pipe.transform(JSON.parse('{"a":{"prototype":1}}'))).toThrow(BadRequestException);
  });
});
