import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Card numbers at rest: AES-256-GCM under a key with an id (the id is stored beside the ciphertext,
 * so keys rotate: new cards use the current key, old ones still open with theirs), and a keyed
 * fingerprint (HMAC-SHA-256) that finds the same card twice without keeping the number in the clear.
 * The CVV never reaches this file.
 */
export interface CardKeys {
  /** Key ids to 32-byte keys; `currentKeyId` encrypts, every listed key decrypts. */
  keys: ReadonlyMap<string, Buffer>;
  currentKeyId: string;
  fingerprintKey: Buffer;
}

export interface SealedCardNumber {
  keyId: string;
  /** base64url(iv).base64url(tag).base64url(ciphertext) */
  sealed: string;
}

export class CardVault {
  constructor(private readonly config: CardKeys) {
    for (const [id, key] of config.keys) if (key.length !== 32) throw new Error(`Card key ${id} must be 32 bytes`);
    if (!config.keys.has(config.currentKeyId)) throw new Error(`The current card key ${config.currentKeyId} is not among the keys`);
    if (config.fingerprintKey.length < 32) throw new Error('The card fingerprint key must be at least 32 bytes');
  }

  seal(cardNumber: string): SealedCardNumber {
    const keyId = this.config.currentKeyId;
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.config.keys.get(keyId)!, iv);
    // The key id is authenticated data: a ciphertext moved under another key id fails to open.
    cipher.setAAD(Buffer.from(keyId));
    const ciphertext = Buffer.concat([cipher.update(cardNumber, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((b) => b.toString('base64url'));
    return { keyId, sealed: parts.join('.') };
  }

  open({ keyId, sealed }: SealedCardNumber): string {
    const key = this.config.keys.get(keyId);
    if (!key) throw new Error(`Card key ${keyId} is not configured`);
    const [iv, tag, ciphertext] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !ciphertext) throw new Error('Malformed sealed card number');
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(keyId));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  }

  fingerprint(cardNumber: string): string {
    return createHmac('sha256', this.config.fingerprintKey).update(cardNumber).digest('base64url');
  }
}

/**
 * Reads CARD_ENCRYPTION_KEYS ("id:base64key,id2:base64key2", the first is current) and
 * CARD_FINGERPRINT_KEY (base64). Throws a readable error on a malformed value.
 */
export function parseCardKeys(keysValue: string, fingerprintValue: string): CardKeys {
  const keys = new Map<string, Buffer>();
  let currentKeyId: string | undefined;
  for (const entry of keysValue
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{1,32}):(.+)$/.exec(entry);
    if (!match) throw new Error('CARD_ENCRYPTION_KEYS must be id:base64key pairs separated by commas');
    const key = Buffer.from(match[2]!, 'base64');
    if (key.length !== 32) throw new Error(`CARD_ENCRYPTION_KEYS: key ${match[1]} must be 32 bytes of base64`);
    keys.set(match[1]!, key);
    currentKeyId ??= match[1]!;
  }
  if (!currentKeyId) throw new Error('CARD_ENCRYPTION_KEYS is empty');
  const fingerprintKey = Buffer.from(fingerprintValue, 'base64');
  if (fingerprintKey.length < 32) throw new Error('CARD_FINGERPRINT_KEY must be at least 32 bytes of base64');
  return { keys, currentKeyId, fingerprintKey };
}
