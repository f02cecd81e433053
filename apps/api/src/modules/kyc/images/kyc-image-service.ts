import { randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { AppDeps } from '../../../deps';
import { findUserRole } from '../../../trpc/staff-role-repository';
import { AppError } from '../../../errors';
import { parseDataKeys } from './data-keys';
import { imageKeysFrom, LocalDiskImageStore, openImage, sealImage, type ImageKeys, type SealedImageStore } from './image-vault';
import { checkAndReencode } from './kyc-image';
import { S3ImageStore } from './s3-image-store';
import { countRecentKycImages, deleteKycImageRowsOf, findKycImage, findKycImageKeysOf, insertKycImage } from './kyc-image-repository';

/** The path an uploaded image is known by: unguessable (a random UUID), readable only through the gateway. */
const KYC_IMAGE_PATH = '/api/kyc/images/';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Enough for several attempts with retakes; a loop that uploads all day is stopped. */
const UPLOADS_PER_HOUR = 30;

interface Vault {
  keys: ImageKeys;
  store: SealedImageStore;
}
const vaults = new WeakMap<AppDeps['env'], Vault>();

function vaultOf(deps: AppDeps): Vault {
  let vault = vaults.get(deps.env);
  if (!vault) {
    vault = {
      keys: imageKeysFrom(parseDataKeys(deps.env.DATA_ENCRYPTION_KEYS, deps.env.DATA_HMAC_KEY)),
      store: imageStoreFor(deps.env),
    };
    vaults.set(deps.env, vault);
  }
  return vault;
}

/** Local disk under DATA_DIR by default; the configured S3-compatible bucket with KYC_IMAGE_STORE=s3. */
function imageStoreFor(env: AppDeps['env']): SealedImageStore {
  if (env.KYC_IMAGE_STORE === 'local') return new LocalDiskImageStore(path.join(env.DATA_DIR, 'kyc-images'));
  return new S3ImageStore({
    endpoint: env.KYC_S3_ENDPOINT!,
    region: env.KYC_S3_REGION,
    bucket: env.KYC_S3_BUCKET!,
    accessKeyId: env.KYC_S3_ACCESS_KEY_ID!,
    secretAccessKey: env.KYC_S3_SECRET_ACCESS_KEY!,
    prefix: env.KYC_S3_PREFIX,
  });
}

/** Checks, re-encodes, encrypts and stores one identity photo; returns the path submissions name it by. */
export async function storeKycImage(deps: AppDeps, userId: string, bytes: Buffer): Promise<{ id: string; url: string }> {
  const now = deps.now();
  if ((await countRecentKycImages(deps.db, userId, new Date(now.getTime() - 3_600_000))) >= UPLOADS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', 'Too many uploads. Please try again later.');
  }
  const checked = await checkAndReencode(bytes);
  if (!checked.ok) throw new AppError('VALIDATION_FAILED', checked.message);
  const vault = vaultOf(deps);
  const id = randomUUID();
  const storageKey = randomBytes(16).toString('hex');
  const { keyId, sealed } = sealImage(vault.keys, id, checked.image.bytes);
  await vault.store.put(storageKey, sealed);
  await insertKycImage(deps.db, {
    id,
    userId,
    storageKey,
    keyId,
    contentType: checked.image.contentType,
    width: checked.image.width,
    height: checked.image.height,
    byteSize: checked.image.bytes.length,
    createdAt: now,
  });
  return { id, url: `${KYC_IMAGE_PATH}${id}` };
}

/** The id inside "/api/kyc/images/{id}" (or a bare id), or null. */
export function kycImageIdOf(url: string): string | null {
  const id = url.startsWith(KYC_IMAGE_PATH) ? url.slice(KYC_IMAGE_PATH.length) : url;
  return UUID.test(id) ? id.toLowerCase() : null;
}

/** The decrypted image for its owner (or, with `asReviewer`, for anyone); null otherwise, as for no image. */
export async function loadOwnKycImage(deps: AppDeps, ownerId: string, id: string): Promise<Buffer | null> {
  const row = await findKycImage(deps.db, id);
  if (!row || row.userId !== ownerId) return null;
  return decrypt(deps, row);
}

/**
 * GET through the gateway: the owner and reviewers (signed in with a passkey) see an image; anyone
 * else (another person, a stranger) gets null, answered as a 404 exactly like an id that does not exist.
 */
export async function readKycImageFor(
  deps: AppDeps,
  viewerId: string | undefined,
  id: string,
  /** How the viewer's session signed in: a reviewer sees other people's images only with a passkey. */
  signInMethod?: string,
) {
  if (!viewerId || !UUID.test(id)) return null;
  const row = await findKycImage(deps.db, id.toLowerCase());
  if (!row) return null;
  if (row.userId !== viewerId) {
    const role = await findUserRole(deps.db, viewerId);
    if ((role !== 'reviewer' && role !== 'admin') || signInMethod !== 'passkey') return null;
  }
  const bytes = await decrypt(deps, row);
  return bytes && { bytes, contentType: row.contentType };
}

async function decrypt(deps: AppDeps, row: { id: string; storageKey: string; keyId: string }): Promise<Buffer | null> {
  const vault = vaultOf(deps);
  const sealed = await vault.store.get(row.storageKey);
  return sealed && openImage(vault.keys, row.keyId, row.id, sealed);
}

/**
 * Every identity photo of the person, files and rows (the retention schedule, docs/privacy.md). The
 * files go first: should the rows' deletion fail, the next run finds them again and deletes nothing twice.
 */
export async function deleteKycImagesOf(deps: Pick<AppDeps, 'db' | 'env'>, userId: string): Promise<number> {
  const keys = await findKycImageKeysOf(deps.db, userId);
  if (!keys.length) return 0;
  const vault = vaultOf(deps as AppDeps);
  for (const key of keys) await vault.store.delete(key);
  await deleteKycImageRowsOf(deps.db, userId);
  return keys.length;
}
