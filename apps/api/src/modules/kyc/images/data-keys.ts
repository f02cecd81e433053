/**
 * The data-at-rest keys of the configuration: AES-256 keys with ids (the first is current, every one
 * still opens what it sealed) and an HMAC key. Identity photos are sealed under keys stretched from
 * these (image-vault.ts); the USSD PIN pepper is derived from the HMAC key. No card number is kept.
 */
export interface DataKeys {
  /** Key ids to 32-byte keys; `currentKeyId` encrypts, every listed key decrypts. */
  keys: ReadonlyMap<string, Buffer>;
  currentKeyId: string;
  fingerprintKey: Buffer;
}

/**
 * Reads DATA_ENCRYPTION_KEYS ("id:base64key,id2:base64key2", the first is current) and DATA_HMAC_KEY
 * (base64). Throws a readable error on a malformed value.
 */
export function parseDataKeys(keysValue: string, fingerprintValue: string): DataKeys {
  const keys = new Map<string, Buffer>();
  let currentKeyId: string | undefined;
  for (const entry of keysValue
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([A-Za-z0-9_-]{1,32}):(.+)$/.exec(entry);
    if (!match) throw new Error('DATA_ENCRYPTION_KEYS must be id:base64key pairs separated by commas');
    const key = Buffer.from(match[2]!, 'base64');
    if (key.length !== 32) throw new Error(`DATA_ENCRYPTION_KEYS: key ${match[1]} must be 32 bytes of base64`);
    keys.set(match[1]!, key);
    currentKeyId ??= match[1]!;
  }
  if (!currentKeyId) throw new Error('DATA_ENCRYPTION_KEYS is empty');
  const fingerprintKey = Buffer.from(fingerprintValue, 'base64');
  if (fingerprintKey.length < 32) throw new Error('DATA_HMAC_KEY must be at least 32 bytes of base64');
  return { keys, currentKeyId, fingerprintKey };
}
