import sharp from 'sharp';

/** An identity photo as uploaded: at most 8 MB (a phone's full-size JPEG). */
export const KYC_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
/** Smaller than this, a document's text and a face cannot be read. */
const MIN_SIDE = 240;
/** A decompression bomb (a small file that decodes to gigapixels) is refused before it is decoded. */
const MAX_INPUT_PIXELS = 40_000_000;
/** What is kept: at most this many pixels on the long side, JPEG at the capture's quality. */
const STORED_MAX_SIDE = 1600;

const KYC_IMAGE_MESSAGES = {
  notImage: 'Please select an image file',
  tooLarge: 'Please select an image smaller than 8MB',
  unreadable: 'This image could not be read. Please choose another picture.',
  tooSmall: 'This image is too small. Please use a photo at least 240 pixels on each side.',
} as const;

const SIGNATURES: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
];

interface ReencodedImage {
  bytes: Buffer;
  contentType: 'image/jpeg';
  width: number;
  height: number;
}

export type CheckedImage = { ok: true; image: ReencodedImage } | { ok: false; message: string };

/**
 * The bytes must start with a JPEG, PNG or WebP signature, be at most 8 MB, decode for real, be at
 * least 240 px on each side; they are then re-encoded (turned upright, metadata such as GPS
 * dropped, at most 1600 px, JPEG 90), so what is stored is an image this server wrote.
 */
export async function checkAndReencode(bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > KYC_IMAGE_MAX_BYTES) return { ok: false, message: KYC_IMAGE_MESSAGES.tooLarge };
  if (!SIGNATURES.some((s) => s.test(bytes))) return { ok: false, message: KYC_IMAGE_MESSAGES.notImage };
  try {
    const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, animated: false });
    const meta = await input.metadata();
    if (!meta.width || !meta.height) return { ok: false, message: KYC_IMAGE_MESSAGES.unreadable };
    if (Math.min(meta.width, meta.height) < MIN_SIDE) return { ok: false, message: KYC_IMAGE_MESSAGES.tooSmall };
    const { data, info } = await input
      .rotate()
      .resize(STORED_MAX_SIDE, STORED_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 90 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, image: { bytes: data, contentType: 'image/jpeg', width: info.width, height: info.height } };
  } catch {
    return { ok: false, message: KYC_IMAGE_MESSAGES.unreadable };
  }
}
