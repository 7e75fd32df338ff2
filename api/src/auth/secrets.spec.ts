import {
  ACCESS_CODE_BITS,
  dummySecretHash,
  generateAccessCode,
  generateToken,
  hashSecret,
  hashToken,
  verifySecret,
} from './secrets.js';
import { looksLikeResetToken } from '@gloh/contract/reset-token';
import { RESET_TOKEN_BYTES } from './auth.constants.js';

describe('secrets', () => {
  it('access codes carry at least 80 bits and do not repeat', () => {
    expect(ACCESS_CODE_BITS).toBeGreaterThanOrEqual(80);
    const codes = new Set(Array.from({ length: 2000 }, generateAccessCode));
    expect(codes.size).toBe(2000);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){3}$/);
  });

  it('tokens carry at least 128 bits', () => {
    const token = generateToken(32);
    expect(Buffer.from(token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    expect(generateToken(32)).not.toBe(token);
  });

  it('reset tokens have the shape the site reads from the mailed link', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(looksLikeResetToken(generateToken(RESET_TOKEN_BYTES))).toBe(true);
    }
  });

  it('stores secrets only as argon2id hashes', async () => {
    const code = generateAccessCode();
    const stored = await hashSecret(code);
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(stored).not.toContain(code);
    await expect(verifySecret(stored, code)).resolves.toBe(true);
    await expect(verifySecret(stored, `${code}x`)).resolves.toBe(false);
    await expect(verifySecret('not-a-hash', code)).resolves.toBe(false);
    await expect(verifySecret(await dummySecretHash(), code)).resolves.toBe(false);
  });

  it('hashes tokens deterministically for lookup', () => {
    expect(hashToken('abc')).toBe(hashToken('abc'));
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken('abc')).not.toBe(hashToken('abd'));
  });
});
