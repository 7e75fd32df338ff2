import { randomBytes } from 'node:crypto';
import { OutboxCipher } from './outbox-cipher.js';

describe('OutboxCipher', () => {
  const cipher = new OutboxCipher(randomBytes(32));
  const id = '8f0c5a0e-6f0e-4a52-9a57-1d1f0f0b2c11';

  it('seals a body so that it opens only for its own row', () => {
    const sealed = cipher.seal(id, 'Access code: ABCDE-FGHJK');
    expect(sealed).not.toContain('ABCDE');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(cipher.seal(id, 'Access code: ABCDE-FGHJK')).not.toBe(sealed);
    expect(cipher.open(id, sealed)).toBe('Access code: ABCDE-FGHJK');
    expect(() => cipher.open('another-row', sealed)).toThrow();
  });

  it('refuses a tampered body and names a changed key', () => {
    const sealed = cipher.seal(id, 'Reset link');
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    expect(() => cipher.open(id, tampered)).toThrow();
    expect(() => new OutboxCipher(randomBytes(32)).open(id, sealed)).toThrow(/another key/);
  });
});
