import type { Box, Point } from './capture-confidence';

/**
 * The face detector in the browser: @vladmandic/face-api (tiny face detector + 68 tiny landmarks),
 * imported only when the live capture opens, its weights served by this app under /models/face-api
 * (copied from the npm package at build time; never a CDN, so it works offline once installed).
 */
type FaceApi = typeof import('@vladmandic/face-api');

const FACE_MODEL_URL = '/models/face-api';
let loading: Promise<FaceApi> | undefined;

export function loadFaceDetector(): Promise<FaceApi> {
  loading ??= (async () => {
    const faceapi = await import('@vladmandic/face-api');
    // The package's typings describe tfjs-core only; the browser build carries the whole engine.
    const engine = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    // WebGL where the device has it; the CPU kernels otherwise (slower, still under the 100 ms tick).
    const webgl = await engine.setBackend('webgl').catch(() => false);
    if (!webgl) await engine.setBackend('cpu');
    await engine.ready();
    await Promise.all([
      faceapi.nets.tinyFaceDetector.loadFromUri(FACE_MODEL_URL),
      faceapi.nets.faceLandmark68TinyNet.loadFromUri(FACE_MODEL_URL),
    ]);
    return faceapi;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export interface DetectedFace {
  box: Box;
  landmarks: Point[];
}

/** The most prominent face on a video frame or a canvas, with its landmarks; null when none. */
export async function detectFace(faceapi: FaceApi, source: HTMLVideoElement | HTMLCanvasElement): Promise<DetectedFace | null> {
  const result = await faceapi
    .detectSingleFace(source, new faceapi.TinyFaceDetectorOptions({ inputSize: 224, scoreThreshold: 0.5 }))
    .withFaceLandmarks(true);
  if (!result) return null;
  const { x, y, width, height } = result.detection.box;
  return { box: { x, y, width, height }, landmarks: result.landmarks.positions.map((p) => [p.x, p.y] as const) };
}
