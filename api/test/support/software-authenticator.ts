import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64url = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;
const COSE = { kty: 1, alg: 3, crv: -1, x: -2, y: -3 } as const;
const COSE_EC2 = 2;
const COSE_ES256 = -7;
const COSE_P256 = 1;

/** What a ceremony may get wrong on purpose. */
export interface CeremonyTweaks {
  origin?: string;
  rpId?: string;
  userVerified?: boolean;
  /** The signature counter to report (default: one more than last time). */
  counter?: number;
  /** Sign a challenge other than the one the options carried. */
  challenge?: string;
}

/**
 * A passkey authenticator in software, for the API tests: a P-256 key, `none` attestation,
 * authenticator data and CBOR built by hand, as a browser's navigator.credentials would answer
 * (the JSON @simplewebauthn/browser sends).
 */
export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(16);
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  private userHandle?: string;
  counter = 0;

  constructor(
    private readonly origin: string,
    private readonly rpId = new URL(origin).hostname,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    this.privateKey = privateKey;
    this.publicKey = publicKey;
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private authenticatorData(flags: number, counter: number, rpId: string, attested?: Buffer) {
    const counterBytes = Buffer.alloc(4);
    counterBytes.writeUInt32BE(counter);
    return Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      counterBytes,
      attested ?? Buffer.alloc(0),
    ]);
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private cosePublicKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [COSE.kty, COSE_EC2],
        [COSE.alg, COSE_ES256],
        [COSE.crv, COSE_P256],
        [COSE.x, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [COSE.y, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  private flags(tweaks: CeremonyTweaks): number {
    return FLAG_USER_PRESENT | (tweaks.userVerified === false ? 0 : FLAG_USER_VERIFIED);
  }

  /** navigator.credentials.create(): the registration response for these creation options. */
  create(
    options: { challenge: string; user: { id: string } },
    tweaks: CeremonyTweaks = {},
  ): Record<string, unknown> {
    this.userHandle = options.user.id;
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const attested = Buffer.concat([
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(this.cosePublicKey()),
    ]);
    const authData = this.authenticatorData(
      this.flags(tweaks) | FLAG_ATTESTED_CREDENTIAL,
      tweaks.counter ?? this.counter,
      tweaks.rpId ?? this.rpId,
      attested,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as never,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(
          this.clientData(
            'webauthn.create',
            tweaks.challenge ?? options.challenge,
            tweaks.origin ?? this.origin,
          ),
        ),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get(): an assertion for these request options. */
  get(options: { challenge: string }, tweaks: CeremonyTweaks = {}): Record<string, unknown> {
    const counter = tweaks.counter ?? this.counter + 1;
    if (tweaks.counter === undefined) this.counter = counter;
    const authData = this.authenticatorData(this.flags(tweaks), counter, tweaks.rpId ?? this.rpId);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? this.origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientDataJSON)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
