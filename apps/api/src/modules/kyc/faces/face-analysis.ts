import { findFaces } from './face-model';
import { imageHashes, type ImageHashes } from './image-hash';

/** What the face worker measures on one photo (plain data: it crosses a thread boundary). */
interface ImageAnalysis {
  faces: { score: number; coverage: number; descriptor: number[] }[];
  hashes: ImageHashes;
}

export interface SubmissionAnalysis {
  document: ImageAnalysis;
  selfie: ImageAnalysis;
}

/** The CPU-heavy part of a submission: faces and hashes of both photos (runs in a worker thread). */
export async function analyzeSubmission(document: Uint8Array, selfie: Uint8Array): Promise<SubmissionAnalysis> {
  return { document: await analyzeImage(Buffer.from(document)), selfie: await analyzeImage(Buffer.from(selfie)) };
}

async function analyzeImage(image: Buffer): Promise<ImageAnalysis> {
  const [faces, hashes] = await Promise.all([findFaces(image), imageHashes(image)]);
  return { faces: faces.map((f) => ({ score: f.score, coverage: f.coverage, descriptor: Array.from(f.descriptor) })), hashes };
}
