import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * What the kyc spec feeds Chromium's fake camera and file inputs, built from the face-api package's
 * own sample photo (demo/sample6.jpg, MIT like the package): one person facing the camera with open
 * eyes, framed at 640×480 as a selfie; an ID-card-like document with the same face; and a frame with
 * no face at all.
 */
const require = createRequire(import.meta.url);
const SAMPLE = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'demo', 'sample6.jpg');
/** A 4:3 band around one face of the sample, clear of the people beside her. */
const BAND = { left: 500, top: 317, width: 528, height: 396 };
const FACE = { x: 616, y: 378, width: 295, height: 275 };

/**
 * The live selfie the fake camera shows: the same person as the card, but not the card's own
 * picture (mirrored as a front camera shows it, tilted 5°, in another light), so the server's "faces
 * too alike" rule does not send it to a reviewer and Smile ID decides.
 */
export async function selfieJpeg(): Promise<Buffer> {
  const tilted = await sharp(SAMPLE).extract(BAND).flop().rotate(5, { background: '#777777' }).toBuffer({ resolveWithObject: true });
  const left = Math.round((tilted.info.width - BAND.width) / 2);
  const top = Math.round((tilted.info.height - BAND.height) / 2);
  return sharp(tilted.data)
    .extract({ left, top, width: BAND.width, height: BAND.height })
    .resize(640, 480)
    .modulate({ brightness: 1.1 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

export async function documentJpeg(): Promise<Buffer> {
  const portrait = await sharp(SAMPLE)
    .extract({ left: FACE.x - 50, top: FACE.y - 60, width: FACE.width + 100, height: FACE.height + 130 })
    .resize(260, 300)
    .toBuffer();
  return sharp({ create: { width: 900, height: 570, channels: 3, background: '#d9c89e' } })
    .composite([{ input: portrait, left: 40, top: 130 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function wallJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a9aa8' } })
    .jpeg()
    .toBuffer();
}

/**
 * A Y4M file (YUV4MPEG2, 4:2:0, what --use-file-for-fake-video-capture reads) of the picture as a
 * still 640×480 video of a few frames (Chromium loops it).
 */
export async function y4mOf(jpeg: Buffer, frames = 5): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const { data } = await sharp(jpeg).resize(width, height).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  for (let row = 0; row < height; row++)
    for (let col = 0; col < width; col++) {
      const i = (row * width + col) * 3;
      const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
      y[row * width + col] = Math.max(0, Math.min(255, Math.round(0.257 * r + 0.504 * g + 0.098 * b + 16)));
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (width / 2) + col / 2;
        u[c] = Math.max(0, Math.min(255, Math.round(-0.148 * r - 0.291 * g + 0.439 * b + 128)));
        v[c] = Math.max(0, Math.min(255, Math.round(0.439 * r - 0.368 * g - 0.071 * b + 128)));
      }
    }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array.from({ length: frames }, () => frame),
  ]);
}

/** Writes the files into `dir`; returns their paths. */
export async function writeCameraFiles(dir: string) {
  const files = {
    faceVideo: path.join(dir, 'face.y4m'),
    wallVideo: path.join(dir, 'wall.y4m'),
    document: path.join(dir, 'ghana-card.jpg'),
  };
  const [selfie, wall, document] = await Promise.all([selfieJpeg(), wallJpeg(), documentJpeg()]);
  await Promise.all([
    writeFile(files.faceVideo, await y4mOf(selfie)),
    writeFile(files.wallVideo, await y4mOf(wall)),
    writeFile(files.document, document),
  ]);
  return files;
}
