// A software passkey authenticator for tests: real WebAuthn registration and assertion objects,
// signed with node:crypto (ES256, P-256), CBOR-encoded with the WebAuthn library's own encoder.
// It answers options as a browser would (`PublicKeyCredential.toJSON()` shapes).
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array): string => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string): Buffer => createHash('sha256').update(data).digest();

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface SoftPasskey {
  readonly credentialId: Buffer;
  readonly rpId: string;
  readonly userHandle: string;
  readonly privateKey: KeyObject;
  /** The signature counter, moved on by each assertion (0 keeps it at 0, like a synced passkey). */
  counter: number;
}

interface RegistrationOptions {
  readonly challenge: string;
  readonly rp: { readonly id?: string };
  readonly user: { readonly id: string };
}

interface AuthenticationOptions {
  readonly challenge: string;
  readonly rpId?: string;
}

function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

function u32(n: number): Buffer {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(n);
  return out;
}

export class SoftAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  constructor(readonly origin: string, private readonly counting = true) {}

  /** Makes a passkey for the options (`navigator.credentials.create`) and returns the registration response. */
  register(options: RegistrationOptions): Record<string, unknown> {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], [3, -7], [-1, 1], [-2, Buffer.from(jwk.x!, 'base64url')], [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const credentialId = randomBytes(16);
    const passkey: SoftPasskey = { credentialId, rpId, userHandle: options.user.id, privateKey, counter: 0 };
    this.passkeys.push(passkey);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId), Buffer.from([UP | UV | AT]), u32(0), Buffer.alloc(16), idLength, credentialId, Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
    return {
      id: b64(credentialId), rawId: b64(credentialId), type: 'public-key',
      response: {
        clientDataJSON: b64(clientData('webauthn.create', options.challenge, this.origin)),
        attestationObject: b64(attestationObject), transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** Signs the options' challenge with a passkey (`navigator.credentials.get`): the first one, or `which`. */
  assert(options: AuthenticationOptions, which: SoftPasskey | undefined = this.passkeys[0], origin = this.origin): Record<string, unknown> {
    if (!which) throw new Error('no passkey');
    if (this.counting) which.counter += 1;
    const authData = Buffer.concat([sha256(options.rpId ?? which.rpId), Buffer.from([UP | UV]), u32(which.counter)]);
    const data = clientData('webauthn.get', options.challenge, origin);
    const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), which.privateKey);
    return {
      id: b64(which.credentialId), rawId: b64(which.credentialId), type: 'public-key',
      response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature), userHandle: which.userHandle },
      clientExtensionResults: {},
    };
  }
}
