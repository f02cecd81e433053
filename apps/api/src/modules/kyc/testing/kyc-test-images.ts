import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Test photos built from the face-api package's own sample (demo/sample6.jpg, shipped under the
 * package's MIT licence): one of its people, facing the camera with open eyes.
 */
const require = createRequire(import.meta.url);
const SAMPLE = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample6.jpg');
/** Where that face is (found by the detector once), and a band around it clear of the neighbours. */
const FACE = { x: 616, y: 378, width: 295, height: 275 };
const BAND = { left: 532, top: 317, width: 462, height: 397 };

/**
 * A selfie as the live capture frames one: 640×480, the face centred and covering about a quarter
 * of the frame (the capture's "distance ok" band is 20–35 %); the sides repeat the band's edges.
 */
export async function selfieJpeg(): Promise<Buffer> {
  const band = await sharp(SAMPLE).extract(BAND).resize({ height: 480 }).toBuffer({ resolveWithObject: true });
  const side = (640 - band.info.width) / 2;
  return sharp(band.data)
    .extend({ left: Math.floor(side), right: Math.ceil(side), extendWith: 'copy' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A document: an ID-card-coloured card with the same face as its photo on the left (or further right, on another colour). */
export async function documentJpeg(options: { background?: string; left?: number } = {}): Promise<Buffer> {
  const portrait = await sharp(SAMPLE)
    .extract({ left: FACE.x - 50, top: FACE.y - 60, width: FACE.width + 100, height: FACE.height + 130 })
    .resize(260, 300)
    .toBuffer();
  return sharp({ create: { width: 900, height: 570, channels: 3, background: options.background ?? '#d9c89e' } })
    .composite([{ input: portrait, left: options.left ?? 40, top: 130 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/**
 * A live selfie of the card holder that is not the card's photo: the sample's band mirrored (as a
 * front camera shows it), in another light and tilted, so its face is near the card's (about 0.25–0.3)
 * without being the same picture. Two variants, two different pictures.
 */
export async function liveSelfieJpeg(variant: 1 | 2 = 1): Promise<Buffer> {
  const [angle, brightness] = variant === 1 ? [6, 1.25] : [-8, 1.1];
  return sharp(await selfieJpeg())
    .flop()
    .modulate({ brightness, saturation: 0.6 })
    .rotate(angle, { background: '#777777' })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The card's own portrait cut out and enlarged: the same face pixels as the document, a different picture. */
export async function portraitFromDocumentJpeg(): Promise<Buffer> {
  return sharp(await documentJpeg())
    .extract({ left: 20, top: 100, width: 320, height: 360 })
    .resize(533, 600)
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A portrait offered as the "document": a zoomed selfie, no card around it. */
export async function portraitAsDocumentJpeg(): Promise<Buffer> {
  return sharp(await selfieJpeg())
    .flop()
    .extract({ left: 120, top: 60, width: 400, height: 360 })
    .resize(640, 576)
    .modulate({ brightness: 1.2 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A photo with no face at all: a plain gradient-free wall. */
export async function wallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a9aa8' } })
    .jpeg()
    .toBuffer();
}
