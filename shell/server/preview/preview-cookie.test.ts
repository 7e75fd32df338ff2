import {
  clearedPreviewCookie,
  previewCookie,
  previewSecret,
  readCookie,
  signPreview,
  verifyPreview,
} from './preview-cookie.js';

const SECRET = 'a-preview-secret-of-at-least-thirty-two-characters';
const NOW = 1_800_000_000;
const preview = { remote: 'marketing', release: 'a1b2c3d4e5f6', expires: NOW + 3600 };

test('a preview signed with the secret reads back until it expires', () => {
  const value = signPreview(preview, SECRET);
  expect(verifyPreview(value, SECRET, NOW)).toEqual(preview);
  expect(verifyPreview(value, SECRET, NOW + 3599)).toEqual(preview);
  expect(verifyPreview(value, SECRET, NOW + 3600)).toBeUndefined();
});

test('a tampered, forged or malformed cookie is worth nothing', () => {
  const value = signPreview(preview, SECRET);
  const [payload, signature] = value.split('.') as [string, string];
  // Another release, with the signature of the first.
  const otherPayload = Buffer.from(JSON.stringify({ ...preview, release: 'other' })).toString(
    'base64url',
  );
  expect(verifyPreview(`${otherPayload}.${signature}`, SECRET, NOW)).toBeUndefined();
  // A later expiry, likewise.
  const longer = Buffer.from(JSON.stringify({ ...preview, expires: NOW + 99_999 })).toString(
    'base64url',
  );
  expect(verifyPreview(`${longer}.${signature}`, SECRET, NOW)).toBeUndefined();
  // Signed with another secret.
  expect(verifyPreview(signPreview(preview, `${SECRET}-not-ours`), SECRET, NOW)).toBeUndefined();
  // One character of the signature changed.
  const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
  expect(verifyPreview(`${payload}.${flipped}`, SECRET, NOW)).toBeUndefined();
  for (const junk of [undefined, '', payload, `${payload}.`, `${value}.x`, 'a.b']) {
    expect(verifyPreview(junk, SECRET, NOW)).toBeUndefined();
  }
  // Signed by us but naming something that is no release: never used as a URL segment.
  const odd = signPreview({ ...preview, release: '../../etc' }, SECRET);
  expect(verifyPreview(odd, SECRET, NOW)).toBeUndefined();
});

test('the cookie is HttpOnly, SameSite=Lax, for the whole site, and short-lived', () => {
  expect(previewCookie('v', false)).toBe(
    'gloh_preview=v; Path=/; Max-Age=3600; HttpOnly; SameSite=Lax',
  );
  expect(previewCookie('v', true)).toMatch(/; Secure$/);
  expect(clearedPreviewCookie(false)).toBe(
    'gloh_preview=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
  );
  expect(readCookie('a=1; gloh_preview=xyz.abc; b=2', 'gloh_preview')).toBe('xyz.abc');
  expect(readCookie('a=1', 'gloh_preview')).toBeUndefined();
});

test('without a secret previews are off; a short one is refused', () => {
  expect(previewSecret(undefined)).toBeUndefined();
  expect(previewSecret('  ')).toBeUndefined();
  expect(() => previewSecret('short')).toThrow('at least 32 characters');
  expect(previewSecret(SECRET)).toBe(SECRET);
});
