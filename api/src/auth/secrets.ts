import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane).
const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Crockford base32: no I, L, O or U, so a code read aloud or retyped is unambiguous. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_GROUPS = 4;
const CODE_GROUP_LENGTH = 5;
/** 20 symbols of 5 bits: 100 bits from the CSPRNG, above the 80-bit floor. */
export const ACCESS_CODE_BITS = CODE_GROUPS * CODE_GROUP_LENGTH * 5;

export function generateAccessCode(): string {
  const groups: string[] = [];
  for (let g = 0; g < CODE_GROUPS; g += 1) {
    let group = '';
    for (let i = 0; i < CODE_GROUP_LENGTH; i += 1)
      group += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
    groups.push(group);
  }
  return groups.join('-');
}

export function generateToken(bytes: number): string {
  return randomBytes(bytes).toString('base64url');
}

/** Tokens carry 256 random bits, so a fast hash is enough to make a database leak useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2_OPTIONS);
}

export async function verifySecret(storedHash: string, secret: string): Promise<boolean> {
  try {
    return await verify(storedHash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Verified against when the email is unknown, so both failures cost the same time. */
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret(generateAccessCode());
  return dummyHash;
}
