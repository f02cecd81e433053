import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A browser's side of Web Push, for tests: a subscription (P-256 key pair and auth secret, as
 * PushManager.subscribe makes them) on a push service's base URL, and the RFC 8291 decryption the
 * browser does, written here with node:crypto (ECDH, HKDF, AES-128-GCM) and not with the sender's
 * library, so a test that reads a payload proves the sender encrypted it to the standard.
 */
export interface TestPushSubscription {
  token: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The plaintext of one aes128gcm body sent to this subscription. */
  decrypt(body: Buffer): string;
}

export function createTestPushSubscription(pushServiceUrl: string): TestPushSubscription {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const token = randomBytes(18).toString('base64url');
  return {
    token,
    endpoint: `${pushServiceUrl}/push/${token}`,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') },
    decrypt: (body) => decryptAes128gcm(body, ecdh, authSecret).toString('utf8'),
  };
}

/** RFC 8291 section 3.4 and RFC 8188: one record, as Web Push sends it. */
function decryptAes128gcm(body: Buffer, receiver: ReturnType<typeof createECDH>, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const sharedSecret = receiver.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiver.getPublicKey(), senderPublicKey]);
  const ikm = Buffer.from(hkdfSync('sha256', sharedSecret, authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02 followed by zero or more 0x00 of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('Not the last record: the padding delimiter is missing');
  return padded.subarray(0, end);
}
