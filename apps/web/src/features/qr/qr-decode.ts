import jsQR from 'jsqr';

// Loaded only by the scan screen. The native BarcodeDetector (Chrome on Android, Safari 17+) is
// tried first; jsQR decodes everywhere else.

interface NativeDetector {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => NativeDetector;

let nativeDetector: NativeDetector | null | undefined;

async function detector(): Promise<NativeDetector | null> {
  if (nativeDetector !== undefined) return nativeDetector;
  const Detector = (globalThis as { BarcodeDetector?: DetectorConstructor & { getSupportedFormats?: () => Promise<string[]> } })
    .BarcodeDetector;
  nativeDetector = null;
  if (Detector) {
    try {
      const formats = (await Detector.getSupportedFormats?.()) ?? ['qr_code'];
      if (formats.includes('qr_code')) nativeDetector = new Detector({ formats: ['qr_code'] });
    } catch {
      nativeDetector = null;
    }
  }
  return nativeDetector;
}

/** The text of the first QR code in the canvas, or null. */
async function decodeCanvas(canvas: HTMLCanvasElement): Promise<string | null> {
  const native = await detector();
  if (native) {
    try {
      const found = await native.detect(canvas);
      if (found[0]?.rawValue) return found[0].rawValue;
    } catch {
      // Fall through to jsQR.
    }
  }
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(image.data, image.width, image.height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}

const MAX_SIDE = 1024;

/** Decodes an uploaded picture (scaled down: phone photos are large and jsQR is linear in pixels). */
export async function decodeImageFile(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * scale));
  canvas.height = Math.max(1, Math.round(bitmap.height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return decodeCanvas(canvas);
}

/** Draws the current video frame and decodes it. */
export function decodeVideoFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<string | null> {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) return Promise.resolve(null);
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.round(width * scale);
  canvas.height = Math.round(height * scale);
  canvas.getContext('2d', { willReadFrequently: true })?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return decodeCanvas(canvas);
}
