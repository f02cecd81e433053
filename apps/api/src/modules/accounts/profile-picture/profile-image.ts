import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** The spec's ceiling for a picture, on the decoded bytes. */
export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** What is stored and served: a square WebP this many pixels wide. */
const OUTPUT_SIZE = 512;
/** A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;

export const PROFILE_IMAGE_MESSAGES = {
  notImage: 'Please select an image file',
  tooLarge: 'Please select an image smaller than 5MB',
  unreadable: 'This image could not be read. Please choose another picture.',
} as const;

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'image/gif', test: (b) => b.subarray(0, 6).toString('latin1') === 'GIF87a' || b.subarray(0, 6).toString('latin1') === 'GIF89a' },
];

export type DecodedDataUrl = { ok: true; bytes: Buffer; type: string } | { ok: false; message: string };

/**
 * Reads "data:image/png;base64,…": the declared type must be an image we read, the bytes must start
 * with that type's signature (a renamed file or a script is refused), and they must be at most 5 MB.
 */
export function decodeImageDataUrl(dataUrl: string): DecodedDataUrl {
  const match = /^data:(image\/(?:png|jpeg|jpg|webp|gif));base64,([A-Za-z0-9+/]+={0,2})$/.exec(dataUrl.trim());
  if (!match) return { ok: false, message: PROFILE_IMAGE_MESSAGES.notImage };
  const declared = match[1] === 'image/jpg' ? 'image/jpeg' : match[1]!;
  // base64 is 4 characters per 3 bytes: refuse before decoding what would be too large.
  if ((match[2]!.length * 3) / 4 > PROFILE_IMAGE_MAX_BYTES + 3) return { ok: false, message: PROFILE_IMAGE_MESSAGES.tooLarge };
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length > PROFILE_IMAGE_MAX_BYTES) return { ok: false, message: PROFILE_IMAGE_MESSAGES.tooLarge };
  const actual = SIGNATURES.find((s) => s.test(bytes))?.type;
  if (!actual || actual !== declared) return { ok: false, message: PROFILE_IMAGE_MESSAGES.notImage };
  return { ok: true, bytes, type: actual };
}

export interface ProcessedImage {
  content: Buffer;
  contentType: 'image/webp';
  width: number;
  height: number;
  etag: string;
}

/**
 * Decodes the picture for real and re-encodes it: turned upright by its EXIF orientation, cropped to
 * a square around the centre, 512×512 WebP, every metadata field (GPS, camera) dropped. Returns null
 * when the bytes do not decode as an image.
 */
export async function reencodeProfileImage(bytes: Buffer): Promise<ProcessedImage | null> {
  try {
    const { data, info } = await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(OUTPUT_SIZE, OUTPUT_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const etag = createHash('sha256').update(data).digest('base64url').slice(0, 16);
    return { content: data, contentType: 'image/webp', width: info.width, height: info.height, etag };
  } catch {
    return null;
  }
}
