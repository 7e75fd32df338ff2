import { addressKey } from './address-key.js';

describe('addressKey', () => {
  it('keeps an IPv4 address as it is', () => {
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', () => {
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
    expect(addressKey('0:0:0:0:0:ffff:c633:6407')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64', () => {
    expect(addressKey('2001:db8:0:1::7')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:1:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8:0:2::7')).toBe('2001:db8:0:2::/64');
  });

  it('gives every spelling of one /64 the same key', () => {
    const spellings = [
      '2001:0db8:0000:0001:0000:0000:0000:0001',
      '2001:DB8:0:1::1',
      '2001:db8::1:0:0:0:1',
      '2001:db8:0:1:0:0:0.0.0.1',
      'fe80::1%eth0',
    ].map(addressKey);
    expect(new Set(spellings.slice(0, 4))).toEqual(new Set(['2001:db8:0:1::/64']));
    expect(spellings[4]).toBe('fe80:0:0:0::/64');
  });

  it('puts the IPv6 loopback and unspecified addresses in the zero /64', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('::')).toBe('0:0:0:0::/64');
  });

  it('keeps what is not an address as it is', () => {
    expect(addressKey(undefined)).toBe('');
    expect(addressKey('')).toBe('');
    expect(addressKey('not-an-address')).toBe('not-an-address');
    expect(addressKey('2001:db8::1::2')).toBe('2001:db8::1::2');
  });
});
