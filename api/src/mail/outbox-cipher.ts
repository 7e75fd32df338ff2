import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const FORMAT = 'v1';

/**
 * AES-256-GCM for outbox bodies that carry a secret. The mail's id is the associated data, so
 * a sealed body copied onto another row does not open; the key's fingerprint travels with the
 * text so a changed key is reported as such rather than as a corrupt row.
 */
export class OutboxCipher {
  readonly keyId: string;

  constructor(private readonly key: Buffer) {
    this.keyId = createHash('sha256').update(key).digest('hex').slice(0, 8);
  }

  seal(mailId: string, text: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(mailId));
    const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [FORMAT, this.keyId, iv.toString('base64url'), body.toString('base64url')].join('.');
  }

  open(mailId: string, sealed: string): string {
    const [format, keyId, iv, body] = sealed.split('.');
    if (format !== FORMAT || !iv || !body) throw new Error('not a sealed outbox body');
    if (keyId !== this.keyId) {
      throw new Error(
        `sealed with another key (${keyId}, current ${this.keyId}): restore the OUTBOX_ENCRYPTION_KEY it was queued with`,
      );
    }
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, 'base64url'), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(mailId));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}
