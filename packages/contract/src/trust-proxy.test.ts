import { parseTrustProxy } from './trust-proxy.js';

describe('parseTrustProxy', () => {
  it('is off unless set', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy(' false ')).toBe(false);
  });

  it('names the proxies it trusts', () => {
    expect(parseTrustProxy('loopback, 10.0.0.0/8,')).toEqual(['loopback', '10.0.0.0/8']);
  });

  it('refuses any peer and hop counts: a client could pick its own address', () => {
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY="true" is refused/);
    expect(() => parseTrustProxy('2')).toThrow(/TRUST_PROXY="2" is refused/);
  });
});

describe('parseTrustProxy entries', () => {
  it('takes addresses, ranges and the named ranges', () => {
    expect(parseTrustProxy('uniquelocal, 172.18.0.3, fd00::/8, 10.0.0.0/255.0.0.0, ::1')).toEqual([
      'uniquelocal',
      '172.18.0.3',
      'fd00::/8',
      '10.0.0.0/255.0.0.0',
      '::1',
    ]);
  });

  it('names an entry that is not an address or a range', () => {
    expect(() => parseTrustProxy('loopback, the-shell')).toThrow(
      /TRUST_PROXY entry "the-shell" is not an address/,
    );
    expect(() => parseTrustProxy('10.0.0.0/8/1')).toThrow(/"10\.0\.0\.0\/8\/1"/);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/"10\.0\.0\.0\/33"/);
    expect(() => parseTrustProxy('300.1.1.1')).toThrow(/"300\.1\.1\.1"/);
  });
});
