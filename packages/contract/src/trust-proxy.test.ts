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
