import { createHash, createPrivateKey, createPublicKey, sign, verify, type KeyObject } from 'node:crypto';
import { KEY_ID_BYTES } from './verify-code';

/** One Ed25519 key pair of RECEIPT_SIGNING_KEY, named by its key id. */
export interface ReceiptKey {
  /** base64url of the first 3 bytes of SHA-256 over the raw public key: what a code carries. */
  id: string;
  idBytes: Buffer;
  privateKey: KeyObject;
  publicKey: KeyObject;
}

export interface ReceiptKeyring {
  /** The first key of the setting: every new code is signed with it. */
  signing: ReceiptKey;
  /** Every key of the setting, the signing one first: each still verifies and is published. */
  keys: ReceiptKey[];
}

/** A published key, as a JWK (RFC 8037: OKP, Ed25519, x = the raw public key in base64url). */
export interface PublishedReceiptKey {
  kid: string;
  alg: 'EdDSA';
  kty: 'OKP';
  crv: 'Ed25519';
  x: string;
  use: 'sig';
}

function keyOf(pkcs8Base64: string): ReceiptKey {
  const privateKey = createPrivateKey({ key: Buffer.from(pkcs8Base64.trim(), 'base64'), format: 'der', type: 'pkcs8' });
  if (privateKey.asymmetricKeyType !== 'ed25519') throw new Error('RECEIPT_SIGNING_KEY holds a key that is not Ed25519');
  const publicKey = createPublicKey(privateKey);
  const raw = Buffer.from(publicKey.export({ format: 'jwk' }).x!, 'base64url');
  const idBytes = createHash('sha256').update(raw).digest().subarray(0, KEY_ID_BYTES);
  return { id: idBytes.toString('base64url'), idBytes, privateKey, publicKey };
}

const keyrings = new Map<string, ReceiptKeyring>();

/** The keys of a RECEIPT_SIGNING_KEY setting ("pkcs8,pkcs8,…"), parsed once per setting. */
export function receiptKeyring(setting: string): ReceiptKeyring {
  let keyring = keyrings.get(setting);
  if (!keyring) {
    const keys = setting
      .split(',')
      .filter((part) => part.trim() !== '')
      .map(keyOf);
    if (keys.length === 0) throw new Error('RECEIPT_SIGNING_KEY names no key');
    keyring = { signing: keys[0]!, keys };
    keyrings.set(setting, keyring);
  }
  return keyring;
}

export function signReceiptBytes(key: ReceiptKey, signed: Buffer): Buffer {
  // Ed25519 hashes the message itself: node:crypto takes `null` for the digest.
  return sign(null, signed, key.privateKey);
}

/** True when one of the keyring's keys, named by the code's key id, signed these bytes. */
export function verifyReceiptBytes(keyring: ReceiptKeyring, keyId: Buffer, signed: Buffer, signature: Buffer): boolean {
  const key = keyring.keys.find((k) => k.idBytes.equals(keyId));
  return key !== undefined && verify(null, signed, key.publicKey, signature);
}

export function publishedKeys(keyring: ReceiptKeyring): PublishedReceiptKey[] {
  return keyring.keys.map((key) => ({
    kid: key.id,
    alg: 'EdDSA',
    kty: 'OKP',
    crv: 'Ed25519',
    x: key.publicKey.export({ format: 'jwk' }).x!,
    use: 'sig',
  }));
}
