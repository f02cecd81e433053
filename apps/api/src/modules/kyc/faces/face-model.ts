import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';

/**
 * Faces on the server: @vladmandic/face-api (the face-api.js model family, MIT) on TensorFlow.js'
 * WebAssembly backend, with the weights that ship inside the package (nothing is downloaded): the
 * tiny face detector, the 68-point landmarks and the 128-number face descriptor (ResNet-34 trained
 * for recognition). Images are decoded by sharp into raw RGB, so no native canvas is needed.
 */
export interface FoundFace {
  /** The detector's confidence, 0–1. */
  score: number;
  /** The face box's share of the image's area, 0–1. */
  coverage: number;
  descriptor: Float32Array;
}

type FaceApi = typeof import('@vladmandic/face-api');

const require = createRequire(import.meta.url);
let loading: Promise<FaceApi> | undefined;

/** Loads the library and the three models once per process, on first use. */
function faceApi(): Promise<FaceApi> {
  loading ??= (async () => {
    const faceapi = require('@vladmandic/face-api/dist/face-api.node-wasm.js') as FaceApi;
    // The package's typings describe tfjs-core only; the node-wasm build carries the whole engine.
    const engine = faceapi.tf as unknown as { setBackend(name: string): Promise<boolean>; ready(): Promise<void> };
    await engine.setBackend('wasm');
    await engine.ready();
    const modelDir = path.join(path.dirname(require.resolve('@vladmandic/face-api/package.json')), 'model');
    const load = async (net: { loadFromWeightMap(map: unknown): void }, name: string) => {
      const manifest = JSON.parse(await readFile(path.join(modelDir, `${name}-weights_manifest.json`), 'utf8')) as {
        paths: string[];
        weights: Parameters<FaceApi['tf']['io']['decodeWeights']>[1];
      }[];
      const buffers = await Promise.all(manifest.flatMap((group) => group.paths.map((p) => readFile(path.join(modelDir, p)))));
      const all = Buffer.concat(buffers);
      const specs = manifest.flatMap((group) => group.weights);
      net.loadFromWeightMap(faceapi.tf.io.decodeWeights(all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength), specs));
    };
    await load(faceapi.nets.tinyFaceDetector, 'tiny_face_detector_model');
    await load(faceapi.nets.faceLandmark68Net, 'face_landmark_68_model');
    await load(faceapi.nets.faceRecognitionNet, 'face_recognition_model');
    return faceapi;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The side the detector looks at: larger images are scaled down first (faces stay findable). */
const ANALYSIS_SIZE = 800;
/** Below this the detector's box is too often a pattern, not a face. */
const MIN_FACE_SCORE = 0.5;

/** Every face found on an image (decoded from any format sharp reads), largest first. */
export async function findFaces(image: Buffer): Promise<FoundFace[]> {
  const faceapi = await faceApi();
  const { data, info } = await sharp(image)
    .rotate()
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside', withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = faceapi.tf.tensor3d(new Uint8Array(data.buffer, data.byteOffset, data.length), [info.height, info.width, 3], 'int32');
  try {
    const results = await faceapi
      .detectAllFaces(tensor as never, new faceapi.TinyFaceDetectorOptions({ inputSize: 416, scoreThreshold: MIN_FACE_SCORE }))
      .withFaceLandmarks()
      .withFaceDescriptors();
    return results
      .map((r) => ({
        score: r.detection.score,
        coverage: (r.detection.box.width * r.detection.box.height) / (info.width * info.height),
        descriptor: r.descriptor,
      }))
      .sort((a, b) => b.coverage - a.coverage);
  } finally {
    tensor.dispose();
  }
}

/** Euclidean distance between two descriptors: under 0.6 is the model's "same person". */
export function descriptorDistance(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += (a[i]! - b[i]!) ** 2;
  return Math.sqrt(sum);
}
