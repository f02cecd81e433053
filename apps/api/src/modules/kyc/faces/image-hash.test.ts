import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { documentJpeg, liveSelfieJpeg, selfieJpeg } from '../testing/kyc-test-images';
import { imageHashes, samePicture } from './image-hash';

describe('perceptual hashes', () => {
  it('find the same picture re-encoded, brightened, slightly cropped or mirrored', async () => {
    const selfie = await selfieJpeg();
    const original = await imageHashes(selfie);
    const copies = [
      await sharp(selfie).jpeg({ quality: 50 }).toBuffer(),
      await sharp(selfie).modulate({ brightness: 1.15 }).jpeg().toBuffer(),
      await sharp(selfie).extract({ left: 10, top: 10, width: 620, height: 460 }).jpeg().toBuffer(),
      await sharp(selfie).resize(400).png().toBuffer(),
      await sharp(selfie).flop().jpeg().toBuffer(),
    ];
    for (const copy of copies) expect(samePicture(original, await imageHashes(copy))).toBe(true);
  });

  it('tell a card from a selfie, and two different selfies apart', async () => {
    const [card, otherCard, live1, live2] = await Promise.all([
      documentJpeg(),
      documentJpeg({ background: '#b8d0e0', left: 560 }),
      liveSelfieJpeg(1),
      liveSelfieJpeg(2),
    ]);
    const [c, oc, l1, l2] = await Promise.all([card, otherCard, live1, live2].map((b) => imageHashes(b)));
    expect(samePicture(c!, l1!)).toBe(false);
    expect(samePicture(c!, oc!)).toBe(false);
    expect(samePicture(l1!, l2!)).toBe(false);
  });
});
