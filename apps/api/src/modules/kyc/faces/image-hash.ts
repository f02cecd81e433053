import sharp from 'sharp';

/**
 * Perceptual hashes of a decoded image, as 16 hex digits (64 bits) each: the same picture uploaded
 * twice, re-encoded, resized, slightly cropped or brightened keeps (almost) the same hash, where its
 * bytes and its upload id change. dHash compares each pixel of a 9×8 grey thumbnail with its right
 * neighbour; aHash each pixel of an 8×8 one with their mean. `mirrored` and `mirroredA` are the
 * same of the image flipped left to right (a selfie camera's mirror).
 */
export interface ImageHashes {
  dHash: string;
  aHash: string;
  mirrored: string;
  mirroredA: string;
}

export async function imageHashes(image: Buffer): Promise<ImageHashes> {
  const thumbnail = async (width: number, height: number, mirror: boolean) => {
    let pipeline = sharp(image).rotate();
    if (mirror) pipeline = pipeline.flop();
    const { data, info } = await pipeline
      .resize(width, height, { fit: 'fill', kernel: 'cubic' })
      .toColourspace('b-w')
      .raw()
      .toBuffer({ resolveWithObject: true });
    // One grey byte per pixel, whatever channels the decoder kept.
    const grey = new Uint8Array(width * height);
    for (let i = 0; i < grey.length; i++) grey[i] = data[i * info.channels]!;
    return grey;
  };
  const [d, dm, a, am] = await Promise.all([thumbnail(9, 8, false), thumbnail(9, 8, true), thumbnail(8, 8, false), thumbnail(8, 8, true)]);
  return { dHash: differenceHash(d), aHash: averageHash(a), mirrored: differenceHash(dm), mirroredA: averageHash(am) };
}

/** 9×8 grey pixels (row by row) → 64 bits: is each pixel brighter than its right neighbour. */
function differenceHash(pixels: Uint8Array): string {
  let bits = 0n;
  for (let y = 0; y < 8; y++) {
    for (let x = 0; x < 8; x++) bits = (bits << 1n) | BigInt(pixels[y * 9 + x]! > pixels[y * 9 + x + 1]! ? 1 : 0);
  }
  return bits.toString(16).padStart(16, '0');
}

/** 8×8 grey pixels → 64 bits: is each pixel brighter than the mean. */
function averageHash(pixels: Uint8Array): string {
  let sum = 0;
  for (let i = 0; i < 64; i++) sum += pixels[i]!;
  const mean = sum / 64;
  let bits = 0n;
  for (let i = 0; i < 64; i++) bits = (bits << 1n) | BigInt(pixels[i]! > mean ? 1 : 0);
  return bits.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ. */
function hammingDistance(a: string, b: string): number {
  let x = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let n = 0;
  while (x > 0n) {
    n += Number(x & 1n);
    x >>= 1n;
  }
  return n;
}

/**
 * At or under this many differing bits (of 64) in both hashes two pictures are the same picture:
 * re-encoding, resizing and small crops or light changes move each by a few bits; two different
 * photos differ by about half. Both must agree, since a low-texture picture (a plain card) gives a
 * dHash of noise that can land near another's by chance.
 */
const SAME_PICTURE_BITS = 10;

/** The same picture, mirrored or not. */
export function samePicture(a: ImageHashes, b: ImageHashes): boolean {
  const close = (x: string, y: string) => hammingDistance(x, y) <= SAME_PICTURE_BITS;
  return (close(a.dHash, b.dHash) && close(a.aHash, b.aHash)) || (close(a.dHash, b.mirrored) && close(a.aHash, b.mirroredA));
}
