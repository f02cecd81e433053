import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Identity photos at rest: AES-256-GCM, the image's id as authenticated data (a file swapped under
 * another id fails to open). The keys are the data keys of the configuration (DATA_ENCRYPTION_KEYS,
 * rotation included), each stretched with HKDF into a key of its own for images, so one key leaks
 * neither kind of data through the other. The sealed file is iv (12) ‖ tag (16) ‖ ciphertext.
 */
export interface ImageKeys {
  keys: ReadonlyMap<string, Buffer>;
  currentKeyId: string;
}

/** Where sealed files live. Local disk by default; an S3-compatible bucket implements the same calls. */
export interface SealedImageStore {
  put(storageKey: string, sealed: Buffer): Promise<void>;
  get(storageKey: string): Promise<Buffer | null>;
  /** Gone for good (the retention schedule); a file already gone is fine. */
  delete(storageKey: string): Promise<void>;
}

export class LocalDiskImageStore implements SealedImageStore {
  constructor(private readonly dir: string) {}

  async put(storageKey: string, sealed: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const file = this.fileOf(storageKey);
    // Written aside then renamed: a crash never leaves half a file under the real name.
    await writeFile(`${file}.tmp`, sealed, { mode: 0o600 });
    await rename(`${file}.tmp`, file);
  }

  async get(storageKey: string): Promise<Buffer | null> {
    return readFile(this.fileOf(storageKey)).catch(() => null);
  }

  async delete(storageKey: string): Promise<void> {
    await unlink(this.fileOf(storageKey)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }

  private fileOf(storageKey: string): string {
    if (!/^[a-f0-9]{32}$/.test(storageKey)) throw new Error('Malformed storage key');
    return path.join(this.dir, `${storageKey}.sealed`);
  }
}

export function imageKeysFrom(card: { keys: ReadonlyMap<string, Buffer>; currentKeyId: string }): ImageKeys {
  const keys = new Map<string, Buffer>();
  for (const [id, key] of card.keys) keys.set(id, Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'ghanapay kyc images v1', 32)));
  return { keys, currentKeyId: card.currentKeyId };
}

export function sealImage(keys: ImageKeys, imageId: string, plain: Buffer): { keyId: string; sealed: Buffer } {
  const keyId = keys.currentKeyId;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.keys.get(keyId)!, iv);
  cipher.setAAD(Buffer.from(imageId));
  const ciphertext = Buffer.concat([cipher.update(plain), cipher.final()]);
  return { keyId, sealed: Buffer.concat([iv, cipher.getAuthTag(), ciphertext]) };
}

export function openImage(keys: ImageKeys, keyId: string, imageId: string, sealed: Buffer): Buffer {
  const key = keys.keys.get(keyId);
  if (!key) throw new Error(`Image key ${keyId} is not configured`);
  const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
  decipher.setAAD(Buffer.from(imageId));
  decipher.setAuthTag(sealed.subarray(12, 28));
  return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
}
